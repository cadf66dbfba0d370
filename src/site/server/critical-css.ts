import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Blocks and frame (breadcrumbs included), plus the islands' few rules (2 kB): inline, so no page waits for a stylesheet. */
const STYLESHEETS = ['styles/blocks.css', 'styles/site.css', 'styles/breadcrumbs.css', 'browser/islands.css'];

/**
 * A conservative minifier: comments and runs of whitespace go, nothing is reordered. Safe
 * for our own hand-written stylesheets (no strings containing comment markers).
 */
export function minifyCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{}:;,>])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();
}

let cached: string | undefined;

/**
 * The site's whole stylesheet (blocks + frame + islands), inlined into every page so the first view
 * needs no second request. Read and minified once per process.
 */
export function criticalCss(): string {
  cached ??= minifyCss(STYLESHEETS.map((file) => fs.readFileSync(path.join(siteDir, file), 'utf8')).join('\n'));
  return cached;
}
