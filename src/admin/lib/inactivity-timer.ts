/** SPEC 4: any of these means the user is still there. */
export const ACTIVITY_EVENTS = ['mousemove', 'click', 'scroll', 'keydown'] as const;

export interface InactivityTimerOptions {
  /** Minutes without activity before `onTimeout`; 0 disables the timer. */
  minutes: number;
  onTimeout: () => void;
  /** Called (at most once per event burst) whenever activity is seen. */
  onActivity?: () => void;
  target?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

/**
 * Runs `onTimeout` after `minutes * 60000` ms without activity, then removes its
 * listeners so it fires only once. Timer functions and the event target are injectable
 * so the behaviour is testable without a browser.
 */
export class InactivityTimer {
  private handle: unknown = null;
  private running = false;
  private readonly target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  private readonly setTimer: (callback: () => void, ms: number) => unknown;
  private readonly clearTimer: (handle: unknown) => void;

  constructor(private readonly options: InactivityTimerOptions) {
    this.target = options.target ?? globalThis;
    this.setTimer = options.setTimer ?? ((callback, ms) => globalThis.setTimeout(callback, ms));
    this.clearTimer = options.clearTimer ?? ((handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>));
  }

  get timeoutMs(): number {
    return this.options.minutes * 60_000;
  }

  get isRunning(): boolean {
    return this.running;
  }

  start(): void {
    if (this.running || this.timeoutMs <= 0) return;
    this.running = true;
    for (const event of ACTIVITY_EVENTS) this.target.addEventListener(event, this.handleActivity, { passive: true });
    this.schedule();
  }

  stop(): void {
    if (!this.running) return;
    this.running = false;
    for (const event of ACTIVITY_EVENTS) this.target.removeEventListener(event, this.handleActivity);
    if (this.handle !== null) this.clearTimer(this.handle);
    this.handle = null;
  }

  private readonly handleActivity = (): void => {
    if (!this.running) return;
    this.schedule();
    this.options.onActivity?.();
  };

  private schedule(): void {
    if (this.handle !== null) this.clearTimer(this.handle);
    this.handle = this.setTimer(() => {
      this.stop();
      this.options.onTimeout();
    }, this.timeoutMs);
  }
}
