import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The contract of src/site/islands/assets.ts (owned by the islands work). */
export interface IslandAssets {
  scripts: string[];
  styles: string[];
}
type LoadIslandAssets = (distDir: string) => IslandAssets | null | Promise<IslandAssets | null>;

const here = path.dirname(fileURLToPath(import.meta.url));
const ISLANDS_MODULE = path.resolve(here, '../islands/assets.ts');

/**
 * The built islands' script and style URLs, or null when the islands module or its build is
 * absent. Imported by a computed path so the site renders (without islands) before it exists.
 */
export async function findIslandAssets(distDir: string): Promise<IslandAssets | null> {
  if (!fs.existsSync(ISLANDS_MODULE)) return null;
  try {
    const specifier = '../islands/assets.ts';
    const module = (await import(/* @vite-ignore */ specifier)) as { loadIslandAssets?: LoadIslandAssets };
    return (await module.loadIslandAssets?.(distDir)) ?? null;
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
