/*
 * Issue 20: a page that is sent and not kept (render cache off, searches, form posts, error
 * pages) needed a fresh 64 KB buffer per answer; under load that allocation, its page faults and
 * the garbage collection it drives cost more than encoding the page. Such answers borrow a
 * buffer here instead and give it back once the response has handed its bytes to the socket.
 */

/** Buffers are sized in steps of this many bytes, so pages of similar size share them. */
const SIZE_STEP = 64 * 1024;

export class BodyPool {
  private readonly free: Buffer[] = [];
  /** Backing stores this pool made: only those come back (a pooled slab of Node's holds other buffers too). */
  private readonly own = new WeakSet<ArrayBufferLike>();

  private keptBytes = 0;

  /**
   * @param maxKeptBytes bytes of free buffers kept at most (a burst must not hold memory for good).
   * @param maxBytes larger bodies are allocated and left to the garbage collector.
   */
  constructor(
    private readonly maxKeptBytes = 16 * 1024 * 1024,
    private readonly maxBytes = 1024 * 1024,
  ) {}

  /** A buffer of exactly `size` bytes (contents undefined), to be given back with `release`. */
  take(size: number): Buffer {
    if (size > this.maxBytes) return Buffer.allocUnsafeSlow(size);
    // The smallest that fits, so large buffers stay for large pages.
    let best = -1;
    this.free.forEach((backing, index) => {
      if (backing.length >= size && (best === -1 || backing.length < this.free[best]!.length)) best = index;
    });
    if (best !== -1) {
      const [backing] = this.free.splice(best, 1);
      this.keptBytes -= backing!.length;
      return backing!.subarray(0, size);
    }
    const backing = Buffer.allocUnsafeSlow(Math.ceil(Math.max(size, 1) / SIZE_STEP) * SIZE_STEP);
    this.own.add(backing.buffer);
    return backing.subarray(0, size);
  }

  /** Gives a buffer from `take` back; nothing may read or write it afterwards. */
  release(body: Buffer): void {
    const bytes = body.buffer.byteLength;
    if (!this.own.has(body.buffer) || this.keptBytes + bytes > this.maxKeptBytes) return;
    if (this.free.some((kept) => kept.buffer === body.buffer)) return;
    this.free.push(Buffer.from(body.buffer, 0, bytes));
    this.keptBytes += bytes;
  }

  get kept(): number {
    return this.free.length;
  }
}
