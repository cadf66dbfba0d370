import { SqliteAdapter, SqliteDialect, type DialectAdapter } from 'kysely';

/**
 * SQLite runs schema changes inside transactions, but Kysely's adapter says it does not, so its
 * migrator ran every migration bare: a process killed halfway through one (a backfill, a table
 * and the triggers that keep it) left a database that was neither the old schema nor the new,
 * with no record of which steps had run. Saying it does makes the migrator run the pending
 * migrations and their bookkeeping in one transaction, as it always did on PostgreSQL.
 */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

export class TransactionalSqliteDialect extends SqliteDialect {
  override createAdapter(): DialectAdapter {
    return new TransactionalDdlSqliteAdapter();
  }
}
