import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InactivityTimer, LAST_ACTIVITY_KEY, localStorageActivityStore } from './inactivity-timer.ts';

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

/**
 * A browser in miniature: one localStorage shared by several tabs; a write in one tab fires a
 * `storage` event in every other tab (never in the writing one), as browsers do.
 */
function browserWithTabs() {
  const values = new Map<string, string>();
  const windows: EventTarget[] = [];
  const writes: string[] = [];
  let deliverEvents = true;
  const storageFor = (self: EventTarget) => ({
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => {
      const oldValue = values.get(key) ?? null;
      values.set(key, value);
      writes.push(value);
      if (!deliverEvents) return;
      for (const other of windows) {
        if (other !== self) other.dispatchEvent(Object.assign(new Event('storage'), { key, oldValue, newValue: value }));
      }
    },
  });
  const openTab = (minutes: number) => {
    const window = new EventTarget();
    windows.push(window);
    const onTimeout = vi.fn();
    const shared = localStorageActivityStore({ storage: storageFor(window), target: window });
    const timer = new InactivityTimer({ minutes, onTimeout, target: window, shared });
    timer.start();
    return { window, onTimeout, timer, act: (event = 'mousemove') => window.dispatchEvent(new Event(event)) };
  };
  return {
    values,
    writes,
    openTab,
    set deliverEvents(value: boolean) {
      deliverEvents = value;
    },
  };
}

describe('InactivityTimer shared across tabs', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2025-03-01T09:00:00Z') }));
  afterEach(() => vi.useRealTimers());
  const MINUTE = 60_000;

  it('an idle tab does not time out while another tab is in use', () => {
    const browser = browserWithTabs();
    const idle = browser.openTab(30);
    const busy = browser.openTab(30);
    for (let minute = 0; minute < 90; minute += 10) {
      vi.advanceTimersByTime(10 * MINUTE);
      busy.act('keydown');
    }
    expect(idle.onTimeout).not.toHaveBeenCalled();
    expect(busy.onTimeout).not.toHaveBeenCalled();
    expect(idle.timer.isRunning).toBe(true);
  });

  it('times out in every tab once all of them have been idle for the configured minutes', () => {
    const browser = browserWithTabs();
    const first = browser.openTab(30);
    const second = browser.openTab(30);
    vi.advanceTimersByTime(20 * MINUTE);
    second.act('click');
    // 30 minutes after the first tab opened, but only 10 after the click in the second.
    vi.advanceTimersByTime(10 * MINUTE);
    expect(first.onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(20 * MINUTE - 1);
    expect(first.onTimeout).not.toHaveBeenCalled();
    expect(second.onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(first.onTimeout).toHaveBeenCalledTimes(1);
    expect(second.onTimeout).toHaveBeenCalledTimes(1);
    expect(first.timer.isRunning).toBe(false);
  });

  it('checks the shared time when its own countdown ends, even if no storage event arrived', () => {
    const browser = browserWithTabs();
    const idle = browser.openTab(5);
    const busy = browser.openTab(5);
    browser.deliverEvents = false;
    vi.advanceTimersByTime(4 * MINUTE);
    busy.act();
    vi.advanceTimersByTime(MINUTE + 1_000);
    // Its own five minutes are over, but the other tab was active a minute ago.
    expect(idle.onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(4 * MINUTE);
    expect(idle.onTimeout).toHaveBeenCalledTimes(1);
  });

  it('a tab opened later counts as activity for the tabs already open', () => {
    const browser = browserWithTabs();
    const old = browser.openTab(10);
    vi.advanceTimersByTime(9 * MINUTE);
    browser.openTab(10);
    vi.advanceTimersByTime(2 * MINUTE);
    expect(old.onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(8 * MINUTE);
    expect(old.onTimeout).toHaveBeenCalledTimes(1);
  });

  it('shares a stream of mouse moves at most once a second, and always the last one', () => {
    const browser = browserWithTabs();
    const other = browser.openTab(1);
    const tab = browser.openTab(1);
    const before = browser.writes.length;
    for (let step = 0; step < 50; step += 1) {
      vi.advanceTimersByTime(40);
      tab.act('mousemove');
    }
    // 2 seconds of moves: a write now and then, not one per event.
    expect(browser.writes.length - before).toBeLessThanOrEqual(3);
    const lastMove = Date.now();
    vi.advanceTimersByTime(1_000);
    expect(Number(browser.values.get(LAST_ACTIVITY_KEY))).toBe(lastMove);
    vi.advanceTimersByTime(MINUTE - 1_001);
    expect(other.onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(other.onTimeout).toHaveBeenCalledTimes(1);
    expect(tab.onTimeout).toHaveBeenCalledTimes(1);
  });

  it('stop() removes the storage listener', () => {
    const window = new EventTarget();
    const remove = vi.spyOn(window, 'removeEventListener');
    const timer = new InactivityTimer({
      minutes: 1,
      onTimeout: vi.fn(),
      target: window,
      shared: localStorageActivityStore({ storage: null, target: window }),
    });
    timer.start();
    timer.stop();
    expect(remove.mock.calls.map(([event]) => event)).toEqual(['mousemove', 'click', 'scroll', 'keydown', 'storage']);
  });
});

describe('localStorageActivityStore', () => {
  it('never moves the shared time back and ignores other keys and bad values', () => {
    const values = new Map<string, string>();
    const target = new EventTarget();
    const store = localStorageActivityStore({
      storage: { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) },
      target,
    });
    store.write(2_000);
    store.write(1_000);
    expect(store.read()).toBe(2_000);
    const heard: number[] = [];
    store.subscribe((time) => heard.push(time));
    target.dispatchEvent(Object.assign(new Event('storage'), { key: 'other', newValue: '5000' }));
    target.dispatchEvent(Object.assign(new Event('storage'), { key: LAST_ACTIVITY_KEY, newValue: 'garbage' }));
    target.dispatchEvent(Object.assign(new Event('storage'), { key: LAST_ACTIVITY_KEY, newValue: '3000' }));
    expect(heard).toEqual([3_000]);
  });

  it('unusable storage degrades to a per-tab timer instead of failing', () => {
    vi.useFakeTimers();
    try {
      const broken = {
        getItem: () => {
          throw new Error('SecurityError');
        },
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
      };
      const window = new EventTarget();
      const onTimeout = vi.fn();
      const timer = new InactivityTimer({
        minutes: 1,
        onTimeout,
        target: window,
        shared: localStorageActivityStore({ storage: broken, target: window }),
      });
      timer.start();
      vi.advanceTimersByTime(60_000);
      expect(onTimeout).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('InactivityTimer with a shared time in the future', () => {
  it('does not let a time far ahead (a clock turned back) keep the session alive', () => {
    vi.useFakeTimers({ now: new Date('2025-03-01T09:00:00Z') });
    try {
      const values = new Map<string, string>([[LAST_ACTIVITY_KEY, String(Date.now() + 24 * 3_600_000)]]);
      const window = new EventTarget();
      const onTimeout = vi.fn();
      const storage = {
        getItem: (key: string) => values.get(key) ?? null,
        setItem: (key: string, value: string) => void values.set(key, value),
      };
      new InactivityTimer({
        minutes: 1,
        onTimeout,
        target: window,
        shared: localStorageActivityStore({ storage, target: window }),
      }).start();
      expect(Number(values.get(LAST_ACTIVITY_KEY))).toBe(Date.now());
      vi.advanceTimersByTime(60_000);
      expect(onTimeout).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
