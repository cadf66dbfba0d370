import { sameOriginPath } from '../http/same-origin-path.ts';

/** Longest old address a redirect may start from (the column is varchar(1000)). */
export const REDIRECT_FROM_MAX_LENGTH = 1000;
/** Longest target (a path with its query, or a full URL). */
export const REDIRECT_TO_MAX_LENGTH = 2000;

const BASE = 'http://same-origin.invalid';

/**
 * Paths other parts of the application answer before the public site's catch-all: a redirect
 * from them could never take effect, so they are refused.
 */
const RESERVED = ['/api', '/cmsadmin', '/site-assets', '/share'];
const RESERVED_EXACT = ['/consent', '/sitemap.xml', '/robots.txt', '/healthz', '/readyz'];

/** A path without repeated or trailing slashes, its case kept. */
function tidyPath(pathname: string): string {
  const single = pathname.replace(/\/{2,}/g, '/');
  return single.length > 1 ? single.replace(/\/+$/, '') : single;
}

/** The path part in the one form redirects compare: percent-encoded, lower case, no trailing slash. */
function canonicalPath(pathname: string): string {
  return tidyPath(pathname.toLowerCase());
}

/**
 * The old address of a redirect as stored and looked up: a same-origin path without query or
 * fragment, normalised as a browser would send it (percent-encoded, lower case like page slugs,
 * without a trailing slash). Null when it is not such a path or belongs to another part of the app.
 */
export function normaliseFromPath(value: string): string | null {
  if (value.includes('?') || value.includes('#')) return null;
  const path = sameOriginPath(value, '');
  if (path === '') return null;
  let pathname: string;
  try {
    pathname = new URL(path, BASE).pathname;
  } catch {
    return null;
  }
  const canonical = canonicalPath(pathname);
  if (RESERVED.some((prefix) => canonical === prefix || canonical.startsWith(`${prefix}/`))) return null;
  if (RESERVED_EXACT.includes(canonical)) return null;
  return canonical;
}

export type RedirectTarget = { kind: 'path'; value: string } | { kind: 'url'; value: string };

/**
 * Where a redirect goes: a path on this site (its path part normalised like `from`, query and
 * fragment kept) or a full http(s) URL, which only an editor can enter. Null when it is neither,
 * or a URL with a user name or password in it.
 */
export function normaliseTarget(value: string): RedirectTarget | null {
  if (value.startsWith('/')) {
    const path = sameOriginPath(value, '');
    if (path === '') return null;
    const url = new URL(path, BASE);
    // Site addresses are lower case like page slugs; files under /api keep their case.
    const pathname = url.pathname.startsWith('/api/') ? tidyPath(url.pathname) : canonicalPath(url.pathname);
    return { kind: 'path', value: pathname + url.search + url.hash };
  }
  if (!/^https?:\/\//i.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || !url.hostname) return null;
  return { kind: 'url', value: url.href };
}

/** The path a same-site target's chain continues at (only a bare path, without query or fragment, is followed). */
export function chainKey(target: string | null): string | null {
  if (target === null || !target.startsWith('/') || /[?#]/.test(target)) return null;
  return canonicalPath(target);
}

/**
 * The old address a same-site target lands on, query and fragment aside: the site looks
 * redirects up by path alone, so `/a` → `/a?x=1` would send a visitor round for ever.
 */
export function landingKey(target: string | null): string | null {
  if (target === null || !target.startsWith('/')) return null;
  try {
    return canonicalPath(new URL(target, BASE).pathname);
  } catch {
    return null;
  }
}

/**
 * The Location a visitor is sent to: the target with the visitor's query string kept (merged
 * with a query the target has, before its fragment). A path target always stays on this site.
 */
export function redirectLocation(target: string, query: string): string | null {
  const resolved = normaliseTarget(target);
  if (!resolved) return null;
  const extra = query.replace(/^\?/, '');
  if (!extra) return resolved.value;
  const hashIndex = resolved.value.indexOf('#');
  const base = hashIndex === -1 ? resolved.value : resolved.value.slice(0, hashIndex);
  const hash = hashIndex === -1 ? '' : resolved.value.slice(hashIndex);
  return `${base}${base.includes('?') ? '&' : '?'}${extra}${hash}`;
}
