import type { Executor } from '../../db/executor.ts';

export async function insertConsentRecord(
  db: Executor,
  record: { choice: string; bannerVersion: string; createdAt: string },
): Promise<void> {
  await db
    .insertInto('consent_records')
    .values({ choice: record.choice, banner_version: record.bannerVersion, created_at: record.createdAt })
    .execute();
}

export interface ConsentCountRow {
  bannerVersion: string;
  choice: string;
  count: number;
  firstAt: string;
  lastAt: string;
}

/** Counts per banner version and choice, newest version first. */
export async function countConsentRecords(db: Executor): Promise<ConsentCountRow[]> {
  const rows = await db
    .selectFrom('consent_records')
    .select((eb) => [
      'banner_version',
      'choice',
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.min('created_at').as('first_at'),
      eb.fn.max('created_at').as('last_at'),
    ])
    .groupBy(['banner_version', 'choice'])
    .orderBy('banner_version', 'desc')
    .orderBy('choice')
    .execute();
  // PostgreSQL counts as bigint, which pg hands over as a string.
  return rows.map((row) => ({
    bannerVersion: row.banner_version,
    choice: row.choice,
    count: Number(row.count),
    firstAt: row.first_at,
    lastAt: row.last_at,
  }));
}
