import { describe, expect, it } from 'vitest';
import { createLimiter } from './render-queue.ts';

describe('createLimiter', () => {
  it('runs at most the limit at once, in order, and passes on failures', async () => {
    const limiter = createLimiter(2);
    const started: number[] = [];
    const releases: (() => void)[] = [];
    const jobs = [0, 1, 2, 3, 4].map((index) =>
      limiter.run(async () => {
        started.push(index);
        await new Promise<void>((resolve) => releases.push(resolve));
        if (index === 1) throw new Error('boom');
        return index;
      }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1]);
    expect([limiter.active, limiter.waiting]).toEqual([2, 3]);
    releases[1]!();
    await expect(jobs[1]).rejects.toThrow('boom');
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);
    for (let index = 0; index < 5; index += 1) {
      releases[index]?.();
      await new Promise((resolve) => setImmediate(resolve));
      releases.forEach((release) => release());
    }
    expect(await Promise.all([jobs[0], jobs[2], jobs[3], jobs[4]])).toEqual([0, 2, 3, 4]);
    expect(limiter.peak).toBe(2);
    expect([limiter.active, limiter.waiting]).toEqual([0, 0]);
  });
});
