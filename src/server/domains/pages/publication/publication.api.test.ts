import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, loggedInUser } from '../../../test-support/fixtures.ts';
import { replaceRolePermissions } from '../../roles/roles.repository.ts';
import type { TestAgent } from '../../../test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../../test-support/test-app.ts';

/**
 * Every publication call of SPEC 7 with the state rules of SPEC 4: the allowed transitions
 * and what each one does to the page, and every forbidden one with its exact status and code.
 */
let t: TestApp;
let admin: TestAgent;
let editor: TestAgent;
let editorId: number;
let otherEditor: TestAgent;
let reviewer: TestAgent;
let reviewerId: number;
let otherReviewer: TestAgent;
/** review-publication only: may decide, may not request or publish. */
let reviewOnly: TestAgent;
/** publish-page only: may publish, may not store. */
let publishOnly: TestAgent;

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
  ({ agent: reviewOnly } = await loggedInUser(t, { role: await createRole(t, ['review-publication']), name: 'Vera Review-only' }));
  ({ agent: publishOnly } = await loggedInUser(t, { role: await createRole(t, ['publish-page']), name: 'Paul Publish-only' }));
});
afterAll(async () => t.close());

interface CreatedPage {
  pageID: number;
  versionID: number;
  slug: string;
}

async function newPage(by: TestAgent = editor, title = 'Otters'): Promise<CreatedPage> {
  const slug = `page-${randomBytes(4).toString('hex')}`;
  const created = await by.post('/api/page/create', { title, slug, type: 'blank', locale: 'nl-nl' });
  expect(created.status).toBe(200);
  return { pageID: created.body.pageID, versionID: created.body.pageVersionID, slug };
}

async function getPage(pageID: number) {
  const response = await admin.get(`/api/page/${pageID}`);
  expect(response.status).toBe(200);
  return response.body.page;
}

function publicPage(slug: string) {
  return t.agent().post('/api/page/get-by-slug', { slug: `/${slug}` });
}

async function requestRow(versionID: number) {
  return t.deps.db
    .selectFrom('publication_requests')
    .selectAll()
    .where('version_id', '=', versionID)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}

async function pendingItems(by: TestAgent = admin) {
  const response = await by.get('/api/page/fetch-request');
  expect(response.status).toBe(200);
  return response.body.data as {
    items: { pageID: number; versionID: number; comment: string; requestedBy: { id: number; name: string } | null }[];
    totalItems: number;
  };
}

function expectError(response: { status: number; body: any }, status: number, code: string, property?: string) {
  expect({ status: response.status, errors: response.body?.Errors }).toEqual({
    status,
    errors: [property ? { code, property } : { code }],
  });
}

/** An editor whose role is their own, so a test can take create-page away from them. */
async function requesterWithOwnRole(): Promise<{ agent: TestAgent; roleId: number }> {
  const roleId = await createRole(t, ['create-page']);
  const { agent } = await loggedInUser(t, { role: roleId, name: 'Rory Requester' });
  return { agent, roleId };
}

async function requested(by: TestAgent = editor, comment = 'Please review'): Promise<CreatedPage> {
  const page = await newPage(by);
  expect((await by.post(`/api/page/${page.pageID}/request-publication`, { comment })).status).toBe(200);
  return page;
}

/** Moves the request's mailing times back, as if the resend cooldown had passed. */
async function resendDue(pageID: number) {
  const longAgo = new Date(Date.now() - 24 * 3600_000).toISOString();
  await t.deps.db
    .updateTable('publication_requests')
    .set({ created_at: longAgo })
    .where('page_id', '=', pageID)
    .where('status', '=', 'pending')
    .execute();
  await t.deps.db
    .updateTable('publication_requests')
    .set({ resent_at: longAgo })
    .where('page_id', '=', pageID)
    .where('resent_at', 'is not', null)
    .execute();
}

async function published(by: TestAgent = reviewer): Promise<CreatedPage> {
  const page = await newPage(editor);
  expect((await by.post(`/api/page/${page.pageID}/publish`)).status).toBe(200);
  return page;
}

describe('request-publication', () => {
  it('records a pending request on the concept and lists it with its count; a page never published stays offline', async () => {
    const before = (await pendingItems()).totalItems;
    const page = await requested(editor, 'Ready for review');
    const dto = await getPage(page.pageID);
    expect(dto.publishedVersionID).toBeNull();
    expect(dto.publishedID).toBeNull();
    expect(dto.conceptVersionID).toBe(page.versionID);
    expect(dto.pageVersion.hasPublicationRequest).toBe(true);

    const list = await pendingItems(editor);
    expect(list.totalItems).toBe(before + 1);
    expect(list.items).toHaveLength(list.totalItems);
    expect(list.items.find((item) => item.pageID === page.pageID)).toMatchObject({
      versionID: page.versionID,
      comment: 'Ready for review',
      requestedBy: { id: editorId, name: 'Eddie Editor' },
    });

    const comment = await reviewer.get(`/api/page/version/${page.versionID}/fetch-request-comment`);
    expect(comment.status).toBe(200);
    expect(comment.body.data).toMatchObject({ comment: 'Ready for review', requestedBy: { id: editorId, name: 'Eddie Editor' } });
    expectError(await publicPage(page.slug), 404, 'PM_01');
  });

  // Issue 14: the published version stays live during the review (SPEC 4's clearing of the ids
  // is the admin's editor view only); publication-live-review.api.test.ts covers the site side.
  it('keeps publishedVersionID and publishedID of a published page; the public site keeps the live version until accepted', async () => {
    const page = await published();
    const before = await getPage(page.pageID);
    expect(before.publishedID).not.toBeNull();
    expect((await publicPage(page.slug)).status).toBe(200);

    const concept = before.conceptVersionID;
    expect((await editor.post(`/api/page/version/${concept}/store`, { title: 'Otters v2' })).status).toBe(200);
    expect((await editor.post(`/api/page/${page.pageID}/request-publication`, { comment: 'v2' })).status).toBe(200);
    const dto = await getPage(page.pageID);
    expect(dto.publishedVersionID).toBe(before.publishedVersionID);
    expect(dto.publishedID).toBe(before.publishedID);
    const during = await publicPage(page.slug);
    expect(during.status).toBe(200);
    expect(during.body.page.pageVersion.id).toBe(before.publishedVersionID);

    expect((await reviewer.post(`/api/page/version/${dto.conceptVersionID}/accept-publication`, { feedback: '' })).status).toBe(200);
    const live = await publicPage(page.slug);
    expect(live.status).toBe(200);
    expect(live.body.page.pageVersion.id).toBe(dto.conceptVersionID);
  });

  it('a comment is optional', async () => {
    const page = await newPage();
    expect((await editor.post(`/api/page/${page.pageID}/request-publication`)).status).toBe(200);
    expect((await requestRow(page.versionID)).comment).toBe('');
  });

  it('a second request while one is pending is 409 V_07, from anyone', async () => {
    const page = await requested();
    expectError(await editor.post(`/api/page/${page.pageID}/request-publication`, { comment: 'again' }), 409, 'V_07');
    expectError(await otherEditor.post(`/api/page/${page.pageID}/request-publication`, { comment: 'me too' }), 409, 'V_07');
    const rows = await t.deps.db.selectFrom('publication_requests').select('id').where('page_id', '=', page.pageID).execute();
    expect(rows).toHaveLength(1);
  });

  it('needs create-page', async () => {
    const page = await newPage();
    expectError(await reviewOnly.post(`/api/page/${page.pageID}/request-publication`, { comment: '' }), 403, 'UM_01');
    expectError(await publishOnly.post(`/api/page/${page.pageID}/request-publication`, { comment: '' }), 403, 'UM_01');
  });

  it('bad bodies are 400 with the property', async () => {
    const page = await newPage();
    expectError(await editor.post(`/api/page/${page.pageID}/request-publication`, { comment: 5 }), 400, 'V_12', 'comment');
    expectError(await editor.post(`/api/page/${page.pageID}/request-publication`, { comment: 'x'.repeat(2001) }), 400, 'V_14', 'comment');
    const array = await editor.request('POST', `/api/page/${page.pageID}/request-publication`, {
      payload: '[1,2]',
      headers: { 'content-type': 'application/json' },
    });
    expect(array.status).toBe(400);
    const broken = await editor.request('POST', `/api/page/${page.pageID}/request-publication`, {
      payload: '{"comment":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect(await t.deps.db.selectFrom('publication_requests').select('id').where('page_id', '=', page.pageID).execute()).toHaveLength(0);
  });

  it('a nonexistent page is 404 PM_01', async () => {
    expectError(await editor.post('/api/page/999999/request-publication', { comment: '' }), 404, 'PM_01');
  });
});

describe('resend-publication-request', () => {
  it('the requester may resend; resentAt is recorded', async () => {
    const page = await requested();
    await resendDue(page.pageID);
    const response = await editor.post(`/api/page/${page.pageID}/resend-publication-request`);
    expect(response.status).toBe(200);
    const row = await requestRow(page.versionID);
    expect(row.status).toBe('pending');
    expect(row.resent_at).not.toBeNull();
    const comment = await reviewer.get(`/api/page/version/${page.versionID}/fetch-request-comment`);
    expect(comment.body.data.resentAt).toBe(row.resent_at);
  });

  it('someone else needs publish-page', async () => {
    const page = await requested();
    await resendDue(page.pageID);
    expectError(await otherEditor.post(`/api/page/${page.pageID}/resend-publication-request`), 403, 'UM_01');
    expect((await requestRow(page.versionID)).resent_at).toBeNull();
    expect((await reviewer.post(`/api/page/${page.pageID}/resend-publication-request`)).status).toBe(200);
  });

  it('the requester needs create-page (a publisher does not), a pending request and an existing page', async () => {
    const { agent: requester, roleId: requesterRole } = await requesterWithOwnRole();
    const page = await requested(requester);
    await resendDue(page.pageID);
    // The requester's role loses create-page: their own request is no longer theirs to resend.
    await replaceRolePermissions(t.deps.db, requesterRole, ['manage-media']);
    expectError(await requester.post(`/api/page/${page.pageID}/resend-publication-request`), 403, 'UM_01');
    expect((await requestRow(page.versionID)).resent_at).toBeNull();
    expectError(await reviewOnly.post(`/api/page/${page.pageID}/resend-publication-request`), 403, 'UM_01');
    // With it back, the requester may again; a publisher without create-page may too.
    await replaceRolePermissions(t.deps.db, requesterRole, ['create-page']);
    expect((await requester.post(`/api/page/${page.pageID}/resend-publication-request`)).status).toBe(200);
    await resendDue(page.pageID);
    expect((await publishOnly.post(`/api/page/${page.pageID}/resend-publication-request`)).status).toBe(200);
    const idle = await newPage();
    expectError(await editor.post(`/api/page/${idle.pageID}/resend-publication-request`), 404, 'G_02');
    expectError(await editor.post('/api/page/999999/resend-publication-request'), 404, 'PM_01');
  });
});

describe('revoke-publication-request', () => {
  it('the requester revokes: the request is closed, the flag cleared and the list no longer shows it; twice is 404', async () => {
    const page = await requested();
    expect((await editor.post(`/api/page/${page.pageID}/revoke-publication-request`)).status).toBe(200);
    expect((await requestRow(page.versionID)).status).toBe('revoked');
    expect((await getPage(page.pageID)).pageVersion.hasPublicationRequest).toBe(false);
    expect((await pendingItems()).items.some((item) => item.pageID === page.pageID)).toBe(false);
    expectError(await editor.post(`/api/page/${page.pageID}/revoke-publication-request`), 404, 'G_02');
    expectError(await reviewer.post(`/api/page/version/${page.versionID}/accept-publication`, { feedback: '' }), 404, 'G_02');
    expectError(await reviewer.post(`/api/page/version/${page.versionID}/reject-publication`, { feedback: 'No' }), 404, 'G_02');
    expectError(await reviewer.get(`/api/page/version/${page.versionID}/fetch-request-comment`), 404, 'G_02');
    // After a revoke a new request is possible again.
    expect((await editor.post(`/api/page/${page.pageID}/request-publication`, { comment: 'again' })).status).toBe(200);
  });

  it('someone else needs publish-page', async () => {
    const page = await requested();
    expectError(await otherEditor.post(`/api/page/${page.pageID}/revoke-publication-request`), 403, 'UM_01');
    expect((await requestRow(page.versionID)).status).toBe('pending');
    expect((await reviewer.post(`/api/page/${page.pageID}/revoke-publication-request`)).status).toBe(200);
    expect((await requestRow(page.versionID)).status).toBe('revoked');
  });

  it('the requester needs create-page (a publisher does not), and an existing page', async () => {
    const { agent: requester, roleId: requesterRole } = await requesterWithOwnRole();
    const page = await requested(requester);
    await replaceRolePermissions(t.deps.db, requesterRole, ['manage-media']);
    expectError(await requester.post(`/api/page/${page.pageID}/revoke-publication-request`), 403, 'UM_01');
    expectError(await reviewOnly.post(`/api/page/${page.pageID}/revoke-publication-request`), 403, 'UM_01');
    expect((await requestRow(page.versionID)).status).toBe('pending');
    await replaceRolePermissions(t.deps.db, requesterRole, ['create-page']);
    expect((await requester.post(`/api/page/${page.pageID}/revoke-publication-request`)).status).toBe(200);
    expect((await requestRow(page.versionID)).status).toBe('revoked');
    // A publisher without create-page may revoke someone else's request.
    const other = await requested();
    expect((await publishOnly.post(`/api/page/${other.pageID}/revoke-publication-request`)).status).toBe(200);
    expect((await requestRow(other.versionID)).status).toBe('revoked');
    expectError(await editor.post('/api/page/999999/revoke-publication-request'), 404, 'PM_01');
  });
});

describe('accept-publication', () => {
  it('publishes the requested version first, then accepts: history, pointers, new concept, public site', async () => {
    const page = await requested();
    const response = await reviewer.post(`/api/page/version/${page.versionID}/accept-publication`, { feedback: 'Nice' });
    expect(response.status).toBe(200);

    const dto = await getPage(page.pageID);
    expect(dto.publishedVersionID).toBe(page.versionID);
    expect(dto.conceptVersionID).not.toBe(page.versionID);
    expect(dto.hasUnpublishedChanges).toBe(false);
    expect(dto.pageVersion.hasPublicationRequest).toBe(false);

    const request = await requestRow(page.versionID);
    expect(request).toMatchObject({ status: 'accepted', reviewed_by: reviewerId, feedback: 'Nice' });
    expect(request.decided_at).not.toBeNull();
    const publication = await t.deps.db.selectFrom('publications').selectAll().where('page_id', '=', page.pageID).executeTakeFirstOrThrow();
    expect(publication).toMatchObject({
      id: dto.publishedID,
      version_id: page.versionID,
      published_by: reviewerId,
      request_id: request.id,
    });

    const frozen = await admin.get(`/api/page/version/fetch/${page.versionID}`);
    expect(frozen.body.version).toMatchObject({ isConcept: false, hasPublicationRequest: false });
    expect(frozen.body.version.publishedAt).not.toBeNull();

    const history = await admin.get(`/api/page/${page.pageID}/versions`);
    expect(history.body.data.items.find((item: { id: number }) => item.id === page.versionID)).toMatchObject({
      isPublished: true,
      isConcept: false,
    });
    expect(history.body.data.items.find((item: { id: number }) => item.id === dto.conceptVersionID)).toMatchObject({
      isPublished: false,
      isConcept: true,
    });

    const live = await publicPage(page.slug);
    expect(live.status).toBe(200);
    expect(live.body.page.pageVersion.id).toBe(page.versionID);
    expect((await pendingItems()).items.some((item) => item.pageID === page.pageID)).toBe(false);

    expectError(await otherReviewer.post(`/api/page/version/${page.versionID}/accept-publication`, { feedback: '' }), 404, 'G_02');
    expectError(await otherReviewer.post(`/api/page/version/${page.versionID}/reject-publication`, { feedback: 'Late' }), 404, 'G_02');
  });

  it('a store after acceptance is an unpublished change; the public site keeps the accepted version', async () => {
    const page = await requested(editor);
    await reviewer.post(`/api/page/version/${page.versionID}/accept-publication`, { feedback: '' });
    const concept = (await getPage(page.pageID)).conceptVersionID;
    expect((await editor.post(`/api/page/version/${concept}/store`, { title: 'Otters, revised' })).status).toBe(200);
    const dto = await getPage(page.pageID);
    expect(dto.hasUnpublishedChanges).toBe(true);
    expect(dto.publishedVersionID).toBe(page.versionID);
    const live = await publicPage(page.slug);
    expect(live.body.page.pageVersion.title).toBe('Otters');
    // The frozen version cannot be edited: it was the concept until the acceptance, so a store on it is stale (reload).
    expectError(await editor.post(`/api/page/version/${page.versionID}/store`, { title: 'Rewrite history' }), 409, 'G_05');
  });

  it('four eyes: nobody decides on their own request, whatever their permissions', async () => {
    const ownByReviewer = await requested(reviewer);
    expectError(await reviewer.post(`/api/page/version/${ownByReviewer.versionID}/accept-publication`, { feedback: '' }), 403, 'UM_01');
    expectError(await reviewer.post(`/api/page/version/${ownByReviewer.versionID}/reject-publication`, { feedback: 'Hmm' }), 403, 'UM_01');
    const ownByAdmin = await requested(admin);
    expectError(await admin.post(`/api/page/version/${ownByAdmin.versionID}/accept-publication`, { feedback: '' }), 403, 'UM_01');
    expectError(await admin.post(`/api/page/version/${ownByAdmin.versionID}/reject-publication`, { feedback: 'Hmm' }), 403, 'UM_01');
    expect((await requestRow(ownByReviewer.versionID)).status).toBe('pending');
    expect((await requestRow(ownByAdmin.versionID)).status).toBe('pending');
    expect((await getPage(ownByReviewer.pageID)).publishedVersionID).toBeNull();
    // Another reviewer may.
    expect((await otherReviewer.post(`/api/page/version/${ownByReviewer.versionID}/accept-publication`, { feedback: '' })).status).toBe(
      200,
    );
    expect((await reviewer.post(`/api/page/version/${ownByAdmin.versionID}/accept-publication`, { feedback: '' })).status).toBe(200);
  });

  it('four eyes: a concept stored after the request cannot be accepted unreviewed (409 V_07); a new request can', async () => {
    const page = await requested();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await editor.post(`/api/page/version/${page.versionID}/store`, { title: 'Sneaky change' })).status).toBe(200);
    expectError(await reviewer.post(`/api/page/version/${page.versionID}/accept-publication`, { feedback: '' }), 409, 'V_07');
    expect(await getPage(page.pageID)).toMatchObject({ publishedVersionID: null, publishedID: null, conceptVersionID: page.versionID });
    expect((await requestRow(page.versionID)).status).toBe('pending');
    expectError(await publicPage(page.slug), 404, 'PM_01');
    // Rejecting it stays possible, and so does asking again with the new content.
    expect((await editor.post(`/api/page/${page.pageID}/revoke-publication-request`)).status).toBe(200);
    expect((await editor.post(`/api/page/${page.pageID}/request-publication`, { comment: 'Changed' })).status).toBe(200);
    expect((await reviewer.post(`/api/page/version/${page.versionID}/accept-publication`, { feedback: '' })).status).toBe(200);
    expect((await publicPage(page.slug)).body.page.pageVersion.title).toBe('Sneaky change');
  });

  it('needs review-publication: an Editor or a publisher without it gets 403; review-publication alone is enough', async () => {
    const page = await requested();
    expectError(await otherEditor.post(`/api/page/version/${page.versionID}/accept-publication`, { feedback: '' }), 403, 'UM_01');
    expectError(await publishOnly.post(`/api/page/version/${page.versionID}/accept-publication`, { feedback: '' }), 403, 'UM_01');
    expect((await requestRow(page.versionID)).status).toBe('pending');
    expect((await reviewOnly.post(`/api/page/version/${page.versionID}/accept-publication`, { feedback: '' })).status).toBe(200);
    expect((await getPage(page.pageID)).publishedVersionID).toBe(page.versionID);
  });

  it('without a pending request, or for a nonexistent version, is 404', async () => {
    const idle = await newPage();
    expectError(await reviewer.post(`/api/page/version/${idle.versionID}/accept-publication`, { feedback: '' }), 404, 'G_02');
    expectError(await reviewer.post('/api/page/version/999999/accept-publication', { feedback: '' }), 404, 'G_02');
    expect((await getPage(idle.pageID)).publishedVersionID).toBeNull();
  });

  it('feedback is optional but must be text', async () => {
    const page = await requested();
    expectError(
      await reviewer.post(`/api/page/version/${page.versionID}/accept-publication`, { feedback: ['x'] }),
      400,
      'V_12',
      'feedback',
    );
    expectError(
      await reviewer.post(`/api/page/version/${page.versionID}/accept-publication`, { feedback: 'x'.repeat(4001) }),
      400,
      'V_14',
      'feedback',
    );
    expect((await requestRow(page.versionID)).status).toBe('pending');
    expect((await reviewer.post(`/api/page/version/${page.versionID}/accept-publication`)).status).toBe(200);
  });
});

describe('reject-publication', () => {
  it('closes the request with the feedback; the page stays offline; accept after reject is 404', async () => {
    const page = await requested();
    const response = await reviewer.post(`/api/page/version/${page.versionID}/reject-publication`, { feedback: 'Add a photo' });
    expect(response.status).toBe(200);
    expect(await requestRow(page.versionID)).toMatchObject({ status: 'rejected', reviewed_by: reviewerId, feedback: 'Add a photo' });
    const dto = await getPage(page.pageID);
    expect(dto).toMatchObject({ publishedVersionID: null, publishedID: null, conceptVersionID: page.versionID });
    expect(dto.pageVersion.hasPublicationRequest).toBe(false);
    expectError(await publicPage(page.slug), 404, 'PM_01');
    expectError(await otherReviewer.post(`/api/page/version/${page.versionID}/accept-publication`, { feedback: '' }), 404, 'G_02');
    expectError(await otherReviewer.post(`/api/page/version/${page.versionID}/reject-publication`, { feedback: 'Again' }), 404, 'G_02');
    expectError(await editor.post(`/api/page/${page.pageID}/revoke-publication-request`), 404, 'G_02');
  });

  it('needs feedback: empty, blank or missing is 400 V_01 feedback', async () => {
    const page = await requested();
    for (const body of [{ feedback: '' }, { feedback: '   ' }, {}]) {
      expectError(await reviewer.post(`/api/page/version/${page.versionID}/reject-publication`, body), 400, 'V_01', 'feedback');
    }
    expectError(await reviewer.post(`/api/page/version/${page.versionID}/reject-publication`, { feedback: null }), 400, 'V_12', 'feedback');
    expect((await requestRow(page.versionID)).status).toBe('pending');
  });

  it('needs review-publication', async () => {
    const page = await requested();
    expectError(await otherEditor.post(`/api/page/version/${page.versionID}/reject-publication`, { feedback: 'No' }), 403, 'UM_01');
    expectError(await publishOnly.post(`/api/page/version/${page.versionID}/reject-publication`, { feedback: 'No' }), 403, 'UM_01');
    expect((await requestRow(page.versionID)).status).toBe('pending');
  });

  it('without a pending request is 404', async () => {
    const idle = await newPage();
    expectError(await reviewer.post(`/api/page/version/${idle.versionID}/reject-publication`, { feedback: 'No' }), 404, 'G_02');
    expectError(await reviewer.post('/api/page/version/999999/reject-publication', { feedback: 'No' }), 404, 'G_02');
  });
});

describe('publish and unpublish', () => {
  it('publish freezes the concept, points the page at it and makes a fresh concept; the public site follows at once', async () => {
    const page = await newPage();
    expectError(await publicPage(page.slug), 404, 'PM_01');
    expect((await reviewer.post(`/api/page/${page.pageID}/publish`)).status).toBe(200);
    const dto = await getPage(page.pageID);
    expect(dto.publishedVersionID).toBe(page.versionID);
    expect(dto.publishedID).toBeGreaterThan(0);
    expect(dto.conceptVersionID).not.toBe(page.versionID);
    expect(dto.hasUnpublishedChanges).toBe(false);
    const live = await publicPage(page.slug);
    expect(live.status).toBe(200);
    expect(live.body.page.pageVersion.id).toBe(page.versionID);

    // Store, then publish again: the new content is live at once and both versions are history.
    expect((await editor.post(`/api/page/version/${dto.conceptVersionID}/store`, { title: 'Otters 2' })).status).toBe(200);
    expect((await getPage(page.pageID)).hasUnpublishedChanges).toBe(true);
    expect((await reviewer.post(`/api/page/${page.pageID}/publish`)).status).toBe(200);
    const again = await getPage(page.pageID);
    expect(again.publishedVersionID).toBe(dto.conceptVersionID);
    expect(again.publishedID).not.toBe(dto.publishedID);
    expect(again.hasUnpublishedChanges).toBe(false);
    const live2 = await publicPage(page.slug);
    expect(live2.body.page.pageVersion).toMatchObject({ id: dto.conceptVersionID, title: 'Otters 2' });
    const history = (await admin.get(`/api/page/${page.pageID}/versions`)).body.data.items as {
      id: number;
      isPublished: boolean;
      publishedAt: string | null;
    }[];
    expect(
      history
        .filter((item) => item.publishedAt !== null)
        .map((item) => item.id)
        .sort(),
    ).toEqual([page.versionID, dto.conceptVersionID].sort());
    expect(history.filter((item) => item.isPublished).map((item) => item.id)).toEqual([dto.conceptVersionID]);
  });

  it("publishing a page with someone else's pending request closes it as superseded (not accepted: nobody reviewed it)", async () => {
    const page = await requested(editor);
    expect((await reviewer.post(`/api/page/${page.pageID}/publish`)).status).toBe(200);
    expect(await requestRow(page.versionID)).toMatchObject({ status: 'superseded', reviewed_by: reviewerId, feedback: null });
    expect((await getPage(page.pageID)).pageVersion.hasPublicationRequest).toBe(false);
    expectError(await otherReviewer.post(`/api/page/version/${page.versionID}/accept-publication`, { feedback: '' }), 404, 'G_02');
  });

  it('unpublish clears publishedVersionID and publishedID; the public site answers 404 PM_01', async () => {
    const page = await published();
    expect((await reviewer.post(`/api/page/${page.pageID}/unpublish`)).status).toBe(200);
    const dto = await getPage(page.pageID);
    expect(dto).toMatchObject({ publishedVersionID: null, publishedID: null, hasUnpublishedChanges: true });
    expectError(await publicPage(page.slug), 404, 'PM_01');
  });

  it('needs publish-page: an Editor may only request', async () => {
    const page = await newPage();
    expectError(await editor.post(`/api/page/${page.pageID}/publish`), 403, 'UM_01');
    expectError(await reviewOnly.post(`/api/page/${page.pageID}/publish`), 403, 'UM_01');
    expect((await getPage(page.pageID)).publishedVersionID).toBeNull();
    expect((await publishOnly.post(`/api/page/${page.pageID}/publish`)).status).toBe(200);
    expectError(await editor.post(`/api/page/${page.pageID}/unpublish`), 403, 'UM_01');
    expectError(await reviewOnly.post(`/api/page/${page.pageID}/unpublish`), 403, 'UM_01');
    expect((await getPage(page.pageID)).publishedVersionID).toBe(page.versionID);
  });

  it('nonexistent pages are 404 PM_01', async () => {
    expectError(await reviewer.post('/api/page/999999/publish'), 404, 'PM_01');
    expectError(await reviewer.post('/api/page/999999/unpublish'), 404, 'PM_01');
  });
});

describe('store-and-publish and store-and-unpublish', () => {
  it('store-and-publish saves the concept, then publishes it', async () => {
    const page = await newPage();
    const response = await reviewer.post(`/api/page/version/${page.versionID}/store-and-publish`, { title: 'Beavers', revision: 0 });
    expect(response.status).toBe(200);
    const dto = await getPage(page.pageID);
    expect(dto.publishedVersionID).toBe(page.versionID);
    expect(dto.conceptVersionID).not.toBe(page.versionID);
    expect(dto.title).toBe('Beavers');
    expect(dto.hasUnpublishedChanges).toBe(false);
    const live = await publicPage(page.slug);
    expect(live.body.page.pageVersion).toMatchObject({ id: page.versionID, title: 'Beavers' });
  });

  it('store-and-unpublish saves the concept and takes the page offline', async () => {
    const page = await published();
    const concept = (await getPage(page.pageID)).conceptVersionID;
    expect((await reviewer.post(`/api/page/version/${concept}/store-and-unpublish`, { title: 'Withdrawn' })).status).toBe(200);
    const dto = await getPage(page.pageID);
    expect(dto).toMatchObject({ publishedVersionID: null, publishedID: null, title: 'Withdrawn', conceptVersionID: concept });
    expectError(await publicPage(page.slug), 404, 'PM_01');
  });

  it('need create-page and publish-page', async () => {
    const page = await newPage();
    for (const path of ['store-and-publish', 'store-and-unpublish']) {
      expectError(await editor.post(`/api/page/version/${page.versionID}/${path}`, { title: 'X' }), 403, 'UM_01');
      expectError(await publishOnly.post(`/api/page/version/${page.versionID}/${path}`, { title: 'X' }), 403, 'UM_01');
      expectError(await reviewOnly.post(`/api/page/version/${page.versionID}/${path}`, { title: 'X' }), 403, 'UM_01');
    }
    const dto = await getPage(page.pageID);
    expect(dto).toMatchObject({ title: 'Otters', publishedVersionID: null });
  });

  it('bad bodies are 400 and change nothing', async () => {
    const page = await newPage();
    for (const path of ['store-and-publish', 'store-and-unpublish']) {
      expectError(await reviewer.post(`/api/page/version/${page.versionID}/${path}`, { title: 42 }), 400, 'V_01', 'title');
      expectError(await reviewer.post(`/api/page/version/${page.versionID}/${path}`, { revision: 'x' }), 400, 'V_12', 'revision');
    }
    expect(await getPage(page.pageID)).toMatchObject({ title: 'Otters', publishedVersionID: null, conceptVersionID: page.versionID });
  });

  it('a stale revision is 409 G_05 and publishes nothing', async () => {
    const page = await newPage();
    expect((await editor.post(`/api/page/version/${page.versionID}/store`, { title: 'First', revision: 0 })).status).toBe(200);
    expectError(await reviewer.post(`/api/page/version/${page.versionID}/store-and-publish`, { title: 'Stale', revision: 0 }), 409, 'G_05');
    expect(await getPage(page.pageID)).toMatchObject({ title: 'First', publishedVersionID: null });
  });

  it('a former concept (published since) is 409 G_05; a nonexistent one 404 PM_01', async () => {
    const page = await published();
    expectError(await reviewer.post(`/api/page/version/${page.versionID}/store-and-publish`, { title: 'Old' }), 409, 'G_05');
    expectError(await reviewer.post(`/api/page/version/${page.versionID}/store-and-unpublish`, { title: 'Old' }), 409, 'G_05');
    expect((await getPage(page.pageID)).publishedVersionID).toBe(page.versionID);
    expectError(await reviewer.post('/api/page/version/999999/store-and-publish', { title: 'X' }), 404, 'PM_01');
    expectError(await reviewer.post('/api/page/version/999999/store-and-unpublish', { title: 'X' }), 404, 'PM_01');
  });
});

describe('every publication call', () => {
  const calls: [method: 'GET' | 'POST', path: (id: string) => string][] = [
    ['POST', (id) => `/api/page/${id}/request-publication`],
    ['POST', (id) => `/api/page/${id}/resend-publication-request`],
    ['POST', (id) => `/api/page/${id}/revoke-publication-request`],
    ['GET', (id) => `/api/page/version/${id}/fetch-request-comment`],
    ['POST', (id) => `/api/page/version/${id}/accept-publication`],
    ['POST', (id) => `/api/page/version/${id}/reject-publication`],
    ['POST', (id) => `/api/page/${id}/publish`],
    ['POST', (id) => `/api/page/${id}/unpublish`],
    ['POST', (id) => `/api/page/version/${id}/store-and-publish`],
    ['POST', (id) => `/api/page/version/${id}/store-and-unpublish`],
  ];

  it('is 401 G_04 for an anonymous visitor and changes nothing', async () => {
    const page = await requested();
    const anonymous = t.agent();
    for (const [method, path] of calls) {
      const id = path('1').includes('/version/') ? page.versionID : page.pageID;
      const body = path('1').includes('reject') ? { feedback: 'No' } : {};
      const response = await anonymous.request(method, path(String(id)), method === 'POST' ? { payload: body } : {});
      expect({ call: path(':id'), status: response.status, errors: response.body.Errors }).toEqual({
        call: path(':id'),
        status: 401,
        errors: [{ code: 'G_04' }],
      });
    }
    expectError(await anonymous.get('/api/page/fetch-request'), 401, 'G_04');
    expect((await requestRow(page.versionID)).status).toBe('pending');
  });

  it('is 400 V_12 id for an id that is not a positive integer', async () => {
    for (const [method, path] of calls) {
      for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
        const response = await admin.request(method, path(bad), method === 'POST' ? { payload: { feedback: 'x' } } : {});
        expect({ call: path(bad), status: response.status, errors: response.body.Errors }).toEqual({
          call: path(bad),
          status: 400,
          errors: [{ code: 'V_12', property: 'id' }],
        });
      }
    }
  });
});

describe('fetch-request', () => {
  it('counts every outstanding request, not only the first page of them', async () => {
    const before = await pendingItems();
    const made = await Promise.all([requested(), requested(), requested()]);
    const after = await pendingItems();
    expect(after.totalItems).toBe(before.totalItems + 3);
    for (const page of made) expect(after.items.some((item) => item.versionID === page.versionID)).toBe(true);
  });
});

describe('concurrent decisions', () => {
  it('only one of several simultaneous requests is recorded; the others are 409 V_07', async () => {
    const page = await newPage();
    const responses = await Promise.all(
      [editor, otherEditor, editor, reviewer, admin].map((agent) =>
        agent.post(`/api/page/${page.pageID}/request-publication`, { comment: 'race' }),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const rows = await t.deps.db.selectFrom('publication_requests').select('status').where('page_id', '=', page.pageID).execute();
    expect(rows).toEqual([{ status: 'pending' }]);
  });

  it('an acceptance and a rejection at once: exactly one decision wins and the page matches it', async () => {
    const page = await requested();
    const [accept, reject] = await Promise.all([
      reviewer.post(`/api/page/version/${page.versionID}/accept-publication`, { feedback: '' }),
      otherReviewer.post(`/api/page/version/${page.versionID}/reject-publication`, { feedback: 'No' }),
    ]);
    const statuses = [accept.status, reject.status];
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 404 || status === 409)).toHaveLength(1);
    const request = await requestRow(page.versionID);
    const dto = await getPage(page.pageID);
    if (accept.status === 200) {
      expect(request.status).toBe('accepted');
      expect(dto.publishedVersionID).toBe(page.versionID);
    } else {
      expect(request.status).toBe('rejected');
      expect(dto.publishedVersionID).toBeNull();
    }
  });

  it('a store and an acceptance at once: exactly one wins, the other is 409, and nothing unreviewed goes live', async () => {
    for (let round = 0; round < 3; round += 1) {
      const page = await requested();
      const [store, accept] = await Promise.all([
        editor.post(`/api/page/version/${page.versionID}/store`, { title: 'Late change', revision: 0 }),
        reviewer.post(`/api/page/version/${page.versionID}/accept-publication`, { feedback: '' }),
      ]);
      expect([store.status, accept.status].sort()).toEqual([200, 409]);
      const dto = await getPage(page.pageID);
      if (accept.status === 200) {
        expect(store.body.Errors).toEqual([{ code: 'G_05' }]);
        expect((await publicPage(page.slug)).body.page.pageVersion.title).toBe('Otters');
        expect((await admin.get(`/api/page/version/fetch/${page.versionID}`)).body.version.title).toBe('Otters');
      } else {
        expect(accept.body.Errors).toEqual([{ code: 'V_07' }]);
        expect(dto).toMatchObject({ publishedVersionID: null, title: 'Late change' });
      }
    }
  });

  it('two simultaneous publishes: one wins, the other finds nothing left to publish (409 V_07); no orphan versions', async () => {
    const page = await newPage();
    const responses = await Promise.all([
      reviewer.post(`/api/page/${page.pageID}/publish`),
      otherReviewer.post(`/api/page/${page.pageID}/publish`),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    const dto = await getPage(page.pageID);
    const versions = await t.deps.db
      .selectFrom('page_versions')
      .select(['id', 'published_at'])
      .where('page_id', '=', page.pageID)
      .orderBy('id')
      .execute();
    const unpublished = versions.filter((version) => version.published_at === null).map((version) => version.id);
    expect(unpublished).toEqual([dto.conceptVersionID]);
    const publications = await t.deps.db
      .selectFrom('publications')
      .select(['id', 'version_id'])
      .where('page_id', '=', page.pageID)
      .orderBy('id')
      .execute();
    expect(new Set(publications.map((row) => row.version_id)).size).toBe(publications.length);
    expect(dto.publishedID).toBe(publications.at(-1)!.id);
    expect(dto.publishedVersionID).toBe(publications.at(-1)!.version_id);
  });
});

describe('NUL characters in comment and feedback (PostgreSQL cannot store them)', () => {
  it('are 400 V_12 with the property, never a 500, and record nothing', async () => {
    const nul = 'a\u0000b';
    const idle = await newPage();
    expectError(await editor.post(`/api/page/${idle.pageID}/request-publication`, { comment: nul }), 400, 'V_12', 'comment');
    expect(await t.deps.db.selectFrom('publication_requests').select('id').where('page_id', '=', idle.pageID).execute()).toHaveLength(0);
    const page = await requested();
    expectError(await reviewer.post(`/api/page/version/${page.versionID}/accept-publication`, { feedback: nul }), 400, 'V_12', 'feedback');
    expectError(await reviewer.post(`/api/page/version/${page.versionID}/reject-publication`, { feedback: nul }), 400, 'V_12', 'feedback');
    expect(await requestRow(page.versionID)).toMatchObject({ status: 'pending', feedback: null });
  });
});

describe('transitions in the wrong state are 409 V_07 and change nothing', () => {
  const publicationCount = async (pageID: number) =>
    (await t.deps.db.selectFrom('publications').select('id').where('page_id', '=', pageID).execute()).length;

  it('unpublish of a page that is not published (never, already unpublished, or offline for a request)', async () => {
    const never = await newPage();
    expectError(await reviewer.post(`/api/page/${never.pageID}/unpublish`), 409, 'V_07');

    const page = await published();
    expect((await reviewer.post(`/api/page/${page.pageID}/unpublish`)).status).toBe(200);
    const offline = await getPage(page.pageID);
    expectError(await reviewer.post(`/api/page/${page.pageID}/unpublish`), 409, 'V_07');
    expect(await getPage(page.pageID)).toMatchObject({ publishedVersionID: null, publishedID: null, updatedAt: offline.updatedAt });

    const pending = await requested();
    expectError(await reviewer.post(`/api/page/${pending.pageID}/unpublish`), 409, 'V_07');
    expect((await requestRow(pending.versionID)).status).toBe('pending');
  });

  it('store-and-unpublish of a page that is not published stores nothing', async () => {
    const page = await newPage();
    expectError(
      await reviewer.post(`/api/page/version/${page.versionID}/store-and-unpublish`, { title: 'Stored?', revision: 0 }),
      409,
      'V_07',
    );
    expect((await getPage(page.pageID)).pageVersion).toMatchObject({ title: 'Otters', revision: 0 });
  });

  it('publish with no changes since the last publish adds no duplicate to the history; after a change it publishes', async () => {
    const page = await published();
    const before = await getPage(page.pageID);
    expectError(await reviewer.post(`/api/page/${page.pageID}/publish`), 409, 'V_07');
    expectError(await admin.post(`/api/page/${page.pageID}/publish`), 409, 'V_07');
    const after = await getPage(page.pageID);
    expect(after).toMatchObject({
      publishedVersionID: before.publishedVersionID,
      publishedID: before.publishedID,
      conceptVersionID: before.conceptVersionID,
    });
    expect(await publicationCount(page.pageID)).toBe(1);
    const history = (await admin.get(`/api/page/${page.pageID}/versions`)).body.data.items as { publishedAt: string | null }[];
    expect(history.filter((item) => item.publishedAt !== null)).toHaveLength(1);

    // A store that changes nothing is still nothing to publish; a real change is.
    expect((await editor.post(`/api/page/version/${before.conceptVersionID}/store`, { title: 'Otters' })).status).toBe(200);
    expectError(await reviewer.post(`/api/page/${page.pageID}/publish`), 409, 'V_07');
    expect((await editor.post(`/api/page/version/${before.conceptVersionID}/store`, { title: 'Otters 2' })).status).toBe(200);
    expect((await reviewer.post(`/api/page/${page.pageID}/publish`)).status).toBe(200);
    expect(await publicationCount(page.pageID)).toBe(2);
  });

  it("store-and-publish that changes nothing on a published page is refused; with a change (the editor's Save and Publish) it publishes", async () => {
    const page = await published();
    const concept = (await getPage(page.pageID)).conceptVersionID;
    expectError(await reviewer.post(`/api/page/version/${concept}/store-and-publish`, { title: 'Otters', revision: 0 }), 409, 'V_07');
    expect(await publicationCount(page.pageID)).toBe(1);
    expect((await reviewer.post(`/api/page/version/${concept}/store-and-publish`, { title: 'Otters, new', revision: 0 })).status).toBe(200);
    expect(await getPage(page.pageID)).toMatchObject({ publishedVersionID: concept, title: 'Otters, new', hasUnpublishedChanges: false });
    expect(await publicationCount(page.pageID)).toBe(2);
  });

  it('request-publication on a published page without unpublished changes is refused and the page stays online', async () => {
    const page = await published();
    const before = await getPage(page.pageID);
    expectError(await editor.post(`/api/page/${page.pageID}/request-publication`, { comment: 'nothing new' }), 409, 'V_07');
    expect(await getPage(page.pageID)).toMatchObject({ publishedVersionID: before.publishedVersionID, publishedID: before.publishedID });
    expect((await publicPage(page.slug)).status).toBe(200);
    expect(await t.deps.db.selectFrom('publication_requests').select('id').where('page_id', '=', page.pageID).execute()).toHaveLength(0);
  });

  it('an unpublished page can be published and requested again without changes (it is offline)', async () => {
    const page = await published();
    expect((await reviewer.post(`/api/page/${page.pageID}/unpublish`)).status).toBe(200);
    expect((await editor.post(`/api/page/${page.pageID}/request-publication`, { comment: 'back online please' })).status).toBe(200);
    expect((await editor.post(`/api/page/${page.pageID}/revoke-publication-request`)).status).toBe(200);
    expect((await reviewer.post(`/api/page/${page.pageID}/publish`)).status).toBe(200);
    expect((await publicPage(page.slug)).status).toBe(200);
  });
});

describe('four eyes: the concept reviewed is the concept published', () => {
  it("the request records the concept's revision", async () => {
    const page = await newPage();
    expect((await editor.post(`/api/page/version/${page.versionID}/store`, { title: 'Otters!', revision: 0 })).status).toBe(200);
    expect((await editor.post(`/api/page/${page.pageID}/request-publication`, { comment: '' })).status).toBe(200);
    expect((await requestRow(page.versionID)).version_revision).toBe(1);
    expect((await reviewer.get(`/api/page/version/${page.versionID}/fetch-request-comment`)).body.data.versionRevision).toBe(1);
    expect((await pendingItems()).items.find((item) => item.versionID === page.versionID)).toMatchObject({ versionRevision: 1 });
  });

  it('a store that committed after the request, though it started before (older updated_at), blocks acceptance', async () => {
    const page = await requested();
    const request = await requestRow(page.versionID);
    // What such a save leaves behind: the revision moved on, updated_at from before the request.
    const earlier = new Date(new Date(request.created_at).getTime() - 1000).toISOString();
    await t.deps.db
      .updateTable('page_versions')
      .set((eb) => ({ revision: eb('revision', '+', 1), title: 'Unreviewed', updated_at: earlier }))
      .where('id', '=', page.versionID)
      .execute();
    expectError(await reviewer.post(`/api/page/version/${page.versionID}/accept-publication`, { feedback: '' }), 409, 'V_07');
    expect((await getPage(page.pageID)).publishedVersionID).toBeNull();
    expect((await requestRow(page.versionID)).status).toBe('pending');
  });

  it("a link rewrite in the concept after the request (another page's slug changed) blocks acceptance", async () => {
    const target = await newPage(admin, 'Target');
    const source = await newPage();
    const link = `/${target.slug}`;
    const blocks = [{ type: 'buttons', key: 'b1', props: { buttons: [{ label: 'Go', link }] } }];
    expect((await editor.post(`/api/page/version/${source.versionID}/store`, { blocks, revision: 0 })).status).toBe(200);
    expect((await editor.post(`/api/page/${source.pageID}/request-publication`, { comment: '' })).status).toBe(200);
    const moved = `${target.slug}-moved`;
    expect((await admin.put(`/api/page/${target.pageID}/save`, { slug: moved, shouldUpdateLinks: true })).status).toBe(200);
    const concept = (await admin.get(`/api/page/version/fetch/${source.versionID}`)).body.version;
    expect(concept.blocks[0].props.buttons[0].link).toBe(`/${moved}`);
    expect(concept.revision).toBe(2);
    expectError(await reviewer.post(`/api/page/version/${source.versionID}/accept-publication`, { feedback: '' }), 409, 'V_07');
    expect((await getPage(source.pageID)).publishedVersionID).toBeNull();
  });

  it('a store that changes nothing after the request does not invalidate it', async () => {
    const page = await requested();
    expect((await editor.post(`/api/page/version/${page.versionID}/store`, { id: page.versionID, title: 'Otters' })).status).toBe(200);
    expect((await reviewer.post(`/api/page/version/${page.versionID}/accept-publication`, { feedback: '' })).status).toBe(200);
    expect((await getPage(page.pageID)).publishedVersionID).toBe(page.versionID);
  });
});

describe('resend limits', () => {
  it('a resend within the cooldown of the last mailing is 429 G_06 and mails no one', async () => {
    const page = await requested();
    const queued = async () => (await t.deps.db.selectFrom('mail_queue').select('id').execute()).length;
    const mailsBefore = await queued();
    // Right after the request the reviewers were just mailed.
    expectError(await editor.post(`/api/page/${page.pageID}/resend-publication-request`), 429, 'G_06');
    expect((await requestRow(page.versionID)).resent_at).toBeNull();
    expect(await queued()).toBe(mailsBefore);
    await resendDue(page.pageID);
    expect((await editor.post(`/api/page/${page.pageID}/resend-publication-request`)).status).toBe(200);
    const resentAt = (await requestRow(page.versionID)).resent_at;
    expect(resentAt).not.toBeNull();
    const mailsAfterResend = await queued();
    expect(mailsAfterResend).toBeGreaterThan(mailsBefore);
    // And again right after the resend, by anyone.
    expectError(await editor.post(`/api/page/${page.pageID}/resend-publication-request`), 429, 'G_06');
    expectError(await reviewer.post(`/api/page/${page.pageID}/resend-publication-request`), 429, 'G_06');
    expect((await requestRow(page.versionID)).resent_at).toBe(resentAt);
    expect(await queued()).toBe(mailsAfterResend);
  });

  it('the route is rate limited per user (10 calls per 10 minutes), 429 G_06', async () => {
    const { agent: busy } = await loggedInUser(t, { role: 'Editor', name: 'Busy Editor' });
    const page = await requested(busy);
    const first = await busy.post(`/api/page/${page.pageID}/resend-publication-request`);
    expect(first.headers['x-ratelimit-limit']).toBe('10');
    for (let call = 2; call <= 10; call += 1) await busy.post(`/api/page/${page.pageID}/resend-publication-request`);
    await resendDue(page.pageID);
    // Due by the cooldown, but the user has used up the route's limit.
    const limited = await busy.post(`/api/page/${page.pageID}/resend-publication-request`);
    expectError(limited, 429, 'G_06');
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await requestRow(page.versionID)).resent_at).toBeNull();
    // Other users have their own allowance.
    expectError(await editor.post(`/api/page/${page.pageID}/resend-publication-request`), 403, 'UM_01');
  });
});
