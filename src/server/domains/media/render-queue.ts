/**
 * A tiny in-process semaphore: at most `limit` pieces of work run at once, the rest wait in
 * order. Image renders go through one, so a burst of requests for new sizes or crops cannot
 * make sharp decode many large images at the same time.
 */
export interface Limiter {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Running now. */
  readonly active: number;
  /** Waiting for a slot. */
  readonly waiting: number;
  /** The most that ever ran at once (for tests and diagnostics). */
  readonly peak: number;
}

export function createLimiter(limit: number): Limiter {
  let active = 0;
  let peak = 0;
  const queue: (() => void)[] = [];
  return {
    async run(work) {
      if (active >= limit) await new Promise<void>((resolve) => queue.push(resolve));
      else active += 1;
      peak = Math.max(peak, active);
      try {
        return await work();
      } finally {
        // The slot passes straight to the next in line, or is freed.
        const next = queue.shift();
        if (next) next();
        else active -= 1;
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
    get peak() {
      return peak;
    },
  };
}
