import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { enqueueEvent } from './webhooks.service.ts';

/**
 * The worker sends an endpoint's oldest pending delivery first, so delivery ids must follow
 * commit order. On PostgreSQL a transaction that queued first but commits later would otherwise
 * hold a lower id than one already sent; the queue's advisory lock makes the later one wait.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { WEBHOOK_ALLOWED_HOSTS: '127.0.0.1', WEBHOOK_INTERVAL_MS: '3600000' } });
  await t.deps.webhooks.stop();
  const admin = await t.adminAgent();
  const created = await admin.post('/api/webhooks', { url: 'http://127.0.0.1:9/order', events: ['menu.saved'] });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

describe('webhook queue order', () => {
  it('a transaction that queues while another has queued and not yet committed waits, and gets the higher id', async (context) => {
    if (t.deps.dialect !== 'postgres') context.skip();
    let commitFirst!: () => void;
    const gate = new Promise<void>((resolve) => (commitFirst = resolve));
    const order: string[] = [];
    let firstQueued!: () => void;
    const queuedInFirst = new Promise<void>((resolve) => (firstQueued = resolve));
    const first = t.deps.db.transaction().execute(async (trx) => {
      await enqueueEvent(trx, 'menu.saved', { locale: 'first' });
      firstQueued();
      await gate;
      order.push('first committed');
    });
    await queuedInFirst;
    const second = t.deps.db.transaction().execute(async (trx) => {
      await enqueueEvent(trx, 'menu.saved', { locale: 'second' });
      order.push('second queued');
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(order).toEqual([]);
    commitFirst();
    await Promise.all([first, second]);
    expect(order).toEqual(['first committed', 'second queued']);
    const rows = await t.deps.db.selectFrom('webhook_deliveries').select(['id', 'payload']).orderBy('id').execute();
    expect(rows.map((row) => (JSON.parse(row.payload) as { data: { locale: string } }).data.locale)).toEqual(['first', 'second']);
  });
});
