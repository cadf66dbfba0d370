import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  pageAnswer,
  pageCreatedAnswer,
  pageListAnswer,
  pageSearchAnswer,
  pageSiblingsAnswer,
  pageVersionAnswer,
  slugAvailableAnswer,
  versionHistoryAnswer,
} from '../../../shared/pages/page-answers.ts';
import { pendingRequestAnswer, publicationRequestsAnswer } from '../../../shared/pages/publication-dto.ts';
import { loggedInUser } from '../../test-support/fixtures.ts';
import type { TestAgent } from '../../test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { conceptOf, createPage, IMAGE, publish, uniqueSlug } from './pages.test-helpers.ts';

/**
 * The admin checks every page and publication answer against the shared schemas
 * (src/shared/pages) where it enters. These tests hold the server's real answers against
 * the same schemas, so a schema that is stricter than what the server sends fails here
 * and not in an editor's browser.
 */
let t: TestApp;
let admin: TestAgent;
let editor: TestAgent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
  ({ agent: editor } = await loggedInUser(t, { role: 'Editor', name: 'Eddie Editor' }));
});
afterAll(async () => t.close());

function expectAnswer(schema: z.ZodType, response: { status: number; body: unknown }): void {
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const checked = schema.safeParse(response.body);
  expect(checked.success, JSON.stringify(checked.error?.issues)).toBe(true);
}

const content = [
  { type: 'richText', key: 'one', props: { html: '<p>Hi!</p>' } },
  { type: 'hero', key: 'two', anchorPoint: 'top', props: { buttons: [{ label: 'Go', link: '/x' }] }, __images: { background: [IMAGE] } },
];

describe('the answers the admin checks match the shared schemas', () => {
  it('page, version, store, save, restore and history', async () => {
    const created = await admin.post('/api/page/create', {
      title: 'Otters',
      slug: uniqueSlug(),
      type: 'news',
      locale: 'nl-nl',
      content,
      typeData: { publicationDate: '2024-05-01' },
    });
    expectAnswer(pageCreatedAnswer, created);
    const pageId = created.body.pageID as number;
    // A block of a type the registry no longer knows travels as an opaque block.
    const concept = await conceptOf(t, pageId);
    const stored = await t.deps.db.selectFrom('page_versions').select('blocks').where('id', '=', concept).executeTakeFirstOrThrow();
    const withRetired = [
      ...JSON.parse(stored.blocks ?? '[]'),
      { type: 'retiredBlock', key: 'old', props: { x: 1 }, anchorPoint: '', __images: {}, __files: {}, extra: true },
    ];
    await t.deps.db
      .updateTable('page_versions')
      .set({ blocks: JSON.stringify(withRetired) })
      .where('id', '=', concept)
      .execute();

    const page = await admin.get(`/api/page/${pageId}`);
    expectAnswer(pageAnswer, page);
    expect(pageAnswer.parse(page.body).page.pageVersion.blocks.at(-1)).toMatchObject({ type: 'retiredBlock', extra: true });

    const storedVersion = await admin.post(`/api/page/version/${concept}/store`, {
      revision: page.body.page.pageVersion.revision,
      title: 'Otters at night',
      seoTitle: 'Otters',
      seoKeywords: ['otter'],
      seoImage: [IMAGE],
    });
    expectAnswer(pageVersionAnswer, storedVersion);
    expectAnswer(pageVersionAnswer, await admin.get(`/api/page/version/fetch/${concept}`));
    expectAnswer(pageAnswer, await admin.put(`/api/page/${pageId}/save`, { id: pageId, slug: uniqueSlug(), shouldUpdateLinks: false }));

    await publish(t, pageId);
    expectAnswer(pageAnswer, await admin.get(`/api/page/${pageId}`));
    const history = await admin.get(`/api/page/${pageId}/versions`);
    expectAnswer(versionHistoryAnswer, history);
    const newConcept = await conceptOf(t, pageId);
    const current = await admin.get(`/api/page/version/fetch/${newConcept}`);
    const restored = await admin.post(`/api/page/${pageId}/versions/${concept}/restore`, { revision: current.body.version.revision });
    expectAnswer(pageVersionAnswer, restored);
  });

  it('list, search, slug check, translations and duplicates', async () => {
    const { pageID } = await createPage(admin, { title: 'Badgers', type: 'blank' });
    expectAnswer(
      pageListAnswer,
      await admin.post('/api/page/list', {
        type: '',
        locale: '',
        pageIndex: 0,
        pageSize: 10,
        searchTerm: '',
        columnToSort: '',
        sortOrder: 'desc',
        filter: 'all',
      }),
    );
    expectAnswer(pageListAnswer, await editor.post('/api/page/list', { filter: 'concept' }));
    expectAnswer(pageSearchAnswer, await admin.post('/api/page/search', { locale: 'nl-nl', searchTerm: 'Badg' }));
    expectAnswer(pageSearchAnswer, await admin.post('/api/menu/search-pages', { locale: 'nl-nl', searchTerm: 'Badg' }));
    expectAnswer(slugAvailableAnswer, await admin.post('/api/page/slug-available', { slug: uniqueSlug(), locale: 'nl-nl' }));
    expectAnswer(
      pageCreatedAnswer,
      await admin.post('/api/page/create-translation', { pageID, newLocale: 'en-gb', title: 'Badgers', slug: uniqueSlug() }),
    );
    expectAnswer(pageSiblingsAnswer, await admin.get(`/api/page/get-sibling-slugs/${pageID}`));
    expectAnswer(
      pageCreatedAnswer,
      await admin.post('/api/page/duplicate', { pageID, locale: 'nl-nl', title: 'Badgers again', slug: uniqueSlug() }),
    );
  });

  it('publication requests', async () => {
    const { pageID } = await createPage(editor, { title: 'Beavers', type: 'blank' });
    expect((await editor.post(`/api/page/${pageID}/request-publication`, { comment: 'Please' })).status).toBe(200);
    expectAnswer(pendingRequestAnswer, await admin.get(`/api/page/version/${await conceptOf(t, pageID)}/fetch-request-comment`));
    const requests = await admin.get('/api/page/fetch-request');
    expectAnswer(publicationRequestsAnswer, requests);
    expect(publicationRequestsAnswer.parse(requests.body).data.items.some((item) => item.pageID === pageID)).toBe(true);
    // A request made before revisions were recorded (migration 0008) carries none.
    await t.deps.db.updateTable('publication_requests').set({ version_revision: null }).where('page_id', '=', pageID).execute();
    expectAnswer(pendingRequestAnswer, await admin.get(`/api/page/version/${await conceptOf(t, pageID)}/fetch-request-comment`));
    expectAnswer(publicationRequestsAnswer, await admin.get('/api/page/fetch-request'));
  });
});
