/**
 * Rewrites internal links after a page moves: a link equal to the old path, or to the old
 * path followed by an anchor (#…) or a query (?…), points at the new path. Links to other
 * pages that merely start with the same letters are left alone.
 */
export function rewriteLink(value: string, oldPath: string, newPath: string): string {
  if (value === oldPath) return newPath;
  if (value.startsWith(`${oldPath}#`) || value.startsWith(`${oldPath}?`)) return newPath + value.slice(oldPath.length);
  return value;
}

function rewriteHtmlLinks(html: string, oldPath: string, newPath: string): string {
  return html.replace(/href="([^"]*)"/g, (match, href: string) => {
    const rewritten = rewriteLink(href, oldPath, newPath);
    return rewritten === href ? match : `href="${rewritten}"`;
  });
}

/** Walks any JSON value and rewrites every string that is, or contains in an href, the old path. */
export function rewriteLinksDeep(value: unknown, oldPath: string, newPath: string): unknown {
  if (typeof value === 'string') {
    const direct = rewriteLink(value, oldPath, newPath);
    if (direct !== value) return direct;
    return value.includes('href="') ? rewriteHtmlLinks(value, oldPath, newPath) : value;
  }
  if (Array.isArray(value)) return value.map((item) => rewriteLinksDeep(item, oldPath, newPath));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, rewriteLinksDeep(item, oldPath, newPath)]));
  }
  return value;
}
