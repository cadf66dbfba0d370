import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';

/** How many migrations the database records as applied (Kysely's bookkeeping table). */
export async function appliedMigrationCount(db: Executor): Promise<number> {
  const result = await sql<{ count: number | string }>`select count(*) as count from kysely_migration`.execute(db);
  return Number(result.rows[0]?.count ?? 0);
}
