import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql, type Generated } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache.ts';

interface Tables {
  notes: { id: Generated<number>; text: string };
}

let connection: SQLite.Database;
let prepared: string[];

function openCached(capacity?: number) {
  connection = new SQLite(':memory:');
  connection.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL UNIQUE)');
  prepared = [];
  const counting = {
    prepare: (text: string) => {
      prepared.push(text);
      return connection.prepare(text);
    },
    close: () => connection.close(),
  };
  return withStatementCache(counting, capacity);
}

afterEach(() => {
  if (connection.open) connection.close();
});

describe('withStatementCache', () => {
  it('prepares a text once and runs it again with other values', async () => {
    const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: openCached() }) });
    for (const text of ['a', 'b', 'c']) await db.insertInto('notes').values({ text }).execute();
    const found = [];
    for (const text of ['c', 'a']) found.push(await db.selectFrom('notes').select('id').where('text', '=', text).executeTakeFirst());
    expect(found).toEqual([{ id: 3 }, { id: 1 }]);
    expect(prepared).toHaveLength(2);
    await db.destroy();
    expect(connection.open).toBe(false);
  });

  it('runs a statement again after it failed', async () => {
    const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: openCached() }) });
    await db.insertInto('notes').values({ text: 'a' }).execute();
    await expect(db.insertInto('notes').values({ text: 'a' }).execute()).rejects.toThrow(/UNIQUE/);
    await db.insertInto('notes').values({ text: 'b' }).execute();
    expect(await db.selectFrom('notes').select('text').orderBy('id').execute()).toEqual([{ text: 'a' }, { text: 'b' }]);
    expect(prepared.filter((text) => text.startsWith('insert'))).toHaveLength(1);
    await db.destroy();
  });

  it('hands out a fresh statement while the kept one is still stepping through rows', () => {
    const database = openCached();
    connection.exec("INSERT INTO notes (text) VALUES ('a'), ('b')");
    const text = 'select text from notes order by id';
    const kept = database.prepare(text);
    const rows = kept.iterate([]);
    expect(rows.next().value).toEqual({ text: 'a' });
    // better-sqlite3 refuses to run a statement that is mid-way: the same text gets another one.
    const fresh = database.prepare(text);
    expect(fresh).not.toBe(kept);
    rows.return?.();
    expect(database.prepare(text)).toBe(kept);
    expect(fresh.all([])).toEqual([{ text: 'a' }, { text: 'b' }]);
    expect(prepared).toEqual([text, text]);
  });

  it('keeps the most recently used texts up to its capacity', async () => {
    const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: openCached(2) }) });
    const select = (column: string) => sql`select ${sql.raw(column)} from notes`.execute(db);
    await select('id');
    await select('text');
    await select('id');
    await select('id, text');
    // "text" was the least recently used when the third came in: prepared again, "id" was not.
    await select('id');
    await select('text');
    expect(prepared).toEqual(['select id from notes', 'select text from notes', 'select id, text from notes', 'select text from notes']);
    await db.destroy();
  });

  it('prepares a long text each time instead of keeping it (a bulk insert, a long IN list)', async () => {
    const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: openCached() }) });
    const rows = Array.from({ length: 5_000 }, (_, index) => ({ text: `note ${index}` }));
    await db.insertInto('notes').values(rows.slice(0, 2_500)).execute();
    await db.insertInto('notes').values(rows.slice(2_500)).execute();
    expect(prepared).toHaveLength(2);
    expect(prepared[0]).toBe(prepared[1]);
    expect(prepared[0]!.length).toBeGreaterThan(10_000);
    await db.destroy();
  });
});
