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

const cache = new Map<string, IslandAssets>();
/** When a folder was last found without a build: asked again after MISSING_RECHECK_MS. */
const missingSince = new Map<string, number>();
const MISSING_RECHECK_MS = 1000;

/**
 * The islands entry's script and stylesheet URLs from Vite's manifest (hashed names), read
 * once per folder. Null when the islands are not built: pages then render without them and
 * still work (forms GET/POST, the video keeps its link).
 */
export function loadIslandAssets(distDir: string): IslandAssets | null {
  const known = cache.get(distDir);
  if (known) return known;
  // A missing build is looked for again (in development it may appear after the server
  // started), but at most once a second: a failed read on every render cost a tenth of it.
  const missing = missingSince.get(distDir);
  if (missing !== undefined && Date.now() - missing < MISSING_RECHECK_MS) return null;
  const assets = readManifest(distDir);
  if (assets) {
    cache.set(distDir, assets);
    missingSince.delete(distDir);
  } else missingSince.set(distDir, Date.now());
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

/** Whether a rendered text holds an island (the browser entry then has work to do on the page). */
export const hasIsland = (html: string) => html.includes('data-island=');

const tagsByAssets = new WeakMap<IslandAssets, { styles: string; scripts: string }>();

/** The islands' stylesheet links (for the head) and module scripts (for the end of the body). */
export function islandTags(assets: IslandAssets): { styles: string; scripts: string } {
  let tags = tagsByAssets.get(assets);
  if (!tags) {
    tags = {
      styles: assets.styles.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`).join(''),
      scripts: assets.scripts.map((src) => `<script type="module" src="${escapeAttribute(src)}"></script>`).join(''),
    };
    tagsByAssets.set(assets, tags);
  }
  return tags;
}
