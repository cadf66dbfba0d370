import { sql, type RawBuilder } from 'kysely';
import type { Executor } from './executor.ts';

/**
 * The kinds of PostgreSQL advisory lock Verdant takes. Each is the first of the two-integer key
 * form, the hash of its text the second, so locks of different kinds never share a key: with one
 * 32-bit hash for all, a media name whose hash met a content hash's would wait on an unrelated
 * upload. The text ends in the schema's name, since schemas of one cluster share its locks.
 */
export const ADVISORY_LOCK = {
  startup: 1,
  mediaContent: 2,
  mediaEntryName: 3,
  webhookQueue: 4,
  menu: 5,
} as const;

export type AdvisoryLockKind = (typeof ADVISORY_LOCK)[keyof typeof ADVISORY_LOCK];

/** The lock's two integers, as the arguments of pg_advisory_(xact_)lock and its relatives. */
export function advisoryKey(kind: AdvisoryLockKind, text: string): RawBuilder<unknown> {
  return sql`cast(${kind} as integer), hashtext(${text} || current_schema())`;
}

/** Takes the lock until the transaction ends (waiting for any other holder). */
export async function advisoryTransactionLock(trx: Executor, kind: AdvisoryLockKind, text: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(${advisoryKey(kind, text)})`.execute(trx);
}
