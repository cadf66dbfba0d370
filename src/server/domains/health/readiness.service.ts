import type { AppDeps } from '../../deps.ts';
import { MIGRATIONS } from '../../db/migrations/index.ts';
import { appliedMigrationCount } from './readiness.repository.ts';

export type CheckResult = 'ok' | 'failed';
export interface Readiness {
  database: CheckResult;
  migrations: CheckResult;
  storage: CheckResult;
}

/** Each check bounded in time: a hanging database must not hang the probe. */
const CHECK_TIMEOUT_MS = 2000;
/** Probes arriving within this long share one check: a hanging database never collects a queue of them. */
const REUSE_MS = 1000;

function bounded<T>(check: Promise<T>): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), CHECK_TIMEOUT_MS);
  });
  return Promise.race([check.catch(() => undefined), timeout]).finally(() => clearTimeout(timer));
}

async function runChecks(deps: AppDeps): Promise<Readiness> {
  const [applied, storage] = await Promise.all([
    // One query answers both: the database responds, and how many migrations it has.
    bounded(appliedMigrationCount(deps.db)),
    // A bucket is asked about itself (HeadBucket: a missing bucket or bad credentials fail); for the
    // local disk any answer (true or false) means the store is reachable; an error or a hang does not.
    bounded((deps.storage.check ? deps.storage.check() : deps.storage.exists('.readiness-probe')).then(() => true)),
  ]);
  return {
    database: applied === undefined ? 'failed' : 'ok',
    migrations: applied !== undefined && applied >= Object.keys(MIGRATIONS).length ? 'ok' : 'failed',
    storage: storage === true ? 'ok' : 'failed',
  };
}

const recent = new WeakMap<AppDeps, { startedAt: number; result: Promise<Readiness> }>();

/** What /readyz reports: the database answers, every migration this build knows is applied, storage answers. */
export function checkReadiness(deps: AppDeps, now = Date.now()): Promise<Readiness> {
  const last = recent.get(deps);
  if (last && now - last.startedAt < REUSE_MS) return last.result;
  const result = runChecks(deps);
  recent.set(deps, { startedAt: now, result });
  return result;
}
