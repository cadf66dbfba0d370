import type { AppDeps } from '../../../deps.ts';
import { runDue, type RunResult } from './schedule-runner.ts';

/** The running scheduler: createDeps starts it, close() stops it. */
export interface Scheduler {
  /** Runs what is due at `now` (default: the current time); tests call it with a clock of their own. */
  runDue(now?: Date): Promise<RunResult[]>;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * Runs due schedules at start (what fell due while the server was down) and then every
 * `intervalMs`. A tick is skipped while the previous run is still busy; concurrent runs (other
 * instances, a test's own call) are safe anyway, each part is claimed by one run.
 */
export function startScheduler(deps: AppDeps, intervalMs: number): Scheduler & { started: Promise<void> } {
  let current: Promise<unknown> = Promise.resolve();
  let busy = false;
  let stopped = false;
  const tick = () => {
    if (busy || stopped) return;
    busy = true;
    current = runDue(deps)
      .catch((error: unknown) => deps.logger.error({ err: error }, 'scheduler run failed'))
      .finally(() => {
        busy = false;
      });
  };
  tick();
  const started = current.then(() => undefined);
  const timer = setInterval(tick, intervalMs);
  // Never what keeps the process alive.
  timer.unref();
  return {
    started,
    runDue: (now?: Date) => runDue(deps, now),
    async stop() {
      stopped = true;
      clearInterval(timer);
      await current;
    },
  };
}
