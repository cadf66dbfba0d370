import { keptFor } from './object-memo.ts';

/**
 * The site addresses a page's blocks link to (issue 18, surrogate keys). A link stores the
 * linked page's path, and a slug change "with links updated" rewrites that path in every page
 * linking there (server/domains/pages/link-rewriter.ts walks the same strings: any string that
 * is a path, and the hrefs inside rich-text HTML). The renderer resolves these paths to pages,
 * so a page carries `page-<id>` of each page it links to and is purged when that one moves.
 */

/** More links than this and the page carries the broad `links` key instead (surrogate-keys.ts). */
export const MAX_LINKED_PATHS = 100;

/** Addresses that are never pages: the application's own routes. */
const NOT_PAGES = /^\/(api|cmsadmin|site-assets|share|consent)(\/|$)/;

function addPath(found: Set<string>, value: string): void {
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return;
  const path = value.replace(/[?#].*$/s, '');
  // Home's address never changes (the rewriter leaves links to "/" alone).
  if (path === '/' || NOT_PAGES.test(path)) return;
  found.add(path);
}

function walk(value: unknown, found: Set<string>): void {
  if (typeof value === 'string') {
    addPath(found, value);
    if (value.includes('href="')) for (const match of value.matchAll(/href="([^"]*)"/g)) addPath(found, match[1] ?? '');
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) walk(item, found);
    return;
  }
  if (value !== null && typeof value === 'object') {
    // __images / __files: the block's media, named by the media keys instead.
    for (const [key, item] of Object.entries(value)) if (!key.startsWith('__')) walk(item, found);
  }
}

export interface LinkedPaths {
  readonly paths: readonly string[];
  readonly overflow: boolean;
}

/** By the blocks array: a published page's blocks are the same object until its content changes (content-memo.ts). */
const pathsByBlocks = new WeakMap<object, LinkedPaths>();

/** The distinct internal paths the blocks link to, without query or anchor; `overflow` when there are too many to key one by one. */
export function internalLinkPaths(blocks: unknown): LinkedPaths {
  const find = (): LinkedPaths => {
    const found = new Set<string>();
    walk(blocks, found);
    const paths = [...found];
    return paths.length > MAX_LINKED_PATHS ? { paths: [], overflow: true } : { paths, overflow: false };
  };
  return blocks !== null && typeof blocks === 'object' ? keptFor(pathsByBlocks, blocks, find) : find();
}
