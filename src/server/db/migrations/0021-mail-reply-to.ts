import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * The Reply-To of a queued e-mail (issue 17): the contact notification is answered with "Reply"
 * to the visitor. Null for every other mail and for mail queued before this column existed.
 * 254 characters: the longest e-mail address (RFC 5321).
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema.alterTable('mail_queue').addColumn('reply_to', 'varchar(254)').execute();
}
