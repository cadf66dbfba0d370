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

function consumerCache(assetsDir: string): (url: string) => SourceMapConsumer | null {
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

export function mappedProfile(profile: CpuProfile, assetsDir: string): MappedProfile {
  const consumerFor = consumerCache(assetsDir);
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const origins = new Map<number, NodeOrigin>();
  for (const node of profile.nodes) {
    const { url, functionName, lineNumber, columnNumber } = node.callFrame;
    let source: string;
    if (!url) source = `(native ${functionName || 'code'})`;
    else {
      const consumer = consumerFor(url);
      if (!consumer) source = '(unmapped)';
      else {
        const at = { line: lineNumber + 1, column: columnNumber };
        // A module's own top-level code starts in bundler glue without a mapping: the next
        // mapped position on the line is that module's first statement.
        const position = consumer.originalPositionFor(at).source
          ? consumer.originalPositionFor(at)
          : consumer.originalPositionFor({ ...at, bias: SourceMapConsumer.LEAST_UPPER_BOUND });
        source = position.source ? repositoryPath(position.source) : '(unmapped)';
      }
    }
    origins.set(node.id, { source, parent: parents.get(node.id) });
  }
  const samples: [number, number][] = [];
  profile.samples.forEach((id, index) => {
    if (profile.nodes.find((node) => node.id === id)?.callFrame.functionName === '(idle)') return;
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

/** Time with `pkg`'s code on top of the stack, by the nearest frame below it outside the package. */
export function summariseByCaller(profiles: MappedProfile[], pkg: string): [string, number][] {
  const totals = new Map<string, number>();
  for (const { origins, samples } of profiles) {
    for (const [id, ms] of samples) {
      if (packageOf(origins.get(id)!.source) !== pkg) continue;
      let caller = origins.get(id)!.parent;
      while (caller !== undefined && packageOf(origins.get(caller)!.source) === pkg) caller = origins.get(caller)!.parent;
      add(totals, caller === undefined ? '(no caller)' : origins.get(caller)!.source, ms);
    }
  }
  return sortedRows(totals);
}
