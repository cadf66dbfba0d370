import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, loggedInUser } from '../../../test-support/fixtures.ts';
import type { TestAgent } from '../../../test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../../test-support/test-app.ts';
import { runDue } from './schedule-runner.ts';

/**
 * Issue 16: an editor without publish-page asks for publication at a desired time, and the
 * reviewer who accepts keeps it (the reviewed version is scheduled), changes it, or publishes
 * now; plus the upcoming list (POST /api/schedules/list) and the overview's "scheduled" filter.
 */
let t: TestApp;
let admin: TestAgent;
let editor: TestAgent;
let reviewer: TestAgent;
let reviewerId: number;

const HOUR = 3_600_000;
const inFuture = (ms: number) => new Date(Date.now() + ms).toISOString();

beforeAll(async () => {
  t = await createTestApp({ env: { SCHEDULER_INTERVAL_MS: '3600000' } });
  admin = await t.adminAgent();
  ({ agent: editor } = await loggedInUser(t, { role: 'Editor', name: 'Eddie Editor' }));
  const rita = await loggedInUser(t, { role: 'Reviewer', name: 'Rita Reviewer' });
  reviewer = rita.agent;
  reviewerId = rita.user.id;
});
afterAll(async () => t.close());

async function getPage(pageID: number) {
  const response = await admin.get(`/api/page/${pageID}`);
  expect(response.status).toBe(200);
  return response.body.page;
}

async function newPage(title = 'Bats') {
  const slug = `wish-${randomBytes(4).toString('hex')}`;
  const created = await editor.post('/api/page/create', { title, slug, type: 'blank', locale: 'nl-nl' });
  expect(created.status).toBe(200);
  const page = await getPage(created.body.pageID);
  return { pageID: page.id as number, versionID: page.conceptVersionID as number, revision: page.pageVersion.revision as number, slug };
}

const schedule = async (pageID: number) => (await admin.get(`/api/page/${pageID}/schedule`)).body.data;

describe('a publication request with a desired time', () => {
  it('refuses a time that is not ahead or not ISO 8601 with an offset (400 V_12), and stores none', async () => {
    const page = await newPage();
    const url = `/api/page/${page.pageID}/request-publication`;
    for (const publishAt of [inFuture(-HOUR), '2099-01-01T10:00', 'next week']) {
      const refused = await editor.post(url, { comment: '', publishAt });
      expect({ status: refused.status, errors: refused.body.Errors }).toEqual({
        status: 400,
        errors: [{ code: 'V_12', property: 'publishAt' }],
      });
    }
    expect((await getPage(page.pageID)).pageVersion.hasPublicationRequest).toBe(false);
  });

  it('shows the desired time to the reviewer; accepting keeps it: the reviewed version is scheduled, not published', async () => {
    const page = await newPage();
    const wish = inFuture(2 * HOUR);
    expect((await editor.post(`/api/page/${page.pageID}/request-publication`, { comment: 'Monday', publishAt: wish })).status).toBe(200);
    const comment = await reviewer.get(`/api/page/version/${page.versionID}/fetch-request-comment`);
    expect(comment.body.data.publishAt).toBe(wish);
    const listed = (await reviewer.get('/api/page/fetch-request')).body.data.items.find(
      (item: { pageID: number }) => item.pageID === page.pageID,
    );
    expect(listed.publishAt).toBe(wish);

    const accepted = await reviewer.post(`/api/page/version/${page.versionID}/accept-publication`, {
      feedback: 'Fine',
      revision: page.revision,
    });
    expect(accepted.status).toBe(200);
    const after = await getPage(page.pageID);
    expect(after.publishedVersionID).toBeNull();
    expect(after.pageVersion.hasPublicationRequest).toBe(false);
    expect(await schedule(page.pageID)).toMatchObject({
      versionID: page.versionID,
      versionRevision: page.revision,
      publish: { at: wish, state: 'pending' },
      unpublish: null,
      createdBy: { id: reviewerId },
    });
    // The request is decided: nothing is pending any more.
    expect((await reviewer.get(`/api/page/version/${page.versionID}/fetch-request-comment`)).status).toBe(404);

    // Before the time nothing happens; at it, the reviewed version goes live.
    expect((await runDue(t.deps, new Date(Date.parse(wish) - 1000))).filter((r) => r.pageId === page.pageID)).toEqual([]);
    const ran = (await runDue(t.deps, new Date(Date.parse(wish) + 1000))).filter((r) => r.pageId === page.pageID);
    expect(ran).toEqual([expect.objectContaining({ part: 'publish', outcome: 'done' })]);
    expect((await getPage(page.pageID)).publishedVersionID).toBe(page.versionID);
  });

  it('the reviewer may change the time; a concept changed after acceptance is skipped, not published', async () => {
    const page = await newPage();
    await editor.post(`/api/page/${page.pageID}/request-publication`, { comment: '', publishAt: inFuture(2 * HOUR) });
    const chosen = inFuture(5 * HOUR);
    expect(
      (await reviewer.post(`/api/page/version/${page.versionID}/accept-publication`, { feedback: '', publishAt: chosen })).status,
    ).toBe(200);
    expect((await schedule(page.pageID)).publish).toMatchObject({ at: chosen, state: 'pending' });

    // The editor saves the concept again: what was reviewed is no longer what would go live.
    const stored = await editor.post(`/api/page/version/${page.versionID}/store`, { title: 'Bats (new)', revision: page.revision });
    expect(stored.status).toBe(200);
    const ran = (await runDue(t.deps, new Date(Date.parse(chosen) + 1000))).filter((r) => r.pageId === page.pageID);
    expect(ran).toEqual([expect.objectContaining({ part: 'publish', outcome: 'skipped', reason: 'version-changed' })]);
    expect((await getPage(page.pageID)).publishedVersionID).toBeNull();
  });

  it('publishAt null publishes now; a reviewer time in the past is 400 V_12 and leaves the request pending', async () => {
    const page = await newPage();
    await editor.post(`/api/page/${page.pageID}/request-publication`, { comment: '', publishAt: inFuture(2 * HOUR) });
    const url = `/api/page/version/${page.versionID}/accept-publication`;
    const refused = await reviewer.post(url, { feedback: '', publishAt: inFuture(-HOUR) });
    expect({ status: refused.status, errors: refused.body.Errors }).toEqual({
      status: 400,
      errors: [{ code: 'V_12', property: 'publishAt' }],
    });
    expect((await getPage(page.pageID)).pageVersion.hasPublicationRequest).toBe(true);

    expect((await reviewer.post(url, { feedback: '', publishAt: null })).status).toBe(200);
    expect((await getPage(page.pageID)).publishedVersionID).toBe(page.versionID);
    expect(await schedule(page.pageID)).toBeNull();
  });

  it('a desired time that passed while the request waited means now', async () => {
    const page = await newPage();
    await editor.post(`/api/page/${page.pageID}/request-publication`, { comment: '', publishAt: inFuture(HOUR) });
    // The request waited two hours (the stored wish is moved back instead of the clock forward).
    await t.deps.db
      .updateTable('publication_requests')
      .set({ publish_at: new Date(Date.now() - HOUR).toISOString() })
      .where('page_id', '=', page.pageID)
      .execute();
    expect((await reviewer.post(`/api/page/version/${page.versionID}/accept-publication`, { feedback: '' })).status).toBe(200);
    expect((await getPage(page.pageID)).publishedVersionID).toBe(page.versionID);
  });

  it('a request without a time is accepted as before: published at once', async () => {
    const page = await newPage();
    await editor.post(`/api/page/${page.pageID}/request-publication`, { comment: 'Now please' });
    expect((await reviewer.get(`/api/page/version/${page.versionID}/fetch-request-comment`)).body.data.publishAt).toBeNull();
    expect((await reviewer.post(`/api/page/version/${page.versionID}/accept-publication`, { feedback: '' })).status).toBe(200);
    expect((await getPage(page.pageID)).publishedVersionID).toBe(page.versionID);
  });
});

describe('who the scheduler publishes as', () => {
  it('a reviewer without publish-page: their accepted-for-later publication runs; a direct schedule of someone who lost publish-page does not', async () => {
    const reviewOnly = await createRole(t, ['review-publication']);
    const { agent: rowan } = await loggedInUser(t, { role: reviewOnly, name: 'Rowan Reviewer' });
    const accepted = await newPage();
    await editor.post(`/api/page/${accepted.pageID}/request-publication`, { comment: '', publishAt: inFuture(HOUR) });
    expect((await rowan.post(`/api/page/version/${accepted.versionID}/accept-publication`, { feedback: '' })).status).toBe(200);
    const at = Date.parse((await schedule(accepted.pageID)).publish.at);
    const ran = (await runDue(t.deps, new Date(at + 1000))).filter((r) => r.pageId === accepted.pageID);
    expect(ran).toEqual([expect.objectContaining({ outcome: 'done' })]);

    const both = await createRole(t, ['create-page', 'publish-page', 'review-publication']);
    const former = await loggedInUser(t, { role: both, name: 'Former Publisher' });
    const direct = await newPage();
    const when = inFuture(2 * HOUR);
    expect((await former.agent.post(`/api/page/${direct.pageID}/schedule`, { versionID: direct.versionID, publishAt: when })).status).toBe(
      200,
    );
    await t.deps.db.updateTable('users').set({ role_id: reviewOnly }).where('id', '=', former.user.id).execute();
    const skipped = (await runDue(t.deps, new Date(Date.parse(when) + 1000))).filter((r) => r.pageId === direct.pageID);
    expect(skipped).toEqual([expect.objectContaining({ outcome: 'skipped', reason: 'not-permitted' })]);
    expect((await getPage(direct.pageID)).publishedVersionID).toBeNull();
  });
});

describe('upcoming publications and the overview filter', () => {
  it('lists waiting parts soonest first, narrows by part and search, and flags a changed concept', async () => {
    const tag = randomBytes(3).toString('hex');
    const early = await newPage(`Upcoming ${tag} early`);
    const late = await newPage(`Upcoming ${tag} late`);
    const earlyAt = inFuture(3 * HOUR);
    const lateAt = inFuture(6 * HOUR);
    const offAt = inFuture(9 * HOUR);
    const post = (page: typeof early, body: object) =>
      reviewer.post(`/api/page/${page.pageID}/schedule`, { versionID: page.versionID, ...body });
    expect((await post(late, { publishAt: lateAt, unpublishAt: offAt })).status).toBe(200);
    expect((await post(early, { publishAt: earlyAt })).status).toBe(200);

    const list = async (body: object) => {
      const response = await editor.post('/api/schedules/list', { searchTerm: `Upcoming ${tag}`, ...body });
      expect(response.status).toBe(200);
      return response.body.data as {
        items: { pageID: number; part: string; at: string; outdated: boolean; createdBy: { name: string } }[];
        totalItems: number;
      };
    };
    const all = await list({});
    expect(all.totalItems).toBe(3);
    expect(all.items.map((item) => [item.pageID, item.part, item.at])).toEqual([
      [early.pageID, 'publish', earlyAt],
      [late.pageID, 'publish', lateAt],
      [late.pageID, 'unpublish', offAt],
    ]);
    expect(all.items[0]!.createdBy.name).toBe('Rita Reviewer');
    expect((await list({ part: 'unpublish' })).items.map((item) => item.pageID)).toEqual([late.pageID]);
    expect((await list({ pageSize: 1, pageIndex: 1 })).items.map((item) => item.at)).toEqual([lateAt]);
    expect(all.items.every((item) => !item.outdated)).toBe(true);

    await editor.post(`/api/page/version/${early.versionID}/store`, { title: `Upcoming ${tag} early (edited)`, revision: early.revision });
    expect((await list({})).items.find((item) => item.pageID === early.pageID)?.outdated).toBe(true);

    const bad = await editor.post('/api/schedules/list', { part: 'sometime' });
    expect({ status: bad.status, errors: bad.body.Errors }).toEqual({ status: 400, errors: [{ code: 'V_12', property: 'part' }] });
    expect((await t.agent().post('/api/schedules/list', {})).status).toBe(401);
  });

  it('the page overview filters scheduled pages and names their times', async () => {
    const tag = randomBytes(3).toString('hex');
    const scheduled = await newPage(`Filter ${tag} scheduled`);
    await newPage(`Filter ${tag} plain`);
    const at = inFuture(4 * HOUR);
    expect((await reviewer.post(`/api/page/${scheduled.pageID}/schedule`, { versionID: scheduled.versionID, publishAt: at })).status).toBe(
      200,
    );
    const list = (filter: string) => editor.post('/api/page/list', { searchTerm: `Filter ${tag}`, filter });
    const all = (await list('all')).body.data.items as {
      id: number;
      scheduledPublishAt: string | null;
      scheduledUnpublishAt: string | null;
    }[];
    expect(all).toHaveLength(2);
    expect(all.find((item) => item.id === scheduled.pageID)).toMatchObject({ scheduledPublishAt: at, scheduledUnpublishAt: null });
    const only = (await list('scheduled')).body;
    expect(only.data.items.map((item: { id: number }) => item.id)).toEqual([scheduled.pageID]);
    expect(Number(only.data.totalItems)).toBe(1);

    // Carried out, the page is no longer "scheduled".
    await runDue(t.deps, new Date(Date.parse(at) + 1000));
    expect((await list('scheduled')).body.data.items).toEqual([]);
  });
});
