import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { CONTENT_CHANNEL } from './cluster-bridge.ts';

/**
 * Issue 18: two instances on one PostgreSQL database. A page published, changed and unpublished
 * through A is served fresh by B within a second, though B had it in its render cache. SQLite is
 * one process by design (no second instance to tell), so this runs on PostgreSQL only.
 */
const postgres = process.env.DATABASE_URL?.startsWith('postgres') === true;

describe.runIf(postgres)('content changes across instances (PostgreSQL LISTEN/NOTIFY)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({ sameDatabaseAs: a });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const fromB = (path: string) => b.app.inject({ method: 'GET', url: path });

  /** Polls B until `ok` holds, for at most a second; answers how long it took. */
  async function withinASecond(path: string, ok: (status: number, body: string) => boolean): Promise<number> {
    const started = Date.now();
    for (;;) {
      const answer = await fromB(path);
      if (ok(answer.statusCode, answer.body)) return Date.now() - started;
      if (Date.now() - started > 1000) throw new Error(`B still answers ${answer.statusCode} for ${path} after a second`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  it('publish, edit and unpublish through A are seen through B within a second', async () => {
    const admin = await a.adminAgent();
    const created = await admin.post('/api/page/create', {
      title: 'Cluster otters',
      slug: 'cluster-otters',
      type: 'blank',
      locale: 'nl-nl',
    });
    const pageID = created.body.pageID as number;
    expect((await fromB('/cluster-otters')).statusCode).toBe(404);
    expect((await admin.post(`/api/page/${pageID}/publish`, {})).status).toBe(200);
    await withinASecond('/cluster-otters', (status, body) => status === 200 && body.includes('Cluster otters'));
    // B now holds the page in its render cache.
    expect((await fromB('/cluster-otters')).body).toContain('Cluster otters');

    const page = (await admin.get(`/api/page/${pageID}`)).body.page;
    const stored = await admin.post(`/api/page/version/${page.conceptVersionID}/store-and-publish`, {
      title: 'Cluster otters, revised',
      revision: page.pageVersion.revision,
    });
    expect(stored.status).toBe(200);
    await withinASecond('/cluster-otters', (status, body) => status === 200 && body.includes('Cluster otters, revised'));

    expect((await admin.post(`/api/page/${pageID}/unpublish`, {})).status).toBe(200);
    await withinASecond('/cluster-otters', (status) => status === 404);
  });

  it('a dropped listening connection is reopened, and changes reach B again', async () => {
    const admin = await a.adminAgent();
    const created = await admin.post('/api/page/create', {
      title: 'Returning herons',
      slug: 'returning-herons',
      type: 'blank',
      locale: 'nl-nl',
    });
    const pageID = created.body.pageID as number;
    expect((await admin.post(`/api/page/${pageID}/publish`, {})).status).toBe(200);
    await withinASecond('/returning-herons', (status) => status === 200);
    // The database drops both instances' listening connections (a restart, a network cut).
    const dropped = await sql<{ pid: number }>`select pg_terminate_backend(pid) as pid from pg_stat_activity
      where application_name = ${`verdant-listen:${a.databaseSchema}`}`.execute(a.deps.db);
    expect(dropped.rows.length).toBe(2);
    // Reconnected within its delay (1 s), B follows A's changes again.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await fromB('/returning-herons')).statusCode).toBe(200);
    expect((await admin.post(`/api/page/${pageID}/unpublish`, {})).status).toBe(200);
    await withinASecond('/returning-herons', (status) => status === 404);
  });

  it('ignores announcements for another installation (schema) and damaged payloads', async () => {
    const admin = await a.adminAgent();
    const created = await admin.post('/api/page/create', { title: 'Quiet badgers', slug: 'quiet-badgers', type: 'blank', locale: 'nl-nl' });
    expect((await admin.post(`/api/page/${created.body.pageID}/publish`, {})).status).toBe(200);
    await withinASecond('/quiet-badgers', (status) => status === 200);
    let cleared = 0;
    const stop = b.deps.events.onAnyChange(() => {
      cleared += 1;
    });
    try {
      const notify = (payload: string) => sql`select pg_notify(${CONTENT_CHANNEL}, ${payload})`.execute(a.deps.db);
      await notify(JSON.stringify({ origin: 'elsewhere', schema: 'another_schema', change: { reason: 'page' } }));
      await notify('not json');
      await notify(JSON.stringify({ origin: 'elsewhere', schema: a.databaseSchema, change: { reason: 'drop tables' } }));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(cleared).toBe(0);
      await notify(JSON.stringify({ origin: 'elsewhere', schema: a.databaseSchema, change: { reason: 'menu' } }));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(cleared).toBe(1);
    } finally {
      stop();
    }
  });
});
