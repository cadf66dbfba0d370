const MAX_LENGTH = 2000;
const BASE = 'http://same-origin.invalid';

/**
 * The path a redirect may go to when it comes from input (a form's return field, a login's
 * return-to, a language switch): only a path on this site, with its query and fragment.
 * The target is normalised first, as a browser would, and checked after: "/.//evil.example"
 * normalises to "//evil.example", which a browser reads as another host.
 */
export function sameOriginPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return fallback;
  // Backslashes count as slashes in browsers; control characters could split a header.
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
  if (!value.startsWith('/') || value.startsWith('//')) return fallback;
  let parsed: URL;
  try {
    parsed = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (parsed.origin !== BASE) return fallback;
  const path = parsed.pathname + parsed.search + parsed.hash;
  return path.startsWith('/') && !path.startsWith('//') ? path : fallback;
}
