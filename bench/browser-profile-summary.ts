/**
 * A browser's CPU profile (DevTools Profiler domain) mapped back to the admin's sources through
 * the build's source maps, and summed: self time by package or file, and the time spent in one
 * package by the module that called into it. Used by admin-editor-profile.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';

export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}

/** Where a profile node's code came from: a source file (repository-relative or node_modules/…), or a native frame. */
interface NodeOrigin {
  /** 'src/admin/…', 'node_modules/zod/…', or '(native …)' / '(unmapped)'. */
  source: string;
  parent: number | undefined;
}

export interface MappedProfile {
  origins: Map<number, NodeOrigin>;
  /** [node id, milliseconds] per sample, idle samples left out. */
  samples: [number, number][];
}

export type SourceMapLookup = (url: string) => SourceMapConsumer | null;

/** The source map of each admin chunk a profile names, read once (share it between profiles). */
export function sourceMapLookup(assetsDir: string): SourceMapLookup {
  const consumers = new Map<string, SourceMapConsumer | null>();
  return (url) => {
    const file = /\/cmsadmin\/assets\/([^/?#]+\.js)/.exec(url)?.[1];
    if (!file) return null;
    if (!consumers.has(file)) {
      const mapFile = path.join(assetsDir, `${file}.map`);
      consumers.set(file, fs.existsSync(mapFile) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, 'utf8'))) : null);
    }
    return consumers.get(file)!;
  };
}

/** 'node_modules/zod/v4/core/core.js' from '../../node_modules/zod/v4/core/core.js'; 'src/admin/…' likewise. */
function repositoryPath(source: string): string {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) return source.slice(modules);
  const src = source.indexOf('src/');
  return src >= 0 ? source.slice(src) : source;
}

export function mappedProfile(profile: CpuProfile, consumerFor: SourceMapLookup): MappedProfile {
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const origins = new Map<number, NodeOrigin>();
  for (const node of profile.nodes) {
    const { url, functionName, lineNumber, columnNumber } = node.callFrame;
    let source: string;
    if (!url) source = `(native ${functionName || 'code'})`;
    // A chunk's own top level (its modules' bodies are functions of their own): no one module's.
    else if (lineNumber === 0 && columnNumber === 0) source = `(top level of ${url.replace(/^.*\//, '')})`;
    else {
      const consumer = consumerFor(url);
      if (!consumer) source = '(unmapped)';
      else {
        const at = { line: lineNumber + 1, column: columnNumber };
        // The first mapped position at or after a function's start lies inside it. (A module's
        // top-level code is wrapped in bundler glue without a mapping, and the chunk is one line:
        // the position before it would be the end of the previous module.)
        const after = consumer.originalPositionFor({ ...at, bias: SourceMapConsumer.LEAST_UPPER_BOUND });
        const position = after.source ? after : consumer.originalPositionFor(at);
        source = position.source ? repositoryPath(position.source) : '(unmapped)';
      }
    }
    origins.set(node.id, { source, parent: parents.get(node.id) });
  }
  const idle = new Set(profile.nodes.filter((node) => node.callFrame.functionName === '(idle)').map((node) => node.id));
  const samples: [number, number][] = [];
  profile.samples.forEach((id, index) => {
    if (idle.has(id)) return;
    samples.push([id, (profile.timeDeltas[index + 1] ?? 0) / 1000]);
  });
  return { origins, samples };
}

/** 'zod' for node_modules/zod/…, '@dnd-kit/core' for scoped packages; null for other code. */
export function packageOf(source: string): string | null {
  if (!source.startsWith('node_modules/')) return null;
  const parts = source.slice('node_modules/'.length).split('/');
  return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
}

const sortedRows = (totals: Map<string, number>): [string, number][] => [...totals].sort((a, b) => b[1] - a[1]);

function add(totals: Map<string, number>, key: string, ms: number): void {
  totals.set(key, (totals.get(key) ?? 0) + ms);
}

export function summariseSelfTime(profiles: MappedProfile[]) {
  const byPackage = new Map<string, number>();
  const byOwnFile = new Map<string, number>();
  let busy = 0;
  for (const { origins, samples } of profiles) {
    for (const [id, ms] of samples) {
      const { source } = origins.get(id)!;
      busy += ms;
      add(byPackage, packageOf(source) ?? (source.startsWith('src/') ? source.split('/').slice(0, 2).join('/') : source), ms);
      if (source.startsWith('src/')) add(byOwnFile, source, ms);
    }
  }
  return { busy, byPackage: sortedRows(byPackage), byOwnFile: sortedRows(byOwnFile) };
}

/** Frames a caller is looked for below: bundler glue (its runtime, unmapped code) and native frames pass calls on. */
const passesCallsOn = (source: string) => !source.startsWith('src/') && !source.startsWith('node_modules/');

/** Time with `pkg`'s code on top of the stack, by the nearest frame below it outside the package. */
export function summariseByCaller(profiles: MappedProfile[], pkg: string): [string, number][] {
  const totals = new Map<string, number>();
  for (const { origins, samples } of profiles) {
    for (const [id, ms] of samples) {
      if (packageOf(origins.get(id)!.source) !== pkg) continue;
      let caller = origins.get(id)!.parent;
      const skipped = (node: number) => packageOf(origins.get(node)!.source) === pkg || passesCallsOn(origins.get(node)!.source);
      while (caller !== undefined && skipped(caller)) caller = origins.get(caller)!.parent;
      add(totals, caller === undefined ? '(no caller)' : origins.get(caller)!.source, ms);
    }
  }
  return sortedRows(totals);
}
