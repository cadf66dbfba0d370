import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loggedInUser } from '../../../test-support/fixtures.ts';
import type { TestAgent } from '../../../test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../../test-support/test-app.ts';
import { runDue, type RunResult } from './schedule-runner.ts';

/**
 * Issue 16, scheduled publishing: the schedule API (validation, permission, GET/DELETE) and the
 * scheduler (its tick, exactly once, the start after a downtime, unpublication, and a version
 * changed after scheduling). The timer of this app is slow; the tests call runDue with a time
 * of their own, except the one that checks the tick.
 */
let t: TestApp;
let admin: TestAgent;
let editor: TestAgent;
let publisher: TestAgent;
let publisherId: number;

const MINUTE = 60_000;
const inFuture = (ms: number, from = Date.now()) => new Date(from + ms).toISOString();

beforeAll(async () => {
  t = await createTestApp({ env: { SCHEDULER_INTERVAL_MS: '3600000' } });
  admin = await t.adminAgent();
  ({ agent: editor } = await loggedInUser(t, { role: 'Editor', name: 'Eddie Editor' }));
  const reviewer = await loggedInUser(t, { role: 'Reviewer', name: 'Rita Reviewer' });
  publisher = reviewer.agent;
  publisherId = reviewer.user.id;
});
afterAll(async () => t.close());
afterEach(() => {
  vi.useRealTimers();
});

async function getPage(pageID: number, app = t) {
  const response = await (app === t ? admin : await app.adminAgent()).get(`/api/page/${pageID}`);
  expect(response.status).toBe(200);
  return response.body.page;
}

async function newPage(agent = editor, title = 'Otters') {
  const slug = `sched-${randomBytes(4).toString('hex')}`;
  const created = await agent.post('/api/page/create', { title, slug, type: 'blank', locale: 'nl-nl' });
  expect(created.status).toBe(200);
  const page = await getPage(created.body.pageID);
  return { pageID: page.id as number, versionID: page.conceptVersionID as number, revision: page.pageVersion.revision as number, slug };
}

/** This page's results of a run (the app's database holds the other tests' schedules too). */
const mineOf = (pageID: number, results: RunResult[]) => results.filter((result) => result.pageId === pageID);

function visit(slug: string, app = t) {
  return app.app.inject({ method: 'GET', url: `/${slug}` });
}

function expectError(response: { status: number; body: any }, status: number, code: string, property?: string) {
  expect({ status: response.status, errors: response.body?.Errors }).toEqual({
    status,
    errors: [property ? { code, property } : { code }],
  });
}

describe('POST /api/page/{id}/schedule: validation', () => {
  it('answers 400 with SPEC 8 codes naming the property', async () => {
    const page = await newPage();
    const other = await newPage();
    const url = `/api/page/${page.pageID}/schedule`;
    expectError(await publisher.post(url, { versionID: page.versionID }), 400, 'V_01', 'publishAt');
    expectError(await publisher.post(url, { versionID: page.versionID, publishAt: inFuture(-MINUTE) }), 400, 'V_12', 'publishAt');
    expectError(await publisher.post(url, { versionID: page.versionID, unpublishAt: inFuture(-MINUTE) }), 400, 'V_12', 'unpublishAt');
    expectError(
      await publisher.post(url, { versionID: page.versionID, publishAt: inFuture(2 * MINUTE), unpublishAt: inFuture(MINUTE) }),
      400,
      'V_12',
      'unpublishAt',
    );
    // Not ISO 8601 with an offset.
    expectError(await publisher.post(url, { versionID: page.versionID, publishAt: '2099-01-01T10:00:00' }), 400, 'V_12', 'publishAt');
    expectError(await publisher.post(url, { versionID: page.versionID, publishAt: 'tomorrow' }), 400, 'V_12', 'publishAt');
    expectError(await publisher.post(url, { versionID: other.versionID, publishAt: inFuture(MINUTE) }), 400, 'V_12', 'versionID');
    expectError(await publisher.post(url, { versionID: 999_999, publishAt: inFuture(MINUTE) }), 400, 'V_12', 'versionID');
    expectError(
      await publisher.post('/api/page/999999/schedule', { versionID: page.versionID, publishAt: inFuture(MINUTE) }),
      404,
      'PM_01',
    );
    expect((await publisher.get(url)).body.data).toBeNull();
  });

  it('a revision the user saw that is no longer the concept’s is 409 G_05', async () => {
    const page = await newPage();
    expect((await editor.post(`/api/page/version/${page.versionID}/store`, { title: 'Otters, changed' })).status).toBe(200);
    const response = await publisher.post(`/api/page/${page.pageID}/schedule`, {
      versionID: page.versionID,
      publishAt: inFuture(MINUTE),
      revision: page.revision,
    });
    expectError(response, 409, 'G_05');
  });
});

describe('permission, GET and DELETE', () => {
  it('an editor without publish-page gets 403 on POST and DELETE, and may read', async () => {
    const page = await newPage();
    const url = `/api/page/${page.pageID}/schedule`;
    expectError(await editor.post(url, { versionID: page.versionID, publishAt: inFuture(MINUTE) }), 403, 'UM_01');
    expect((await publisher.post(url, { versionID: page.versionID, publishAt: inFuture(MINUTE) })).status).toBe(200);
    expectError(await editor.delete(url), 403, 'UM_01');
    expect((await editor.get(url)).body.data).toMatchObject({ pageID: page.pageID });
    expectError(await t.agent().get(url), 401, 'G_04');
  });

  it('stores the times in UTC, answers them, replaces the schedule, and DELETE removes it', async () => {
    const page = await newPage();
    const url = `/api/page/${page.pageID}/schedule`;
    const created = await publisher.post(url, {
      versionID: page.versionID,
      publishAt: '2099-03-26T02:30:00+01:00',
      unpublishAt: '2099-03-29T02:30:00+02:00',
      revision: page.revision,
    });
    expect(created.status).toBe(200);
    const expected = {
      pageID: page.pageID,
      versionID: page.versionID,
      versionRevision: page.revision,
      publish: { at: '2099-03-26T01:30:00.000Z', state: 'pending', reason: null, doneAt: null },
      unpublish: { at: '2099-03-29T00:30:00.000Z', state: 'pending', reason: null, doneAt: null },
      createdBy: { id: publisherId, name: 'Rita Reviewer' },
    };
    expect(created.body.data).toMatchObject(expected);
    expect((await publisher.get(url)).body.data).toMatchObject(expected);

    // A second POST replaces it (one schedule per page); unpublication only is fine.
    expect((await publisher.post(url, { versionID: page.versionID, unpublishAt: '2099-05-01T12:00:00Z' })).status).toBe(200);
    expect((await publisher.get(url)).body.data).toMatchObject({ publish: null, unpublish: { at: '2099-05-01T12:00:00.000Z' } });

    expect((await publisher.delete(url)).status).toBe(200);
    expect((await publisher.get(url)).body.data).toBeNull();
    expectError(await publisher.delete(url), 404, 'G_02');
  });

  it('a scheduled page can still be deleted (its schedule goes with it)', async () => {
    const page = await newPage();
    const url = `/api/page/${page.pageID}/schedule`;
    expect((await publisher.post(url, { versionID: page.versionID, publishAt: inFuture(MINUTE) })).status).toBe(200);
    expect((await admin.post(`/api/page/${page.pageID}/delete`)).status).toBe(200);
    expectError(await publisher.get(url), 404, 'PM_01');
  });

  it('the calls are in the audit log', async () => {
    const page = await newPage();
    const url = `/api/page/${page.pageID}/schedule`;
    expect((await admin.post(url, { versionID: page.versionID, publishAt: inFuture(MINUTE) })).status).toBe(200);
    expect((await admin.delete(url)).status).toBe(200);
    const { auditWritesSettled } = await import('../../audit/audit.hook.ts');
    await auditWritesSettled(t.app);
    const list = await admin.post('/api/audit/list', { objectType: 'page', objectId: String(page.pageID) });
    expect(list.status).toBe(200);
    const actions = (list.body.data.items as { action: string }[]).map((item) => item.action);
    expect(actions).toEqual(expect.arrayContaining(['page.schedule', 'page.unschedule']));
  });
});

describe('the scheduler', () => {
  it('publishes at the time through the manual path: site, sitemap, search, schedule outcome, notification, audit', async () => {
    const word = `zeearend${randomBytes(3).toString('hex')}`;
    const page = await newPage(editor, `Otters ${word}`);
    const publishAt = inFuture(MINUTE);
    expect((await publisher.post(`/api/page/${page.pageID}/schedule`, { versionID: page.versionID, publishAt })).status).toBe(200);
    expect((await visit(page.slug)).statusCode).toBe(404);

    expect(mineOf(page.pageID, await runDue(t.deps, new Date(Date.parse(publishAt) - 1000)))).toEqual([]);
    expect((await getPage(page.pageID)).publishedVersionID).toBeNull();
    expect((await visit('sitemap.xml')).body).not.toContain(`/${page.slug}</loc>`);
    expect((await t.agent().post('/api/search/search', { term: word, locales: ['nl-nl'] })).body.results).toEqual([]);

    const results = mineOf(page.pageID, await runDue(t.deps, new Date(Date.parse(publishAt) + 1000)));
    expect(results).toEqual([{ scheduleId: expect.any(Number), pageId: page.pageID, part: 'publish', outcome: 'done' }]);
    expect((await getPage(page.pageID)).publishedVersionID).toBe(page.versionID);
    // The render cache followed the content event (the 404 above was cached otherwise).
    expect((await visit(page.slug)).statusCode).toBe(200);
    expect((await visit('sitemap.xml')).body).toContain(`/${page.slug}</loc>`);
    const found = await t.agent().post('/api/search/search', { term: word, locales: ['nl-nl'] });
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect((found.body.results as { pageID: number }[]).map((result) => result.pageID)).toEqual([page.pageID]);
    const schedule = (await publisher.get(`/api/page/${page.pageID}/schedule`)).body.data;
    expect(schedule.publish).toMatchObject({ state: 'done', reason: null, doneAt: expect.any(String) });
    const notifications = (await publisher.get('/api/notifications')).body.data.items as { kind: string; pageID: number }[];
    expect(notifications).toContainEqual(expect.objectContaining({ kind: 'schedule-published', pageID: page.pageID }));
  });

  it('runs within its tick with a clock the test controls', async () => {
    const fast = await createTestApp({ env: { SCHEDULER_INTERVAL_MS: '100' } });
    try {
      const agent = await fast.adminAgent();
      const slug = `tick-${randomBytes(4).toString('hex')}`;
      const created = await agent.post('/api/page/create', { title: 'Tick', slug, type: 'blank', locale: 'nl-nl' });
      const pageID = created.body.pageID as number;
      const versionID = (await agent.get(`/api/page/${pageID}`)).body.page.conceptVersionID as number;
      vi.useFakeTimers({ toFake: ['Date'] });
      const start = Date.now();
      expect((await agent.post(`/api/page/${pageID}/schedule`, { versionID, publishAt: inFuture(10 * MINUTE, start) })).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await agent.get(`/api/page/${pageID}`)).body.page.publishedVersionID).toBeNull();

      vi.setSystemTime(start + 10 * MINUTE + 500);
      const deadline = performance.now() + 5000;
      let published: number | null = null;
      while (published === null && performance.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        published = (await agent.get(`/api/page/${pageID}`)).body.page.publishedVersionID;
      }
      expect(published).toBe(versionID);
    } finally {
      vi.useRealTimers();
      await fast.close();
    }
  });

  it('runs a part exactly once when two runs race', async () => {
    const page = await newPage();
    const publishAt = inFuture(MINUTE);
    expect((await publisher.post(`/api/page/${page.pageID}/schedule`, { versionID: page.versionID, publishAt })).status).toBe(200);
    const now = new Date(Date.parse(publishAt) + 1000);
    const [first, second] = await Promise.all([runDue(t.deps, now), runDue(t.deps, now)]);
    const outcomes = [...first, ...second].filter((result) => result.pageId === page.pageID).map((result) => result.outcome);
    expect(outcomes.filter((outcome) => outcome === 'done')).toHaveLength(1);
    expect(outcomes.every((outcome) => outcome === 'done' || outcome === 'claimed-elsewhere')).toBe(true);
    const history = (await admin.get(`/api/page/${page.pageID}/versions`)).body.data.items as { publishedAt: string | null }[];
    expect(history.filter((item) => item.publishedAt !== null)).toHaveLength(1);
  });

  it('runs a part exactly once with two instances on one database', async () => {
    const second = await createTestApp({ sameDatabaseAs: t, env: { SCHEDULER_INTERVAL_MS: '3600000' } });
    try {
      const page = await newPage();
      const publishAt = inFuture(MINUTE);
      expect((await publisher.post(`/api/page/${page.pageID}/schedule`, { versionID: page.versionID, publishAt })).status).toBe(200);
      const now = new Date(Date.parse(publishAt) + 1000);
      // PostgreSQL: both at once, as two servers would. SQLite is one process (a second
      // connection's synchronous busy wait would only block the first), so one after the other.
      const results =
        t.deps.dialect === 'postgres'
          ? (await Promise.all([runDue(t.deps, now), runDue(second.deps, now)])).flat()
          : [...(await runDue(t.deps, now)), ...(await runDue(second.deps, now))];
      const mine = results.filter((result) => result.pageId === page.pageID);
      expect(mine.filter((result) => result.outcome === 'done')).toHaveLength(1);
      const history = (await admin.get(`/api/page/${page.pageID}/versions`)).body.data.items as { publishedAt: string | null }[];
      expect(history.filter((item) => item.publishedAt !== null)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('a schedule that fell due while the server was down runs when a new app starts', async () => {
    const page = await newPage();
    const publishAt = inFuture(MINUTE);
    expect((await publisher.post(`/api/page/${page.pageID}/schedule`, { versionID: page.versionID, publishAt })).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(publishAt) + MINUTE);
    const restarted = await createTestApp({ sameDatabaseAs: t, env: { SCHEDULER_INTERVAL_MS: '3600000' } });
    try {
      // Nothing was called: the start itself ran it.
      expect((await getPage(page.pageID, restarted)).publishedVersionID).toBe(page.versionID);
    } finally {
      await restarted.close();
    }
  });

  it('unpublishes at its time; publish and unpublish due in one run go in order', async () => {
    const page = await newPage();
    expect((await publisher.post(`/api/page/${page.pageID}/publish`)).status).toBe(200);
    expect((await visit(page.slug)).statusCode).toBe(200);
    const unpublishAt = inFuture(MINUTE);
    expect((await publisher.post(`/api/page/${page.pageID}/schedule`, { versionID: page.versionID, unpublishAt })).status).toBe(200);
    expect(mineOf(page.pageID, await runDue(t.deps, new Date(Date.parse(unpublishAt) - 1000)))).toEqual([]);
    const results = mineOf(page.pageID, await runDue(t.deps, new Date(Date.parse(unpublishAt) + 1000)));
    expect(results).toEqual([{ scheduleId: expect.any(Number), pageId: page.pageID, part: 'unpublish', outcome: 'done' }]);
    expect((await getPage(page.pageID)).publishedVersionID).toBeNull();
    expect((await visit(page.slug)).statusCode).toBe(404);

    const both = await newPage();
    const publishAt = inFuture(MINUTE);
    const later = inFuture(2 * MINUTE);
    expect(
      (await publisher.post(`/api/page/${both.pageID}/schedule`, { versionID: both.versionID, publishAt, unpublishAt: later })).status,
    ).toBe(200);
    const run = (await runDue(t.deps, new Date(Date.parse(later) + 1000))).filter((result) => result.pageId === both.pageID);
    expect(run.map((result) => [result.part, result.outcome])).toEqual([
      ['publish', 'done'],
      ['unpublish', 'done'],
    ]);
    expect((await getPage(both.pageID)).publishedVersionID).toBeNull();
  });

  it('an unpublication of a page that is not online is skipped with its reason', async () => {
    const page = await newPage();
    const unpublishAt = inFuture(MINUTE);
    expect((await publisher.post(`/api/page/${page.pageID}/schedule`, { versionID: page.versionID, unpublishAt })).status).toBe(200);
    const results = mineOf(page.pageID, await runDue(t.deps, new Date(Date.parse(unpublishAt) + 1000)));
    expect(results).toMatchObject([{ part: 'unpublish', outcome: 'skipped', reason: 'not-published' }]);
  });

  it('a version whose content changed after scheduling is not published; the reason is recorded and the creator told', async () => {
    const page = await newPage();
    const publishAt = inFuture(MINUTE);
    const url = `/api/page/${page.pageID}/schedule`;
    expect((await publisher.post(url, { versionID: page.versionID, publishAt, revision: page.revision })).status).toBe(200);
    expect((await editor.post(`/api/page/version/${page.versionID}/store`, { title: 'Otters, not reviewed' })).status).toBe(200);

    const results = mineOf(page.pageID, await runDue(t.deps, new Date(Date.parse(publishAt) + 1000)));
    expect(results).toMatchObject([{ pageId: page.pageID, part: 'publish', outcome: 'skipped', reason: 'version-changed' }]);
    expect((await getPage(page.pageID)).publishedVersionID).toBeNull();
    expect((await visit(page.slug)).statusCode).toBe(404);
    expect((await publisher.get(url)).body.data.publish).toMatchObject({ state: 'skipped', reason: 'version-changed' });
    const notifications = (await publisher.get('/api/notifications')).body.data.items as {
      kind: string;
      pageID: number;
      message: string;
    }[];
    expect(notifications).toContainEqual(
      expect.objectContaining({ kind: 'schedule-skipped', pageID: page.pageID, message: 'version-changed' }),
    );
    // Run again: nothing left to do.
    expect((await runDue(t.deps, new Date(Date.parse(publishAt) + 2000))).filter((result) => result.pageId === page.pageID)).toEqual([]);
  });

  it('a publication the service refuses (its pending address was taken meanwhile) is skipped once, not retried', async () => {
    const page = await newPage();
    expect((await admin.post(`/api/page/${page.pageID}/publish`, {})).status).toBe(200);
    const moved = `${page.slug}-moved`;
    const saved = await editor.put(`/api/page/${page.pageID}/save`, { id: page.pageID, slug: moved, shouldUpdateLinks: false });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const current = await getPage(page.pageID);
    const publishAt = inFuture(MINUTE);
    const url = `/api/page/${page.pageID}/schedule`;
    const scheduled = await publisher.post(url, { versionID: current.conceptVersionID, publishAt, revision: current.pageVersion.revision });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
    // Another page goes live at the pending address first (the API keeps them apart, so as a race would: in the database).
    const other = await admin.post('/api/page/create', { title: 'Squatter', slug: `${page.slug}-other`, type: 'blank', locale: 'nl-nl' });
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    expect((await admin.post(`/api/page/${other.body.pageID}/publish`, {})).status).toBe(200);
    await t.deps.db.updateTable('pages').set({ slug: moved }).where('id', '=', other.body.pageID).execute();

    const results = mineOf(page.pageID, await runDue(t.deps, new Date(Date.parse(publishAt) + 1000)));
    expect(results).toMatchObject([{ part: 'publish', outcome: 'skipped', reason: 'refused' }]);
    expect((await publisher.get(url)).body.data.publish).toMatchObject({ state: 'skipped', reason: 'refused' });
    expect(mineOf(page.pageID, await runDue(t.deps, new Date(Date.parse(publishAt) + 2000)))).toEqual([]);
  });

  it('a creator who may no longer publish: the part is skipped as not-permitted', async () => {
    const page = await newPage();
    const publishAt = inFuture(MINUTE);
    const { user, agent } = await loggedInUser(t, { role: 'Reviewer', name: 'Short-lived' });
    expect((await agent.post(`/api/page/${page.pageID}/schedule`, { versionID: page.versionID, publishAt })).status).toBe(200);
    expect((await admin.delete(`/api/user/${user.id}`)).status).toBe(200);
    const results = await runDue(t.deps, new Date(Date.parse(publishAt) + 1000));
    expect(results.filter((result) => result.pageId === page.pageID)).toMatchObject([
      { part: 'publish', outcome: 'skipped', reason: 'not-permitted' },
    ]);
    expect((await getPage(page.pageID)).publishedVersionID).toBeNull();
  });
});
