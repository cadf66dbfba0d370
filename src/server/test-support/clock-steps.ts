import { afterEach, vi } from 'vitest';

/**
 * A clock that moves on five seconds at each step (only Date is faked), so that "published after
 * saved" is never a tie between two requests made in the same millisecond, and no session idles
 * out. Real timers come back after each test.
 */
export function clockSteps(): () => void {
  const start = Date.now();
  let seconds = 0;
  afterEach(() => {
    vi.useRealTimers();
  });
  return () => {
    seconds += 5;
    vi.useFakeTimers({ toFake: ['Date'], now: start + seconds * 1000 });
  };
}
