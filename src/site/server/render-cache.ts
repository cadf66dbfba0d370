import { createHash } from 'node:crypto';

export interface CachedPage {
  status: number;
  html: string;
  etag: string;
  /** Surrogate keys: what the page shows (surrogate-keys.ts), sent as xkey / Surrogate-Key. */
  keys?: readonly string[];
}

/** A strong validator of the exact bytes sent. */
export function etagOf(html: string): string {
  return `"${createHash('sha1').update(html).digest('base64url')}"`;
}

/**
 * Rendered pages in memory, least recently used out first. `clear()` bumps a generation, and
 * a render that began before the clear cannot store its (possibly stale) result afterwards.
 */
export class RenderCache<T = CachedPage> {
  private readonly entries = new Map<string, T>();
  private generationNumber = 0;
  hits = 0;
  misses = 0;

  constructor(private readonly maxEntries = 500) {}

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
    // Re-inserting moves the key to the end: Map keeps insertion order, so the first key is the oldest.
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.hits += 1;
    return entry;
  }

  /** Stores unless the cache was cleared since `generation` was read. */
  set(key: string, value: T, generation: number): void {
    if (generation !== this.generationNumber) return;
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
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
