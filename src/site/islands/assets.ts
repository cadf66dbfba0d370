import fs from 'node:fs';
import path from 'node:path';

/** Where the Fastify server serves dist/site (see app.ts). */
export const SITE_ASSETS_PREFIX = '/site-assets/';
const ENTRY = 'src/site/client/main.tsx';

export interface IslandAssets {
  scripts: string[];
  styles: string[];
}

interface ManifestChunk {
  file: string;
  css?: string[];
}

const cache = new Map<string, IslandAssets | null>();

/**
 * The islands entry's script and stylesheet URLs from Vite's manifest (hashed names), read
 * once per folder. Null when the islands are not built: pages then render without them and
 * still work (forms GET/POST, the video keeps its link).
 */
export function loadIslandAssets(distDir: string): IslandAssets | null {
  if (cache.has(distDir)) return cache.get(distDir)!;
  const assets = readManifest(distDir);
  // A missing build is not cached: in development it may appear after the server started.
  if (assets) cache.set(distDir, assets);
  return assets;
}

function readManifest(distDir: string): IslandAssets | null {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
    const entry = manifest[ENTRY];
    if (!entry) return null;
    return { scripts: [SITE_ASSETS_PREFIX + entry.file], styles: (entry.css ?? []).map((file) => SITE_ASSETS_PREFIX + file) };
  } catch {
    return null;
  }
}
