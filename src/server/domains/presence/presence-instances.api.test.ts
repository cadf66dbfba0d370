import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test-support/fixtures.ts';
import type { TestAgent } from '../../test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

/**
 * Presence works across instances (issue 14): behind a load balancer two editors of one page
 * may reach different servers, so who has a page open is kept in the database, not in memory.
 * Two apps on one database stand for two instances.
 */
let first: TestApp;
let second: TestApp;
let pageId: number;
beforeAll(async () => {
  first = await createTestApp();
  second = await createTestApp({ sameDatabaseAs: first });
  const created = await (
    await first.adminAgent()
  ).post('/api/page/create', {
    title: 'Presence across instances',
    slug: 'presence-instances',
    type: 'blank',
    locale: 'en-gb',
  });
  expect(created.status).toBe(200);
  pageId = created.body.pageID as number;
});
afterAll(async () => {
  // The second instance first: the first one owns the database and removes it.
  await second?.close();
  await first?.close();
});

type Other = { userId: number; name: string; unsaved: boolean };
async function signedIn(app: TestApp, email: string, password: string): Promise<TestAgent> {
  const agent = app.agent();
  await agent.login(email, password);
  return agent;
}
async function beat(agent: TestAgent, clientId: string, unsaved = false): Promise<Other[]> {
  const response = await agent.post(`/api/page/${pageId}/presence`, { clientId, unsaved });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.others as Other[];
}

describe('page presence across instances', () => {
  it('a user who opened the page on instance A is seen by a user on instance B, and the other way round', async () => {
    const anna = await createUser(first, { name: 'Anna on A' });
    const bram = await createUser(first, { name: 'Bram on B' });
    const onA = await signedIn(first, anna.email, anna.password);
    const onB = await signedIn(second, bram.email, bram.password);

    expect(await beat(onA, 'anna-tab-on-a')).toEqual([]);
    expect(await beat(onB, 'bram-tab-on-b')).toEqual([expect.objectContaining({ userId: anna.id, name: 'Anna on A', unsaved: false })]);
    // Unsaved changes reported to A show on B.
    await beat(onA, 'anna-tab-on-a', true);
    expect(await beat(onB, 'bram-tab-on-b')).toEqual([expect.objectContaining({ userId: anna.id, unsaved: true })]);
    expect(await beat(onA, 'anna-tab-on-a', true)).toEqual([expect.objectContaining({ userId: bram.id, name: 'Bram on B' })]);

    // Leaving on A is seen on B at once.
    expect((await onA.post(`/api/page/${pageId}/presence/leave`, { clientId: 'anna-tab-on-a' })).status).toBe(200);
    expect(await beat(onB, 'bram-tab-on-b')).toEqual([]);
  });
});
