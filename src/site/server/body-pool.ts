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

  /**
   * @param maxKept buffers kept for reuse at most (one per answer in flight is enough).
   * @param maxBytes larger bodies are allocated and left to the garbage collector.
   */
  constructor(
    private readonly maxKept = 64,
    private readonly maxBytes = 1024 * 1024,
  ) {}

  /** A buffer of exactly `size` bytes (contents undefined), to be given back with `release`. */
  take(size: number): Buffer {
    if (size > this.maxBytes) return Buffer.allocUnsafeSlow(size);
    for (let index = this.free.length - 1; index >= 0; index -= 1) {
      const backing = this.free[index]!;
      if (backing.length < size) continue;
      this.free.splice(index, 1);
      return backing.subarray(0, size);
    }
    const backing = Buffer.allocUnsafeSlow(Math.ceil(Math.max(size, 1) / SIZE_STEP) * SIZE_STEP);
    this.own.add(backing.buffer);
    return backing.subarray(0, size);
  }

  /** Gives a buffer from `take` back; nothing may read or write it afterwards. */
  release(body: Buffer): void {
    if (!this.own.has(body.buffer) || this.free.length >= this.maxKept) return;
    if (this.free.some((kept) => kept.buffer === body.buffer)) return;
    this.free.push(Buffer.from(body.buffer, 0, body.buffer.byteLength));
  }

  get kept(): number {
    return this.free.length;
  }
}
