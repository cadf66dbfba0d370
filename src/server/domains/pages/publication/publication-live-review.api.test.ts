import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInUser } from '../../../test-support/fixtures.ts';
import { withRevision } from '../../../test-support/page-store.ts';
import type { TestAgent } from '../../../test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../../test-support/test-app.ts';

/**
 * Issue 14, defect 1: a review request must not take the live page offline. The published
 * version stays live (public address, get-by-slug, sitemap, page DTO) while a change is under
 * review; accepting replaces it, rejecting or revoking leaves it as it was.
 */
let t: TestApp;
let admin: TestAgent;
let editor: TestAgent;
let reviewer: TestAgent;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
  ({ agent: editor } = await loggedInUser(t, { role: 'Editor', name: 'Eddie Editor' }));
  ({ agent: reviewer } = await loggedInUser(t, { role: 'Reviewer', name: 'Rita Reviewer' }));
});
afterAll(async () => t.close());

const header = (title: string) => ({
  type: 'pageHeader',
  key: 'h1',
  anchorPoint: '',
  props: { title, intro: '' },
  __images: {},
  __files: {},
});

async function getPage(pageID: number) {
  const response = await admin.get(`/api/page/${pageID}`);
  expect(response.status).toBe(200);
  return response.body.page;
}

async function store(pageID: number, text: string) {
  const concept = (await getPage(pageID)).conceptVersionID;
  expect(
    (await editor.post(`/api/page/version/${concept}/store`, await withRevision(editor, concept, { blocks: [header(text)] }))).status,
  ).toBe(200);
}

/** A page of the Dutch site (served at the root) with `text` published. */
async function livePage(text: string) {
  const slug = `otters-${randomBytes(4).toString('hex')}`;
  const created = await editor.post('/api/page/create', { title: 'Otters', slug, type: 'blank', locale: 'nl-nl' });
  expect(created.status).toBe(200);
  const pageID: number = created.body.pageID;
  await store(pageID, text);
  expect((await reviewer.post(`/api/page/${pageID}/publish`, {})).status).toBe(200);
  return { pageID, slug };
}

/** What a visitor gets at the page's public address. */
async function visit(slug: string) {
  const response = await t.app.inject({ method: 'GET', url: `/${slug}`, headers: { cookie: 'cms_consent=n1s1m1' } });
  return { status: response.statusCode, html: response.body };
}

/** Public address, public API and sitemap all show `text`, and only that version. */
async function expectLive(slug: string, text: string, not: string) {
  const page = await visit(slug);
  expect(page.status).toBe(200);
  expect(page.html).toContain(text);
  expect(page.html).not.toContain(not);
  const api = await t.agent().post('/api/page/get-by-slug', { slug: `/${slug}` });
  expect(api.status).toBe(200);
  expect(JSON.stringify(api.body.page.pageVersion.blocks)).toContain(text);
  const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
  expect(sitemap.body).toContain(`/${slug}<`);
}

async function requestChange(pageID: number, text: string) {
  await store(pageID, text);
  expect((await editor.post(`/api/page/${pageID}/request-publication`, { comment: 'Typo fix' })).status).toBe(200);
  return getPage(pageID);
}

describe('a review request keeps the published version live', () => {
  it('during review the old content is served; accepting replaces it', async () => {
    const { pageID, slug } = await livePage('Otters at dawn');
    const before = await getPage(pageID);

    const during = await requestChange(pageID, 'Otters at dusk');
    // The page DTO says what visitors see: the published version is still the live one.
    expect(during).toMatchObject({ publishedVersionID: before.publishedVersionID, publishedID: before.publishedID });
    expect(during.pageVersion.hasPublicationRequest).toBe(true);
    await expectLive(slug, 'Otters at dawn', 'Otters at dusk');

    expect((await reviewer.post(`/api/page/version/${during.conceptVersionID}/accept-publication`, { feedback: '' })).status).toBe(200);
    expect((await getPage(pageID)).publishedVersionID).toBe(during.conceptVersionID);
    await expectLive(slug, 'Otters at dusk', 'Otters at dawn');
  });

  it('rejecting leaves the published version as it was', async () => {
    const { pageID, slug } = await livePage('Beavers in the Biesbosch');
    const before = await getPage(pageID);
    const during = await requestChange(pageID, 'Beavers everywhere');
    await expectLive(slug, 'Beavers in the Biesbosch', 'Beavers everywhere');

    const rejected = await reviewer.post(`/api/page/version/${during.conceptVersionID}/reject-publication`, { feedback: 'No' });
    expect(rejected.status).toBe(200);
    expect(await getPage(pageID)).toMatchObject({ publishedVersionID: before.publishedVersionID, publishedID: before.publishedID });
    await expectLive(slug, 'Beavers in the Biesbosch', 'Beavers everywhere');
  });

  it('revoking the request leaves it live too, and a published page under review can still be unpublished', async () => {
    const { pageID, slug } = await livePage('Storks on the chimney');
    await requestChange(pageID, 'Storks gone');
    expect((await editor.post(`/api/page/${pageID}/revoke-publication-request`)).status).toBe(200);
    await expectLive(slug, 'Storks on the chimney', 'Storks gone');

    await requestChange(pageID, 'Storks gone again');
    expect((await reviewer.post(`/api/page/${pageID}/unpublish`, {})).status).toBe(200);
    expect((await visit(slug)).status).toBe(404);
  });
});
