import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * The concept's revision when a publication request was made. Accepting compares it with the
 * concept's revision now, so any store (or link rewrite) after the request, even one that
 * started before it, blocks an unreviewed publication. Null for requests made before this
 * column existed (those fall back to comparing timestamps).
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema.alterTable('publication_requests').addColumn('version_revision', 'integer').execute();
}
