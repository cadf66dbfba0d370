/**
 * The usual search-engine guidance for a page's snippet: about 60 characters of title and 160
 * of description are shown, the rest is cut off. These are advice (the counters turn to a warning
 * colour), not limits: the stored limits are the schema's.
 */
export const SEO_TITLE_GUIDE = 60;
export const SEO_DESCRIPTION_GUIDE = 160;

export interface LengthCount {
  length: number;
  limit: number;
  over: boolean;
}

/** Counts characters as people see them (an emoji or accented letter is one). */
export function countLength(text: string, limit: number): LengthCount {
  const length = [...text].length;
  return { length, limit, over: length > limit };
}

/** Cuts text the way a search result does: at the last whole word that fits, with an ellipsis. */
export function truncateForSnippet(text: string, limit: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const characters = [...clean];
  if (characters.length <= limit) return clean;
  const head = characters.slice(0, limit - 1).join('');
  const lastSpace = head.lastIndexOf(' ');
  // A single long word is cut where it must be.
  const cut = lastSpace > limit / 2 ? head.slice(0, lastSpace) : head;
  return `${cut.replace(/[\s,.;:–-]+$/, '')}…`;
}

/** The address line of a search result: the host and the path's segments ("example.com › en-gb › otters"). */
export function snippetAddress(origin: string, path: string): string {
  const host = new URL(origin).host;
  const segments = path.split('/').filter(Boolean).map(decodeURIComponent);
  return [host, ...segments].join(' › ');
}
