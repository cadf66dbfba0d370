import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInUser } from '../../test-support/fixtures.ts';
import type { TestAgent } from '../../test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createPage, expectError, publish } from './pages.test-helpers.ts';

/**
 * Issue 15 finding 4: a store that replaces a concept's blocks, SEO fields or type data must
 * say which revision it started from, so two editors can never silently overwrite each other.
 * SPEC 7's page-settings store `{id, title}` keeps working without one.
 */
let t: TestApp;
let admin: TestAgent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
});
afterAll(async () => t.close());

const richText = (key: string, html: string) => ({ type: 'richText', key, anchorPoint: '', props: { html }, __images: {}, __files: {} });
const missingRevision = [{ code: 'V_01', property: 'revision' }];

async function concept(versionId: number) {
  const response = await admin.get(`/api/page/version/fetch/${versionId}`);
  expect(response.status).toBe(200);
  return response.body.version;
}

describe('a store that replaces content needs the revision it started from', () => {
  const replacing: [string, Record<string, unknown>][] = [
    ['blocks', { blocks: [richText('k1', '<p>mine</p>')] }],
    ['seoTitle', { seoTitle: 'Mine' }],
    ['seoDescription', { seoDescription: 'Mine' }],
    ['seoKeywords', { seoKeywords: ['mine'] }],
    ['seoImage', { seoImage: null }],
    ['typeData', { typeData: {} }],
    ['title with blocks', { id: 0, title: 'Mine', blocks: [] }],
  ];

  it.each(replacing)('store with %s and no revision: 400 V_01 revision, nothing written', async (_name, fields) => {
    const { pageVersionID } = await createPage(admin);
    const body = 'id' in fields ? { ...fields, id: pageVersionID } : fields;
    expectError(await admin.post(`/api/page/version/${pageVersionID}/store`, body), 400, missingRevision);
    expect((await concept(pageVersionID)).revision).toBe(0);
    const withRevision = await admin.post(`/api/page/version/${pageVersionID}/store`, { ...body, revision: 0 });
    expect(withRevision.status, JSON.stringify(withRevision.body)).toBe(200);
  });

  it('store-and-publish and store-and-unpublish need it too', async () => {
    const { pageID, pageVersionID } = await createPage(admin);
    const blocks = [richText('k1', '<p>published</p>')];
    expectError(await admin.post(`/api/page/version/${pageVersionID}/store-and-publish`, { blocks }), 400, missingRevision);
    expect((await admin.get(`/api/page/${pageID}`)).body.page.publishedVersionID).toBeNull();

    const next = await publish(t, pageID);
    expectError(await admin.post(`/api/page/version/${next}/store-and-unpublish`, { seoTitle: 'x' }), 400, missingRevision);
    expect((await admin.get(`/api/page/${pageID}`)).body.page.publishedVersionID).not.toBeNull();
  });

  it('restoring a version into the concept needs it too', async () => {
    const { pageID, pageVersionID } = await createPage(admin);
    const older = (await admin.post(`/api/page/version/${pageVersionID}/store`, { revision: 0, blocks: [richText('k1', '<p>one</p>')] }))
      .body;
    expect(older.version.revision).toBe(1);
    const history = (await admin.get(`/api/page/${pageID}/versions`)).body.data.items as { id: number; kind: string }[];
    const draft = history.find((item) => item.id !== pageVersionID)!;
    expectError(await admin.post(`/api/page/${pageID}/versions/${draft.id}/restore`, {}), 400, missingRevision);
    expect((await admin.post(`/api/page/${pageID}/versions/${draft.id}/restore`, { revision: 1 })).status).toBe(200);
  });

  it('the page-settings store {id, title} works without a revision (SPEC 7)', async () => {
    const { pageVersionID } = await createPage(admin);
    const response = await admin.post(`/api/page/version/${pageVersionID}/store`, { id: pageVersionID, title: 'Settings title' });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.version).toMatchObject({ title: 'Settings title', revision: 1 });
  });
});

describe('concurrent stores of the same field', () => {
  it('without a revision: every one is refused, none overwrites another', async () => {
    const { pageVersionID } = await createPage(admin);
    const { agent: editor } = await loggedInUser(t, { role: 'Editor' });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        (index % 2 ? editor : admin).post(`/api/page/version/${pageVersionID}/store`, { blocks: [richText('k1', `<p>${index}</p>`)] }),
      ),
    );
    expect(results.map((result) => result.status)).toEqual(Array(20).fill(400));
    expect(await concept(pageVersionID)).toMatchObject({ revision: 0, blocks: [] });
  });

  it('with revisions: per revision exactly one wins, the rest get 409 G_05, and the winner is what is stored', async () => {
    const { pageVersionID } = await createPage(admin);
    const { agent: editor } = await loggedInUser(t, { role: 'Editor' });
    for (let revision = 0; revision < 3; revision++) {
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          (index % 2 ? editor : admin).post(`/api/page/version/${pageVersionID}/store`, {
            revision,
            blocks: [richText('k1', `<p>round ${revision} try ${index}</p>`)],
          }),
        ),
      );
      const winners = results.filter((result) => result.status === 200);
      expect(winners, `revision ${revision}`).toHaveLength(1);
      for (const loser of results.filter((result) => result.status !== 200)) expectError(loser, 409, [{ code: 'G_05' }]);
      // Nothing lost silently: the one store that was told it succeeded is the stored content.
      const stored = await concept(pageVersionID);
      expect(stored.revision).toBe(revision + 1);
      expect(stored.blocks).toEqual(winners[0]!.body.version.blocks);
    }
  });
});
