import os from 'node:os';
import pg from 'pg';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEPT_POSTGRES_CONNECTIONS, openDatabase, type DatabaseHandle } from './database.ts';

const url = process.env.DATABASE_URL;

describe.runIf(url?.startsWith('postgres'))('the PostgreSQL pool', () => {
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    vi.restoreAllMocks();
    await handle?.destroy();
  });

  it('keeps its first connections open through a pause longer than the idle time, and closes the others', async () => {
    const idleMillis = 100;
    handle = await openDatabase({ url, dataDir: os.tmpdir(), poolIdleMillis: idleMillis });
    const { db } = handle;
    // Statements at once, each on a connection of its own.
    const atOnce = (count: number) => Promise.all(Array.from({ length: count }, () => sql`SELECT pg_sleep(0.05)`.execute(db)));
    await atOnce(KEPT_POSTGRES_CONNECTIONS + 2);
    await new Promise((resolve) => setTimeout(resolve, idleMillis * 4));

    const connect = vi.spyOn(pg.Client.prototype, 'connect');
    // As many statements at once as the pool keeps: the kept connections answer, none is opened.
    await atOnce(KEPT_POSTGRES_CONNECTIONS);
    expect(connect).not.toHaveBeenCalled();
    // One more than it keeps at once: that one is a new connection (the others were closed).
    await atOnce(KEPT_POSTGRES_CONNECTIONS + 1);
    expect(connect).toHaveBeenCalledTimes(1);
  });

  it('goes on when PostgreSQL drops a kept connection: the loss is reported, the next statement gets another', async () => {
    const lost: Error[] = [];
    handle = await openDatabase({ url, dataDir: os.tmpdir(), onConnectionLost: (error) => lost.push(error) });
    const { db } = handle;
    const backend = (await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(db)).rows[0]!.pid;
    // As a restart or an operator would: from outside, while the connection waits in the pool.
    const outside = new pg.Client({ connectionString: url });
    await outside.connect();
    try {
      await outside.query('SELECT pg_terminate_backend($1)', [backend]);
    } finally {
      await outside.end();
    }
    for (let waited = 0; lost.length === 0 && waited < 5_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lost).toHaveLength(1);
    const next = (await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(db)).rows[0]!.pid;
    expect(next).not.toBe(backend);
  });
});
