import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInUser } from '../../../test-support/fixtures.ts';
import type { TestAgent } from '../../../test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../../test-support/test-app.ts';

/**
 * Issue 14, defect 2: publish, store-and-publish and accept carry the concept's revision the
 * user saw; a concept changed since is 409 G_05 and nothing changes. The field is optional
 * beside the SPEC 7 bodies, so `{}` (no revision) keeps working.
 */
let t: TestApp;
let admin: TestAgent;
let editor: TestAgent;
let otherEditor: TestAgent;
let reviewer: TestAgent;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
  ({ agent: editor } = await loggedInUser(t, { role: 'Editor', name: 'Eddie Editor' }));
  ({ agent: otherEditor } = await loggedInUser(t, { role: 'Editor', name: 'Olga Editor' }));
  ({ agent: reviewer } = await loggedInUser(t, { role: 'Reviewer', name: 'Rita Reviewer' }));
});
afterAll(async () => t.close());

async function getPage(pageID: number) {
  const response = await admin.get(`/api/page/${pageID}`);
  expect(response.status).toBe(200);
  return response.body.page;
}

async function newPage() {
  const slug = `page-${randomBytes(4).toString('hex')}`;
  const created = await editor.post('/api/page/create', { title: 'Otters', slug, type: 'blank', locale: 'nl-nl' });
  expect(created.status).toBe(200);
  const page = await getPage(created.body.pageID);
  return { pageID: page.id as number, versionID: page.conceptVersionID as number, revision: page.pageVersion.revision as number, slug };
}

/** Someone else stores the concept: the revision the first user saw is stale now. */
async function storedBySomeoneElse(versionID: number, title: string) {
  expect((await otherEditor.post(`/api/page/version/${versionID}/store`, { title })).status).toBe(200);
}

function expectConflict(response: { status: number; body: any }) {
  expect({ status: response.status, errors: response.body?.Errors }).toEqual({ status: 409, errors: [{ code: 'G_05' }] });
}

describe('publish', () => {
  it('a stale revision is 409 G_05 and nothing is published; the current one publishes', async () => {
    const page = await newPage();
    await storedBySomeoneElse(page.versionID, 'Otters by Olga');
    expectConflict(await reviewer.post(`/api/page/${page.pageID}/publish`, { revision: page.revision }));
    expect(await getPage(page.pageID)).toMatchObject({ publishedVersionID: null, publishedID: null, conceptVersionID: page.versionID });

    const current = (await getPage(page.pageID)).pageVersion.revision;
    expect((await reviewer.post(`/api/page/${page.pageID}/publish`, { revision: current })).status).toBe(200);
    expect((await getPage(page.pageID)).publishedVersionID).toBe(page.versionID);
  });

  it('without a revision (SPEC 7 {} or no body) it publishes as before; a bad one is 400 V_12', async () => {
    const first = await newPage();
    await storedBySomeoneElse(first.versionID, 'Changed');
    expect((await reviewer.post(`/api/page/${first.pageID}/publish`, {})).status).toBe(200);
    const second = await newPage();
    expect((await reviewer.post(`/api/page/${second.pageID}/publish`)).status).toBe(200);
    const third = await newPage();
    const bad = await reviewer.post(`/api/page/${third.pageID}/publish`, { revision: 'x' });
    expect({ status: bad.status, errors: bad.body.Errors }).toEqual({ status: 400, errors: [{ code: 'V_12', property: 'revision' }] });
  });
});

describe('store-and-publish', () => {
  it('a stale revision is 409 G_05 whether or not the store changes anything; nothing is stored or published', async () => {
    const page = await newPage();
    await storedBySomeoneElse(page.versionID, 'Otters by Olga');
    const url = `/api/page/version/${page.versionID}/store-and-publish`;
    expectConflict(await reviewer.post(url, { revision: page.revision, title: 'Otters by Rita' }));
    expectConflict(await reviewer.post(url, { revision: page.revision, title: 'Otters by Olga' }));
    expect(await getPage(page.pageID)).toMatchObject({ title: 'Otters by Olga', publishedVersionID: null, publishedID: null });
  });

  it('the current revision, or none, stores and publishes', async () => {
    const page = await newPage();
    await storedBySomeoneElse(page.versionID, 'Otters by Olga');
    const current = (await getPage(page.pageID)).pageVersion.revision;
    const url = `/api/page/version/${page.versionID}/store-and-publish`;
    expect((await reviewer.post(url, { revision: current, title: 'Otters by Rita' })).status).toBe(200);
    expect(await getPage(page.pageID)).toMatchObject({ title: 'Otters by Rita', publishedVersionID: page.versionID });

    const other = await newPage();
    expect((await reviewer.post(`/api/page/version/${other.versionID}/store-and-publish`, { title: 'No revision' })).status).toBe(200);
    expect((await getPage(other.pageID)).publishedVersionID).toBe(other.versionID);
  });
});

describe('accept-publication', () => {
  it('a reviewer who saw an older concept gets 409 G_05; the request stays pending and nothing is published', async () => {
    const page = await newPage();
    // The reviewer opened the page at page.revision; the editor then changed it and asked for review.
    expect((await editor.post(`/api/page/version/${page.versionID}/store`, { title: 'Otters, final' })).status).toBe(200);
    expect((await editor.post(`/api/page/${page.pageID}/request-publication`, { comment: '' })).status).toBe(200);
    const url = `/api/page/version/${page.versionID}/accept-publication`;
    expectConflict(await reviewer.post(url, { feedback: '', revision: page.revision }));
    const after = await getPage(page.pageID);
    expect(after).toMatchObject({ publishedVersionID: null, conceptVersionID: page.versionID });
    expect(after.pageVersion.hasPublicationRequest).toBe(true);

    expect((await reviewer.post(url, { feedback: 'Fine', revision: after.pageVersion.revision })).status).toBe(200);
    expect((await getPage(page.pageID)).publishedVersionID).toBe(page.versionID);
  });

  it('without a revision (SPEC 7 {feedback}) it accepts as before', async () => {
    const page = await newPage();
    expect((await editor.post(`/api/page/${page.pageID}/request-publication`, { comment: '' })).status).toBe(200);
    expect((await reviewer.post(`/api/page/version/${page.versionID}/accept-publication`, { feedback: '' })).status).toBe(200);
    expect((await getPage(page.pageID)).publishedVersionID).toBe(page.versionID);
  });
});
