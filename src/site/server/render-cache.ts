import { LruMap } from './lru-map.ts';
import type { BodyPool } from './body-pool.ts';
import { encodePage, type DocumentPiece } from './document-pieces.ts';

export interface CachedPage {
  status: number;
  /** The document's UTF-8 bytes, encoded once: hashed, compressed and sent as they are (issue 20). */
  body: Buffer;
  etag: string;
  /** Surrogate keys: what the page shows (surrogate-keys.ts), sent as xkey / Surrogate-Key. */
  keys?: readonly string[];
  /** Never true here: a page whose body is borrowed (BorrowedPage) cannot be kept, and the types say so. */
  borrowed?: false;
}

/** A page sent once and not kept: its body goes back to a pool after sending (body-pool.ts). */
export type BorrowedPage = Omit<CachedPage, 'borrowed'> & { borrowed: true };

/**
 * A document ready to send. Issue 20: the text is encoded to UTF-8 once here (kept pieces are
 * copied, document-pieces.ts); hashing a string, measuring it for Content-Length and writing it
 * to the socket each encoded it again (about a tenth of an uncached render of a 64 KB page).
 */
export function cachedPage(status: number, content: string | readonly DocumentPiece[], keys: readonly string[]): CachedPage {
  const { body, etag } = encodePage(typeof content === 'string' ? [content] : content);
  return { status, body, etag, keys };
}

/** The same page with its body borrowed from `pool`, for an answer that is not kept. */
export function borrowedPage(
  status: number,
  content: string | readonly DocumentPiece[],
  keys: readonly string[],
  pool: BodyPool,
): BorrowedPage {
  const { body, etag } = encodePage(typeof content === 'string' ? [content] : content, pool);
  return { status, body, etag, keys, borrowed: true };
}

/**
 * Rendered pages in memory, least recently used out first. `clear()` bumps a generation, and
 * a render that began before the clear cannot store its (possibly stale) result afterwards.
 */
export class RenderCache<T = CachedPage> {
  private readonly entries: LruMap<T>;
  private generationNumber = 0;
  hits = 0;
  misses = 0;

  constructor(maxEntries = 500) {
    this.entries = new LruMap<T>(maxEntries);
  }

  get generation(): number {
    return this.generationNumber;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) {
      this.misses += 1;
      return undefined;
    }
    this.hits += 1;
    return entry;
  }

  /** Stores unless the cache was cleared since `generation` was read. */
  set(key: string, value: T, generation: number): void {
    if (generation !== this.generationNumber) return;
    this.entries.set(key, value);
  }

  clear(): void {
    this.generationNumber += 1;
    this.entries.clear();
  }
}

/** Does an If-None-Match header name this ETag (weak comparison, as RFC 9110 asks for GET)? */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === bare);
}
