import type { Kysely, Selectable } from 'kysely';
import type { ContactSubmissionDto, ContactSubmitBody } from '../../../shared/contact/contact-schemas.ts';
import { columnContains } from '../../lib/sql-search.ts';
import type { ContactSubmissionsTable, Database } from '../../db/schema.ts';
import type { Executor } from '../../db/executor.ts';

export async function insertSubmission(db: Executor, body: ContactSubmitBody, createdAt: string): Promise<number> {
  const row = await db
    .insertInto('contact_submissions')
    .values({
      first_name: body.firstName,
      last_name: body.lastName,
      phone: body.phone,
      email: body.email,
      subject: body.subject,
      message: body.message,
      locale: body.locale,
      page_id: body.pageId ?? null,
      created_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Marks a challenge as spent. Returns false when it already was: the primary key makes two
 * simultaneous submissions with one answer race safely, exactly one wins.
 */
export async function spendChallenge(db: Executor, challenge: string, expiresAt: string): Promise<boolean> {
  const result = await db
    .insertInto('contact_challenges_used')
    .values({ challenge, expires_at: expiresAt })
    .onConflict((conflict) => conflict.column('challenge').doNothing())
    .returning('challenge')
    .executeTakeFirst();
  // RETURNING yields no row when the conflict clause skipped the insert (both databases).
  return result !== undefined;
}

/** Spent challenges past their expiry can be forgotten: their signature check fails anyway. */
export async function forgetExpiredChallenges(db: Executor, now: string): Promise<void> {
  await db.deleteFrom('contact_challenges_used').where('expires_at', '<', now).execute();
}

function toDto(row: Selectable<ContactSubmissionsTable>): ContactSubmissionDto {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    email: row.email,
    subject: row.subject,
    message: row.message,
    locale: row.locale,
    pageId: row.page_id,
    createdAt: row.created_at,
  };
}

export async function listSubmissions(
  db: Kysely<Database>,
  pageIndex: number,
  pageSize: number,
  searchTerm: string,
): Promise<{ items: ContactSubmissionDto[]; totalItems: number }> {
  let query = db.selectFrom('contact_submissions');
  const term = searchTerm.trim();
  if (term)
    query = query.where((eb) => eb.or(['first_name', 'last_name', 'email', 'subject'].map((column) => columnContains(column, term))));
  const total = await query.select((eb) => eb.fn.countAll<number | string | bigint>().as('count')).executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset(pageIndex * pageSize)
    .execute();
  return { items: rows.map(toDto), totalItems: Number(total.count) };
}

export async function findSubmission(db: Kysely<Database>, id: number): Promise<ContactSubmissionDto | undefined> {
  const row = await db.selectFrom('contact_submissions').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toDto(row) : undefined;
}
