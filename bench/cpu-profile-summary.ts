/**
 * Where a server's CPU time goes, from a V8 .cpuprofile (node --cpu-prof): self time summed by
 * what the code belongs to (React, the database driver, Kysely, Fastify, compression, …).
 * Used by bench/site-bench.ts with PROFILE=1.
 */
import fs from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface CpuProfile {
  startTime: number;
  endTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** First match wins: native frames have no URL, so compression and hashing go by function name. */
const CATEGORIES: [string, (frame: ProfileNode['callFrame']) => boolean][] = [
  ['idle (waiting for I/O)', (f) => f.functionName === '(idle)'],
  ['garbage collection', (f) => f.functionName === '(garbage collector)'],
  ['compression (zlib/brotli)', (f) => /zlib|brotli|gzip|deflate/i.test(f.functionName) || /node:zlib/.test(f.url)],
  ['React render (react-dom/server)', (f) => /react-dom|\/react\//.test(f.url)],
  ['SQLite driver (better-sqlite3)', (f) => /better-sqlite3/.test(f.url) || /^(all|get|run|prepare|iterate)$/.test(f.functionName)],
  ['PostgreSQL driver (pg)', (f) => /node_modules\/pg(-[a-z]+)?\//.test(f.url)],
  ['Kysely (query building)', (f) => /node_modules\/kysely/.test(f.url)],
  ['Fastify and plugins', (f) => /node_modules\/(fastify|@fastify|find-my-way|light-my-request|avvio|pino)/.test(f.url)],
  ['hashing (ETag sha1)', (f) => /createHash|digest|update/.test(f.functionName) && /crypto/.test(f.url)],
  ['zod (validation)', (f) => /node_modules\/zod/.test(f.url)],
  ['site code (src/site)', (f) => /\/src\/site\//.test(f.url)],
  ['server code (src/server)', (f) => /\/src\/server\//.test(f.url)],
  ['shared code (src/shared)', (f) => /\/src\/shared\//.test(f.url)],
  ['Node internals (http, net, streams)', (f) => /^node:/.test(f.url)],
  ['other node_modules', (f) => /node_modules/.test(f.url)],
  ['native / program', (f) => f.url === ''],
];

/** `lastMs`: only the samples of the profile's last milliseconds (the load, not the start-up). */
export function summariseProfile(file: string, lastMs = Infinity): { category: string; ms: number; share: number }[] {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  const from = profile.endTime - lastMs * 1000;
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    at += profile.timeDeltas[index] ?? 0;
    if (at < from) return;
    const frame = byId.get(id)?.callFrame;
    if (!frame) return;
    const category = CATEGORIES.find(([, test]) => test(frame))?.[0] ?? 'other';
    totals.set(category, (totals.get(category) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  const busy = [...totals].filter(([category]) => !category.startsWith('idle')).reduce((sum, [, ms]) => sum + ms, 0);
  return [...totals]
    .map(([category, ms]) => ({ category, ms, share: category.startsWith('idle') ? NaN : ms / busy }))
    .sort((a, b) => b.ms - a.ms);
}
