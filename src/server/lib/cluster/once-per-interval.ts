import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { countHit } from '../rate-limit/rate-limit.repository.ts';

/**
 * Whether this instance runs the periodic job `name` now (issue 18): on PostgreSQL, the first
 * instance to ask within a period claims it and the others skip their ticks, so a cleanup that
 * every instance schedules (expired sessions, old audit entries) runs once per period across
 * the cluster instead of once per instance. The claim is one atomic upsert on the shared
 * counters (`rate_limit_hits`, key `periodic|<name>`): a window of 90% of the period (a timer
 * may fire a little early) that the first caller opens. A tick that fails after claiming is
 * tried again in the next period. SQLite is one process: always true.
 */
export async function claimPeriod(
  db: Kysely<Database>,
  dialect: DialectName,
  name: string,
  periodMs: number,
  now = Date.now(),
): Promise<boolean> {
  if (dialect !== 'postgres') return true;
  const { hits } = await countHit(db, `periodic|${name}`, now, Math.max(1, Math.floor(periodMs * 0.9)));
  return hits === 1;
}
