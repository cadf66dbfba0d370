import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationListAnswer, unreadCountAnswer, type NotificationDto } from '../../../shared/notifications/notification-schemas.ts';
import { createRole, loggedInUser } from '../../test-support/fixtures.ts';
import type { TestAgent } from '../../test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

/**
 * Issue 14: who is told what in the admin when publication is requested and decided, and that
 * every user reads and marks only their own notifications.
 */
let t: TestApp;
let admin: TestAgent;
let editor: TestAgent;
let editorId: number;
let otherEditor: TestAgent;
let reviewer: TestAgent;
let reviewerId: number;
let otherReviewer: TestAgent;
/** create-page only: may request, is never asked to review. */
let requestOnly: TestAgent;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
  ({
    agent: editor,
    user: { id: editorId },
  } = await loggedInUser(t, { role: 'Editor', name: 'Eddie Editor' }));
  ({ agent: otherEditor } = await loggedInUser(t, { role: 'Editor', name: 'Olga Editor' }));
  ({
    agent: reviewer,
    user: { id: reviewerId },
  } = await loggedInUser(t, { role: 'Reviewer', name: 'Rita Reviewer' }));
  ({ agent: otherReviewer } = await loggedInUser(t, { role: 'Reviewer', name: 'Rob Reviewer' }));
  ({ agent: requestOnly } = await loggedInUser(t, { role: await createRole(t, ['create-page']), name: 'Cora Create-only' }));
});
afterAll(async () => t.close());

async function newPage(by: TestAgent, title: string): Promise<{ pageID: number; versionID: number }> {
  const slug = `page-${randomBytes(4).toString('hex')}`;
  const created = await by.post('/api/page/create', { title, slug, type: 'blank', locale: 'nl-nl' });
  expect(created.status).toBe(200);
  return { pageID: created.body.pageID, versionID: created.body.pageVersionID };
}

/** The agent's notifications (checked against the shared answer schema) and unread count. */
async function inbox(agent: TestAgent, query = '') {
  const response = await agent.get(`/api/notifications${query}`);
  expect(response.status).toBe(200);
  return notificationListAnswer.parse(response.body).data;
}

async function unread(agent: TestAgent): Promise<number> {
  const response = await agent.get('/api/notifications/unread-count');
  expect(response.status).toBe(200);
  return unreadCountAnswer.parse(response.body).data.unreadCount;
}

const about = (items: NotificationDto[], pageID: number) => items.filter((item) => item.pageID === pageID);

describe('who is told what', () => {
  it('a request tells every reviewer except the requester; a rejection tells the requester with the feedback', async () => {
    // The admin is a reviewer too; Cora requests, so every reviewer, admin included, is asked.
    const { pageID, versionID } = await newPage(requestOnly, 'Hedgehogs');
    expect((await requestOnly.post(`/api/page/${pageID}/request-publication`, { comment: 'Please check the photos.' })).status).toBe(200);

    for (const agent of [reviewer, otherReviewer, admin]) {
      const [requested, ...more] = about((await inbox(agent)).items, pageID);
      expect(more).toEqual([]);
      expect(requested).toMatchObject({
        kind: 'publication-requested',
        pageTitle: 'Hedgehogs',
        actor: { name: 'Cora Create-only' },
        message: 'Please check the photos.',
        readAt: null,
      });
    }
    // Nobody is asked to review their own request, and editors are never asked.
    for (const agent of [requestOnly, editor, otherEditor]) expect(about((await inbox(agent)).items, pageID)).toEqual([]);

    expect(
      (await reviewer.post(`/api/page/version/${versionID}/reject-publication`, { feedback: 'The photo credits are missing.' })).status,
    ).toBe(200);
    const [rejected, ...others] = about((await inbox(requestOnly)).items, pageID);
    expect(others).toEqual([]);
    expect(rejected).toMatchObject({
      kind: 'publication-rejected',
      pageTitle: 'Hedgehogs',
      actor: { id: reviewerId, name: 'Rita Reviewer' },
      message: 'The photo credits are missing.',
      readAt: null,
    });
    expect(Date.parse(rejected!.createdAt)).not.toBeNaN();
    // The decision is the requester's news only.
    for (const agent of [reviewer, otherReviewer, admin, editor]) {
      expect(about((await inbox(agent)).items, pageID).map((item) => item.kind)).not.toContain('publication-rejected');
    }
  });

  it('an acceptance tells the requester, with the reviewer and the feedback', async () => {
    const { pageID, versionID } = await newPage(editor, 'Badgers');
    expect((await editor.post(`/api/page/${pageID}/request-publication`, { comment: '' })).status).toBe(200);
    expect((await otherReviewer.post(`/api/page/version/${versionID}/accept-publication`, { feedback: 'Nice work.' })).status).toBe(200);
    const kinds = about((await inbox(editor)).items, pageID).map((item) => [item.kind, item.actor?.name, item.message]);
    expect(kinds).toEqual([['publication-accepted', 'Rob Reviewer', 'Nice work.']]);
  });

  it('a reminder asks the reviewers again; a revoked request tells nobody', async () => {
    const { pageID } = await newPage(editor, 'Moles');
    expect((await editor.post(`/api/page/${pageID}/request-publication`, { comment: 'First ask' })).status).toBe(200);
    // The resend cooldown counts from when the reviewers were last told.
    await t.deps.db
      .updateTable('publication_requests')
      .set({ created_at: '2000-01-01T00:00:00.000Z' })
      .where('page_id', '=', pageID)
      .execute();
    expect((await editor.post(`/api/page/${pageID}/resend-publication-request`)).status).toBe(200);
    expect(about((await inbox(reviewer)).items, pageID).map((item) => item.kind)).toEqual([
      'publication-requested',
      'publication-requested',
    ]);
    expect((await editor.post(`/api/page/${pageID}/revoke-publication-request`)).status).toBe(200);
    expect(about((await inbox(editor)).items, pageID)).toEqual([]);
  });
});

describe('reading and marking', () => {
  it('lists newest first, a page at a time, and counts what is unread', async () => {
    const { unreadCount: before } = await inbox(editor);
    const first = await newPage(editor, 'Voles');
    const second = await newPage(editor, 'Shrews');
    for (const page of [first, second]) {
      expect((await editor.post(`/api/page/${page.pageID}/request-publication`, { comment: '' })).status).toBe(200);
      expect((await reviewer.post(`/api/page/version/${page.versionID}/reject-publication`, { feedback: 'Not yet.' })).status).toBe(200);
    }
    const all = await inbox(editor);
    expect(all.unreadCount).toBe(before + 2);
    expect(await unread(editor)).toBe(before + 2);
    expect(all.items[0]).toMatchObject({ pageID: second.pageID, kind: 'publication-rejected' });
    expect(all.items[1]).toMatchObject({ pageID: first.pageID, kind: 'publication-rejected' });

    const paged = await inbox(editor, '?pageIndex=1&pageSize=1');
    expect(paged.totalItems).toBe(all.totalItems);
    expect(paged.items.map((item) => item.id)).toEqual([all.items[1]!.id]);
  });

  it('marks the given ones read, then all; the count follows', async () => {
    const { items, unreadCount } = await inbox(editor);
    expect(unreadCount).toBeGreaterThanOrEqual(2);
    const [newest] = items;
    const marked = await editor.post('/api/notifications/read', { ids: [newest!.id] });
    expect(marked.status).toBe(200);
    expect(unreadCountAnswer.parse(marked.body).data.unreadCount).toBe(unreadCount - 1);
    const after = await inbox(editor);
    expect(after.items.find((item) => item.id === newest!.id)?.readAt).not.toBeNull();
    expect(after.items.filter((item) => item.id !== newest!.id && item.readAt === null)).toHaveLength(unreadCount - 1);

    const all = await editor.post('/api/notifications/read', {});
    expect(all.status).toBe(200);
    expect(all.body.data.unreadCount).toBe(0);
    expect(await unread(editor)).toBe(0);
    expect((await inbox(editor)).items.every((item) => item.readAt !== null)).toBe(true);
  });

  it("users see only their own, and cannot mark someone else's", async () => {
    const reviewerItems = (await inbox(reviewer)).items;
    const reviewerUnread = await unread(reviewer);
    expect(reviewerUnread).toBeGreaterThan(0);
    const editorIds = new Set((await inbox(editor)).items.map((item) => item.id));
    expect(reviewerItems.some((item) => editorIds.has(item.id))).toBe(false);
    expect(reviewerItems.some((item) => item.kind === 'publication-rejected')).toBe(false);

    // The editor marks the reviewer's ids, and marks all of their own: the reviewer's stay unread.
    const marked = await editor.post('/api/notifications/read', { ids: reviewerItems.map((item) => item.id) });
    expect(marked.status).toBe(200);
    expect((await editor.post('/api/notifications/read')).status).toBe(200);
    expect(await unread(reviewer)).toBe(reviewerUnread);
    // Stored per recipient: no row of the reviewer belongs to anybody else.
    const rows = await t.deps.db.selectFrom('notifications').select('user_id').where('user_id', '=', editorId).execute();
    expect(rows.length).toBe(editorIds.size);
  });
});

describe('refused input', () => {
  it('needs a login', async () => {
    const anonymous = t.agent();
    for (const response of [
      await anonymous.get('/api/notifications'),
      await anonymous.get('/api/notifications/unread-count'),
      await anonymous.post('/api/notifications/read', {}),
    ]) {
      expect(response.status).toBe(401);
      expect(response.body.Errors).toEqual([{ code: 'G_04' }]);
    }
  });

  it.each([
    ['ids is not a list', { ids: 'all' }, 'ids'],
    ['an id is not a positive whole number', { ids: [0] }, 'ids.0'],
    ['an id is a fraction', { ids: [1.5] }, 'ids.0'],
    ['an id is text', { ids: ['x'] }, 'ids.0'],
    ['too many ids', { ids: Array.from({ length: 501 }, (_, index) => index + 1) }, 'ids'],
  ])('mark as read: %s is 400 V_12', async (_name, body, property) => {
    const response = await editor.post('/api/notifications/read', body);
    expect(response.status).toBe(400);
    expect(response.body.Errors).toContainEqual({ code: 'V_12', property });
  });

  it.each([
    ['pageIndex=-1', 'pageIndex'],
    ['pageSize=0', 'pageSize'],
    ['pageSize=101', 'pageSize'],
    ['pageIndex=abc', 'pageIndex'],
  ])('list: %s is 400 V_12', async (query, property) => {
    const response = await editor.get(`/api/notifications?${query}`);
    expect(response.status).toBe(400);
    expect(response.body.Errors).toEqual([{ code: 'V_12', property }]);
  });
});
