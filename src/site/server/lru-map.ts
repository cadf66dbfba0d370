/**
 * A map that keeps at most `maxEntries` keys, dropping the least recently used first. Map keeps
 * insertion order, so re-inserting a key on each read or write makes the first key the oldest.
 * Shared by the render cache, the content memo's page reads and the header/footer fragments.
 */
export class LruMap<V> {
  private readonly entries = new Map<string, V>();

  constructor(private readonly maxEntries = Number.POSITIVE_INFINITY) {}

  get size(): number {
    return this.entries.size;
  }

  /** The value, now the most recently used (with a bound; without one the order does not matter). */
  get(key: string): V | undefined {
    const value = this.entries.get(key);
    // Without a bound nothing is ever dropped, so the order need not follow use (a content memo's site-wide reads).
    if (value === undefined || this.maxEntries === Number.POSITIVE_INFINITY) return value;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  /** The value without counting it as used. */
  peek(key: string): V | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
