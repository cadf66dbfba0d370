import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where `vite build -c vite.site.config.ts` writes the islands (dist/site). */
export const SITE_DIST_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../dist/site');

/** Where the Fastify server serves dist/site (site-assets.routes.ts). */
export const SITE_ASSETS_PREFIX = '/site-assets/';
/** The islands' entry as Vite's manifest names it (vite.site.config.ts). */
const ENTRY = 'src/site/browser/main.tsx';

/** The built islands' script and stylesheet URLs. */
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

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Adds the islands' tags to a rendered page, only when something on it is an island. */
export function withIslandAssets(html: string, assets: IslandAssets | null): string {
  if (!assets || !html.includes('data-island=')) return html;
  const styles = assets.styles.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`).join('');
  const scripts = assets.scripts.map((src) => `<script type="module" src="${escapeAttribute(src)}"></script>`).join('');
  return html.replace('</head>', `${styles}</head>`).replace('</body>', `${scripts}</body>`);
}
