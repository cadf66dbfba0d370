import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRole, loggedInUser } from '../../test-support/fixtures.ts';
import type { TestAgent } from '../../test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { PRESENCE_TIMEOUT_SECONDS } from './presence.service.ts';

let t: TestApp;
let admin: TestAgent;
let pageId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
  const created = await admin.post('/api/page/create', { title: 'Presence', slug: 'presence-test', type: 'blank', locale: 'en-gb' });
  expect(created.status).toBe(200);
  pageId = created.body.pageID as number;
});
afterAll(async () => t.close());

const beat = (agent: TestAgent, clientId: string, unsaved = false, page = pageId) =>
  agent.post(`/api/page/${page}/presence`, { clientId, unsaved });
const othersOf = async (agent: TestAgent, clientId: string, unsaved = false) => {
  const response = await beat(agent, clientId, unsaved);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.others as { userId: number; name: string; unsaved: boolean }[];
};

describe('page presence', () => {
  it('each editor sees the others who have the page open (one entry per user, unsaved from any tab), not themselves', async () => {
    const anna = await loggedInUser(t, { name: 'Anna Editor' });
    const bram = await loggedInUser(t, { name: 'Bram Editor' });
    expect(await othersOf(anna.agent, 'anna-tab-0001')).toEqual([]);
    const seenByBram = await othersOf(bram.agent, 'bram-tab-0001');
    expect(seenByBram).toEqual([expect.objectContaining({ userId: anna.user.id, name: 'Anna Editor', unsaved: false })]);
    // Anna opens a second tab with unsaved changes: still one Anna, now with unsaved changes.
    await othersOf(anna.agent, 'anna-tab-0002', true);
    expect(await othersOf(bram.agent, 'bram-tab-0001')).toEqual([expect.objectContaining({ userId: anna.user.id, unsaved: true })]);
    const seenByAnna = await othersOf(anna.agent, 'anna-tab-0001');
    expect(seenByAnna.map((entry) => entry.name)).toEqual(['Bram Editor']);

    // Leaving removes a tab at once; the user goes when the last tab leaves.
    for (const clientId of ['anna-tab-0001', 'anna-tab-0002']) {
      expect((await anna.agent.post(`/api/page/${pageId}/presence/leave`, { clientId })).status).toBe(200);
    }
    expect(await othersOf(bram.agent, 'bram-tab-0001')).toEqual([]);
  });

  it('a tab whose heartbeat stopped no longer counts after the timeout', async () => {
    const carla = await loggedInUser(t, { name: 'Carla Editor' });
    const dirk = await loggedInUser(t, { name: 'Dirk Editor' });
    await othersOf(carla.agent, 'carla-tab-0001');
    expect((await othersOf(dirk.agent, 'dirk-tab-00001')).map((entry) => entry.name)).toContain('Carla Editor');
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + (PRESENCE_TIMEOUT_SECONDS + 1) * 1000);
      expect((await othersOf(dirk.agent, 'dirk-tab-00001')).map((entry) => entry.name)).not.toContain('Carla Editor');
    } finally {
      vi.useRealTimers();
    }
  });

  it("a user cannot remove another user's tab", async () => {
    const erik = await loggedInUser(t, { name: 'Erik Editor' });
    const fleur = await loggedInUser(t, { name: 'Fleur Editor' });
    await othersOf(erik.agent, 'erik-tab-00001');
    expect((await fleur.agent.post(`/api/page/${pageId}/presence/leave`, { clientId: 'erik-tab-00001' })).status).toBe(200);
    expect((await othersOf(fleur.agent, 'fleur-tab-0001')).map((entry) => entry.name)).toContain('Erik Editor');
    await erik.agent.post(`/api/page/${pageId}/presence/leave`, { clientId: 'erik-tab-00001' });
  });

  it('refuses bad input, unknown pages, users without editor rights and visitors', async () => {
    const bad = await admin.post(`/api/page/${pageId}/presence`, { clientId: '../../x' });
    expect(bad.status).toBe(400);
    expect(bad.body.Errors).toEqual([expect.objectContaining({ code: 'V_12', property: 'clientId' })]);
    expect((await admin.post(`/api/page/${pageId}/presence`, { clientId: 'x'.repeat(65) })).status).toBe(400);
    expect((await admin.post(`/api/page/${pageId}/presence`, { clientId: 'admin-tab-01', unsaved: 'yes' })).status).toBe(400);
    const missing = await beat(admin, 'admin-tab-01', false, 999_999);
    expect(missing.status).toBe(404);
    expect(missing.body.Errors[0].code).toBe('PM_01');
    const reader = await loggedInUser(t, { role: await createRole(t, []) });
    expect((await beat(reader.agent, 'reader-tab-01')).status).toBe(403);
    expect((await beat(t.agent(), 'visitor-tab-1')).status).toBe(401);
  });
});
