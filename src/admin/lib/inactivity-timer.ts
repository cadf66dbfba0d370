/** SPEC 4: any of these means the user is still there. */
export const ACTIVITY_EVENTS = ['mousemove', 'click', 'scroll', 'keydown'] as const;

/**
 * The last-activity time shared by every tab of the admin. The session is one for all tabs,
 * so a tab may only end it when every tab has been idle: each tab writes its activity here and
 * hears the others' writes.
 */
export interface SharedActivityStore {
  /** The latest activity time (ms since the epoch) any tab wrote, or null. */
  read(): number | null;
  write(time: number): void;
  /** Calls the listener when another tab writes; returns the unsubscribe function. */
  subscribe(listener: (time: number) => void): () => void;
}

export const LAST_ACTIVITY_KEY = 'cms.admin.lastActivity';
/** A shared time further ahead than this is not believed (a clock turned back must not keep a session alive). */
const FUTURE_TOLERANCE_MS = 60_000;

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;
type ListenerTarget = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

function parseTime(value: string | null | undefined): number | null {
  if (!value) return null;
  const time = Number(value);
  return Number.isFinite(time) && time > 0 ? time : null;
}

/**
 * The shared store on localStorage: a write in one tab fires a `storage` event in the others.
 * Storage that cannot be used (disabled, private mode quota) degrades to a per-tab timer.
 */
export function localStorageActivityStore(
  options: { storage?: StorageLike | null; target?: ListenerTarget; key?: string } = {},
): SharedActivityStore {
  const key = options.key ?? LAST_ACTIVITY_KEY;
  const target = options.target ?? globalThis;
  let storage: StorageLike | null;
  try {
    storage = options.storage !== undefined ? options.storage : (globalThis.localStorage ?? null);
  } catch {
    storage = null;
  }
  return {
    read() {
      try {
        return parseTime(storage?.getItem(key));
      } catch {
        return null;
      }
    },
    write(time) {
      try {
        // Never move the shared time back (another tab may have written a later one), unless
        // it lies implausibly far ahead (the clock was turned back).
        const current = parseTime(storage?.getItem(key));
        if (current === null || time > current || current > time + FUTURE_TOLERANCE_MS) storage?.setItem(key, String(time));
      } catch {
        // Unusable storage: this tab keeps its own time.
      }
    },
    subscribe(listener) {
      const handle = (event: Event) => {
        const { key: changed, newValue } = event as StorageEvent;
        if (changed !== key) return;
        const time = parseTime(newValue);
        if (time !== null) listener(time);
      };
      target.addEventListener('storage', handle);
      return () => target.removeEventListener('storage', handle);
    },
  };
}

export interface InactivityTimerOptions {
  /** Minutes without activity before `onTimeout`; 0 disables the timer. */
  minutes: number;
  onTimeout: () => void;
  /** Called (at most once per event burst) whenever activity is seen. */
  onActivity?: () => void;
  target?: ListenerTarget;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  /**
   * Activity of other tabs: with a store the timeout runs only when no tab has seen activity
   * for the configured minutes. Without one the timer counts this tab alone.
   */
  shared?: SharedActivityStore;
  /** The clock (ms since the epoch); injectable for tests. */
  now?: () => number;
  /** Writes to the shared store at most this often while activity goes on (the last one is always written). */
  shareIntervalMs?: number;
  /**
   * How long before the timeout `onWarning` runs (at most half the timeout, so a short limit
   * still leaves time to work before the warning). 0 or absent: no warning.
   */
  warningMs?: number;
  /** The timeout is near: it will run at `deadline` (ms since the epoch) unless some tab sees activity. */
  onWarning?: (deadline: number) => void;
  /** Activity (here or in another tab) after `onWarning` put the timeout off again. */
  onWarningEnd?: () => void;
}

/** Whole seconds left until `deadline`, counted up so the last second shows 1 rather than 0. */
export function secondsUntil(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1_000));
}

/**
 * Runs `onTimeout` after `minutes * 60000` ms without activity, then removes its
 * listeners so it fires only once. Timer functions, the clock and the event target are
 * injectable so the behaviour is testable without a browser.
 */
export class InactivityTimer {
  private handle: unknown = null;
  private shareHandle: unknown = null;
  private running = false;
  private warning = false;
  private lastLocal = 0;
  private lastShared = 0;
  private unsubscribe: (() => void) | null = null;
  private readonly target: ListenerTarget;
  private readonly setTimer: (callback: () => void, ms: number) => unknown;
  private readonly clearTimer: (handle: unknown) => void;
  private readonly now: () => number;
  private readonly shareIntervalMs: number;

  constructor(private readonly options: InactivityTimerOptions) {
    this.target = options.target ?? globalThis;
    this.setTimer = options.setTimer ?? ((callback, ms) => globalThis.setTimeout(callback, ms));
    this.clearTimer = options.clearTimer ?? ((handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>));
    this.now = options.now ?? (() => Date.now());
    this.shareIntervalMs = options.shareIntervalMs ?? 1_000;
  }

  get timeoutMs(): number {
    return this.options.minutes * 60_000;
  }

  get warningMs(): number {
    return Math.max(0, Math.min(this.options.warningMs ?? 0, this.timeoutMs / 2));
  }

  /** When the timeout runs if no tab sees activity before then. */
  get deadline(): number {
    return this.lastActivity + this.timeoutMs;
  }

  get isRunning(): boolean {
    return this.running;
  }

  /** The latest activity this tab knows of, its own or another tab's. */
  get lastActivity(): number {
    const shared = this.options.shared?.read() ?? 0;
    return shared > this.now() + FUTURE_TOLERANCE_MS ? this.lastLocal : Math.max(this.lastLocal, shared);
  }

  start(): void {
    if (this.running || this.timeoutMs <= 0) return;
    this.running = true;
    for (const event of ACTIVITY_EVENTS) this.target.addEventListener(event, this.handleActivity, { passive: true });
    this.lastLocal = this.now();
    // Opening (or logging in to) a tab is activity too.
    this.share(true);
    this.unsubscribe = this.options.shared?.subscribe(() => this.schedule()) ?? null;
    this.schedule();
  }

  /** An explicit "I am still here" (the warning's button): counts as activity in every tab. */
  extend(): void {
    this.seen(true);
  }

  stop(): void {
    if (!this.running) return;
    this.running = false;
    this.warning = false;
    for (const event of ACTIVITY_EVENTS) this.target.removeEventListener(event, this.handleActivity);
    this.unsubscribe?.();
    this.unsubscribe = null;
    if (this.handle !== null) this.clearTimer(this.handle);
    this.handle = null;
    if (this.shareHandle !== null) this.clearTimer(this.shareHandle);
    this.shareHandle = null;
  }

  private readonly handleActivity = (): void => this.seen(false);

  private seen(shareNow: boolean): void {
    if (!this.running) return;
    this.lastLocal = this.now();
    this.share(shareNow);
    this.schedule();
    this.options.onActivity?.();
  }

  /** Writes this tab's activity for the others, throttled, with a trailing write. */
  private share(immediately: boolean): void {
    const shared = this.options.shared;
    if (!shared) return;
    const due = this.lastShared + this.shareIntervalMs - this.now();
    if (immediately || due <= 0) {
      if (this.shareHandle !== null) this.clearTimer(this.shareHandle);
      this.shareHandle = null;
      this.lastShared = this.now();
      shared.write(this.lastLocal);
      return;
    }
    if (this.shareHandle !== null) return;
    this.shareHandle = this.setTimer(() => {
      this.shareHandle = null;
      if (!this.running) return;
      this.lastShared = this.now();
      shared.write(this.lastLocal);
    }, due);
  }

  /**
   * Waits until the configured time after the latest activity of any tab, stopping on the way
   * at the warning time. Every wake-up (own timer, own activity, another tab's write) re-reads
   * the shared time, so activity in any tab also takes back a warning shown in this one.
   */
  private schedule(): void {
    if (this.handle !== null) this.clearTimer(this.handle);
    this.handle = null;
    if (!this.running) return;
    const remaining = this.deadline - this.now();
    if (remaining <= 0) {
      this.stop();
      this.options.onTimeout();
      return;
    }
    const warnIn = remaining - this.warningMs;
    if (this.warningMs > 0 && warnIn <= 0) {
      if (!this.warning) {
        this.warning = true;
        this.options.onWarning?.(this.deadline);
      }
    } else if (this.warning) {
      this.warning = false;
      this.options.onWarningEnd?.();
    }
    this.handle = this.setTimer(
      () => {
        this.handle = null;
        this.schedule();
      },
      this.warning || this.warningMs <= 0 ? remaining : warnIn,
    );
  }
}
