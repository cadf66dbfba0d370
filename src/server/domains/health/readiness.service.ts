import type { AppDeps } from '../../deps.ts';
import { MIGRATIONS } from '../../db/migrations/index.ts';
import { appliedMigrationCount } from './readiness.repository.ts';

export type CheckResult = 'ok' | 'failed';

/** Each check bounded in time: a hanging database must not hang the probe. */
const CHECK_TIMEOUT_MS = 2000;

function bounded(check: Promise<boolean>): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  return Promise.race([check.catch(() => false), timeout])
    .then((passed) => (passed ? 'ok' : 'failed'))
    .finally(() => clearTimeout(timer));
}

/** What /readyz reports: the database answers, every migration this build knows is applied, storage answers. */
export async function checkReadiness(deps: AppDeps): Promise<{ database: CheckResult; migrations: CheckResult; storage: CheckResult }> {
  const [database, migrations, storage] = await Promise.all([
    bounded(appliedMigrationCount(deps.db).then(() => true)),
    bounded(appliedMigrationCount(deps.db).then((count) => count >= Object.keys(MIGRATIONS).length)),
    // Any answer (true or false) means the store is reachable; an error or a hang does not.
    bounded(deps.storage.exists('.readiness-probe').then(() => true)),
  ]);
  return { database, migrations, storage };
}
