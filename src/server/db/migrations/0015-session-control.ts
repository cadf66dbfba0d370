import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * Session control: when a session began and was last used (the server's own idle timeout and
 * absolute lifetime), and from which browser and address, so a user can see and end them.
 * Sessions from before the upgrade count from the upgrade, so nobody is logged out by it.
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('created_at', 'varchar(32)').execute();
  await db.schema.alterTable('sessions').addColumn('last_seen_at', 'varchar(32)').execute();
  await db.schema.alterTable('sessions').addColumn('user_agent', 'varchar(512)').execute();
  await db.schema.alterTable('sessions').addColumn('ip', 'varchar(64)').execute();
  const now = new Date().toISOString();
  await (db as Kysely<{ sessions: { created_at: string | null; last_seen_at: string | null } }>)
    .updateTable('sessions')
    .set({ created_at: now, last_seen_at: now })
    .execute();
}
