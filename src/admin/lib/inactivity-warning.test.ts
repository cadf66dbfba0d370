import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InactivityTimer, localStorageActivityStore, secondsUntil } from './inactivity-timer.ts';

describe('InactivityTimer warning before the timeout', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2025-03-01T09:00:00Z') }));
  afterEach(() => vi.useRealTimers());
  const MINUTE = 60_000;

  function warnedTimer(minutes: number, target = new EventTarget()) {
    const events: string[] = [];
    const timer = new InactivityTimer({
      minutes,
      target,
      warningMs: MINUTE,
      onWarning: (deadline) => events.push(`warning ${new Date(deadline).toISOString()}`),
      onWarningEnd: () => events.push('warning end'),
      onTimeout: () => events.push('timeout'),
    });
    timer.start();
    return { timer, events, target };
  }

  it('warns one minute before the timeout with the deadline, then times out', () => {
    const { events } = warnedTimer(5);
    vi.advanceTimersByTime(4 * MINUTE - 1);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(events).toEqual(['warning 2025-03-01T09:05:00.000Z']);
    vi.advanceTimersByTime(MINUTE - 1);
    expect(events).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(events).toEqual(['warning 2025-03-01T09:05:00.000Z', 'timeout']);
  });

  it('activity during the warning takes it back and starts the full time again', () => {
    const { events, target } = warnedTimer(5);
    vi.advanceTimersByTime(4 * MINUTE + 30_000);
    target.dispatchEvent(new Event('mousemove'));
    expect(events).toEqual(['warning 2025-03-01T09:05:00.000Z', 'warning end']);
    vi.advanceTimersByTime(4 * MINUTE - 1);
    expect(events).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(events[2]).toBe('warning 2025-03-01T09:09:30.000Z');
  });

  it('extend() ("stay signed in") puts the deadline a full timeout ahead', () => {
    const { timer, events } = warnedTimer(5);
    vi.advanceTimersByTime(4 * MINUTE + 50_000);
    timer.extend();
    expect(events.at(-1)).toBe('warning end');
    expect(timer.deadline).toBe(Date.now() + 5 * MINUTE);
    vi.advanceTimersByTime(5 * MINUTE - 1);
    expect(events).not.toContain('timeout');
  });

  it('a short limit warns at half time instead of at once', () => {
    const { events } = warnedTimer(1);
    vi.advanceTimersByTime(29_999);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(events).toEqual(['warning 2025-03-01T09:01:00.000Z']);
  });

  it('activity in another tab takes back the warning shown in this one', () => {
    const values = new Map<string, string>();
    const tabs = [new EventTarget(), new EventTarget()];
    const storageFor = (self: EventTarget) => ({
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => {
        values.set(key, value);
        for (const other of tabs) {
          if (other !== self) other.dispatchEvent(Object.assign(new Event('storage'), { key, newValue: value }));
        }
      },
    });
    const events: string[] = [];
    const [idle, busy] = tabs.map((target, index) => {
      const timer = new InactivityTimer({
        minutes: 5,
        target,
        warningMs: MINUTE,
        shared: localStorageActivityStore({ storage: storageFor(target), target }),
        onWarning: () => events.push(`warning ${index}`),
        onWarningEnd: () => events.push(`warning end ${index}`),
        onTimeout: () => events.push(`timeout ${index}`),
      });
      timer.start();
      return timer;
    });
    vi.advanceTimersByTime(4 * MINUTE + 10_000);
    expect(events).toEqual(['warning 0', 'warning 1']);
    busy!.extend();
    expect(events.slice(2).sort()).toEqual(['warning end 0', 'warning end 1']);
    expect(idle!.deadline).toBe(Date.now() + 5 * MINUTE);
  });

  it('counts the seconds left up: the last second shows 1, a passed deadline 0', () => {
    const deadline = Date.now() + MINUTE;
    expect(secondsUntil(deadline, Date.now())).toBe(60);
    expect(secondsUntil(deadline, Date.now() + 1)).toBe(60);
    expect(secondsUntil(deadline, deadline - 1_000)).toBe(1);
    expect(secondsUntil(deadline, deadline - 1)).toBe(1);
    expect(secondsUntil(deadline, deadline + 5_000)).toBe(0);
  });
});
