import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InactivityTimer } from './inactivity-timer.ts';

describe('InactivityTimer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the callback after minutes*60000 ms without activity, then removes its listeners', () => {
    const target = new EventTarget();
    const remove = vi.spyOn(target, 'removeEventListener');
    const onTimeout = vi.fn();
    const timer = new InactivityTimer({ minutes: 2, onTimeout, target });
    timer.start();
    vi.advanceTimersByTime(119_999);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    expect(timer.isRunning).toBe(false);
    expect(remove).toHaveBeenCalledTimes(4);
  });

  it('activity resets the countdown', () => {
    const target = new EventTarget();
    const onTimeout = vi.fn();
    new InactivityTimer({ minutes: 1, onTimeout, target }).start();
    vi.advanceTimersByTime(50_000);
    target.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(50_000);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('is disabled by 0 minutes', () => {
    const onTimeout = vi.fn();
    const timer = new InactivityTimer({ minutes: 0, onTimeout, target: new EventTarget() });
    timer.start();
    vi.advanceTimersByTime(10 * 60_000);
    expect(timer.isRunning).toBe(false);
    expect(onTimeout).not.toHaveBeenCalled();
  });
});
