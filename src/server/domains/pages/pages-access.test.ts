import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, loggedInUser } from '../../test-support/fixtures.ts';
import type { TestAgent } from '../../test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { currentRevision } from '../../test-support/page-store.ts';
import { conceptOf, createPage, expectError, IMAGE, publish, uniqueSlug, type CreatedPage } from './pages.test-helpers.ts';

let t: TestApp;
let admin: TestAgent;
let page: CreatedPage;
let published: CreatedPage;
let historyVersion: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
  page = await createPage(admin, { type: 'project' });
  published = await createPage(admin, { type: 'news' });
  historyVersion = published.pageVersionID;
  await publish(t, published.pageID);
});
afterAll(async () => t.close());

/** Every call that changes content, with a body that would succeed for an editor. */
function writeCalls(): { name: string; call: (agent: TestAgent) => Promise<{ status: number; body: any }> }[] {
  return [
    { name: 'create', call: (a) => a.post('/api/page/create', { title: 'T', slug: uniqueSlug(), type: 'blank', locale: 'nl-nl' }) },
    {
      name: 'duplicate',
      call: (a) => a.post('/api/page/duplicate', { pageID: page.pageID, locale: 'nl-nl', title: 'T', slug: uniqueSlug() }),
    },
    {
      name: 'create-translation',
      call: (a) => a.post('/api/page/create-translation', { pageID: page.pageID, newLocale: 'en-gb', title: 'T', slug: uniqueSlug() }),
    },
    { name: 'store', call: (a) => a.post(`/api/page/version/${page.pageVersionID}/store`, { title: 'T' }) },
    { name: 'save', call: (a) => a.put(`/api/page/${page.pageID}/save`, { slug: page.slug }) },
    {
      name: 'restore',
      call: async (a) => {
        const revision = await currentRevision(admin, await conceptOf(t, published.pageID));
        return a.post(`/api/page/${published.pageID}/versions/${historyVersion}/restore`, { revision });
      },
    },
    { name: 'delete', call: (a) => a.post(`/api/page/${page.pageID}/delete`) },
  ];
}

/** Calls for logged-in users only (reading the admin side). */
function adminReads(): { name: string; call: (agent: TestAgent) => Promise<{ status: number; body: any }> }[] {
  return [
    { name: 'get', call: (a) => a.get(`/api/page/${page.pageID}`) },
    { name: 'version fetch', call: (a) => a.get(`/api/page/version/fetch/${page.pageVersionID}`) },
    { name: 'versions', call: (a) => a.get(`/api/page/${page.pageID}/versions`) },
    { name: 'list', call: (a) => a.post('/api/page/list', {}) },
    { name: 'search', call: (a) => a.post('/api/page/search', { searchTerm: 'x' }) },
    { name: 'slug-available', call: (a) => a.post('/api/page/slug-available', { slug: 'x', locale: 'nl-nl' }) },
    {
      name: 'anchor-available',
      call: (a) => a.post('/api/page/anchor-available', { anchorName: 'x', blockKey: 'a', pageVersionBlocks: [] }),
    },
  ];
}

describe('permissions', () => {
  it('anonymous visitors get 401 G_04 on every admin call and nothing changes', async () => {
    const visitor = t.agent();
    for (const { name, call } of [...writeCalls(), ...adminReads()]) {
      const response = await call(visitor);
      expect({ name, status: response.status, body: response.body }).toEqual({
        name,
        status: 401,
        body: { Success: false, Errors: [{ code: 'G_04' }] },
      });
    }
    expect((await admin.get(`/api/page/${page.pageID}`)).status).toBe(200);
  });

  it('a user whose role lacks create-page gets 403 UM_01 on every write but may read', async () => {
    const role = await createRole(t, ['manage-menu']);
    const { agent: reader } = await loggedInUser(t, { role });
    for (const { name, call } of writeCalls()) {
      const response = await call(reader);
      expect({ name, status: response.status, body: response.body }).toEqual({
        name,
        status: 403,
        body: { Success: false, Errors: [{ code: 'UM_01' }] },
      });
    }
    for (const { name, call } of adminReads()) expect((await call(reader)).status, name).toBe(200);
    const stored = await admin.get(`/api/page/${page.pageID}`);
    expect(stored.body.page.title).toBe('A page');
  });

  it('an Editor may do every write', async () => {
    const { agent: editor } = await loggedInUser(t, { role: 'Editor' });
    for (const { name, call } of writeCalls()) {
      const response = await call(editor);
      expect(response.status, `${name}: ${JSON.stringify(response.body)}`).toBe(200);
    }
    expectError(await admin.get(`/api/page/${page.pageID}`), 404, [{ code: 'PM_01' }]);
    page = await createPage(admin, { type: 'project' });
  });

  it('taking live content offline needs publish-page: deleting a published page (403 UM_01); a slug change waits for publication', async () => {
    const { agent: editor } = await loggedInUser(t, { role: 'Editor' });
    const live = await createPage(admin, { type: 'news' });
    await publish(t, live.pageID);
    expectError(await editor.post(`/api/page/${live.pageID}/delete`), 403, [{ code: 'UM_01' }]);
    // The new slug goes into the concept (pending-slug.api.test.ts); the live address stays.
    const pending = uniqueSlug('moved');
    expect((await editor.put(`/api/page/${live.pageID}/save`, { slug: pending, shouldUpdateLinks: true })).status).toBe(200);
    const still = await admin.get(`/api/page/${live.pageID}`);
    expect(still.body.page).toMatchObject({ slug: live.slug, pendingSlug: pending, publishedVersionID: live.pageVersionID });
    expect((await t.agent().post('/api/page/get-by-slug', { slug: `/${live.slug}` })).status).toBe(200);
    // Saving page settings without a slug change stays possible for an editor.
    expect((await editor.put(`/api/page/${live.pageID}/save`, { id: live.pageID, slug: live.slug, shouldUpdateLinks: false })).status).toBe(
      200,
    );

    // Pages that are not published: create-page is enough.
    const draft = await createPage(admin, { type: 'news' });
    const moved = uniqueSlug('moved');
    expect((await editor.put(`/api/page/${draft.pageID}/save`, { slug: moved })).status).toBe(200);
    expect((await editor.post(`/api/page/${draft.pageID}/delete`)).status).toBe(200);

    // With publish-page (and create-page) both are allowed.
    const { agent: publisher } = await loggedInUser(t, { role: await createRole(t, ['create-page', 'publish-page']) });
    const newSlug = uniqueSlug('moved');
    expect((await publisher.put(`/api/page/${live.pageID}/save`, { slug: newSlug })).status).toBe(200);
    expect((await publisher.post(`/api/page/${live.pageID}/delete`)).status).toBe(200);
    expectError(await admin.get(`/api/page/${live.pageID}`), 404, [{ code: 'PM_01' }]);
  });

  it('public calls work anonymously', async () => {
    const visitor = t.agent();
    const news = await visitor.post('/api/page/get-pages', { type: 'news', locale: 'nl-nl' });
    expect(news.status).toBe(200);
    expect(news.body.data.items.map((item: { id: number }) => item.id)).toContain(published.pageID);
    expect((await visitor.post('/api/page/get-by-slug', { slug: `/${published.slug}` })).status).toBe(200);
    expect((await visitor.get(`/api/page/get-by-slug-query?slug=/${published.slug}`)).status).toBe(200);
    expect(
      (await visitor.post('/api/page/get-multiple', { pageIDs: [published.pageID, page.pageID] })).body.data.items.map(
        (item: { id: number }) => item.id,
      ),
    ).toEqual([published.pageID]);
    expect((await visitor.get(`/api/page/get-sibling-slugs/${published.pageID}`)).status).toBe(200);
  });

  it('writes without the CSRF token are refused', async () => {
    const agent = await t.adminAgent();
    agent.sendCsrf = false;
    const response = await agent.post('/api/page/create', { title: 'T', slug: uniqueSlug(), type: 'blank', locale: 'nl-nl' });
    expectError(response, 403, [{ code: 'G_03' }]);
  });
});

describe('bad input is a 4xx, never a 500', () => {
  const garbageIds = ['abc', '0', '-1', '1.5', '1e3', '99999999999999999999', '%00', 'null', "1'--", '0x10'];

  it('garbage ids in paths are 400 V_12 (or 404 when no route matches)', async () => {
    for (const id of garbageIds) {
      for (const response of [
        await admin.get(`/api/page/${id}`),
        await admin.get(`/api/page/version/fetch/${id}`),
        await admin.get(`/api/page/${id}/versions`),
        await admin.post(`/api/page/version/${id}/store`, { title: 'x' }),
        await admin.put(`/api/page/${id}/save`, { slug: 'x' }),
        await admin.post(`/api/page/${id}/delete`),
        await admin.post(`/api/page/${page.pageID}/versions/${id}/restore`, { revision: 0 }),
        await admin.get(`/api/page/get-sibling-slugs/${id}`),
      ]) {
        expect(response.status, `${id} ${response.raw.raw.req?.url ?? ''}`).toBeGreaterThanOrEqual(400);
        expect(response.status, id).toBeLessThan(500);
        expect(response.body.Success, id).toBe(false);
        if (response.status === 400)
          expect(response.body.Errors, id).toEqual([{ code: 'V_12', property: expect.stringMatching(/^(id|versionId)$/) }]);
      }
    }
  });

  it('wrong types in every create field', async () => {
    const valid = { title: 'T', slug: uniqueSlug(), type: 'blank', locale: 'nl-nl' };
    const cases: [Record<string, unknown>, unknown[]][] = [
      [{ title: 5 }, [{ code: 'V_01', property: 'title' }]],
      [{ title: null }, [{ code: 'V_01', property: 'title' }]],
      [{ title: 'x'.repeat(201) }, [{ code: 'V_14', property: 'title' }]],
      [{ slug: ['a'] }, [{ code: 'V_01', property: 'slug' }]],
      [{ slug: 'A B' }, [{ code: 'V_12', property: 'slug' }]],
      [{ slug: '../x' }, [{ code: 'V_12', property: 'slug' }]],
      [{ slug: 'x//y' }, [{ code: 'V_12', property: 'slug' }]],
      [{ slug: 'x'.repeat(100_000) }, [{ code: 'V_14', property: 'slug' }]],
      [{ type: 'blog' }, [{ code: 'V_12', property: 'type' }]],
      [{ type: { $ne: 1 } }, [{ code: 'V_12', property: 'type' }]],
      [{ locale: 'EN' }, [{ code: 'V_12', property: 'locale' }]],
      [{ content: {} }, [{ code: 'V_12', property: 'content' }]],
      [{ content: [{ type: 'hero' }] }, [{ code: 'V_01', property: 'content.0.key' }]],
      [{ typeData: [] }, [{ code: 'V_12', property: 'typeData' }]],
      [{ typeData: 'x' }, [{ code: 'V_12', property: 'typeData' }]],
    ];
    for (const [override, errors] of cases) {
      const response = await admin.post('/api/page/create', { ...valid, ...override });
      expect({ override: JSON.stringify(override).slice(0, 60), status: response.status, errors: response.body.Errors }).toEqual({
        override: JSON.stringify(override).slice(0, 60),
        status: 400,
        errors,
      });
    }
  });

  it('non-JSON bodies, empty bodies and bodies over the limit', async () => {
    const invalidJson = await admin.request('POST', '/api/page/create', {
      payload: '{"title":',
      headers: { 'content-type': 'application/json' },
    });
    expectError(invalidJson, 400, [{ code: 'V_12' }]);
    const text = await admin.request('POST', '/api/page/create', { payload: 'title=x', headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBeGreaterThanOrEqual(400);
    expect(text.status).toBeLessThan(500);
    const arrayBody = await admin.post('/api/page/create', [1, 2]);
    expect(arrayBody.status).toBe(400);
    const empty = await admin.post('/api/page/list');
    expect(empty.status).toBe(200);
    const huge = await admin.post(`/api/page/version/${page.pageVersionID}/store`, { title: 'x'.repeat(2 * 1024 * 1024) });
    expectError(huge, 413, [{ code: 'V_14' }]);
  });

  it('store: wrong types in every field', async () => {
    const cases: [Record<string, unknown>, unknown[]][] = [
      [{ revision: -1 }, [{ code: 'V_12', property: 'revision' }]],
      [{ revision: 'x' }, [{ code: 'V_12', property: 'revision' }]],
      [{ revision: 1.5 }, [{ code: 'V_12', property: 'revision' }]],
      [{ title: '' }, [{ code: 'V_01', property: 'title' }]],
      [{ seoTitle: 5 }, [{ code: 'V_12', property: 'seoTitle' }]],
      [{ seoTitle: 'x'.repeat(201) }, [{ code: 'V_14', property: 'seoTitle' }]],
      [{ seoDescription: 'x'.repeat(501) }, [{ code: 'V_14', property: 'seoDescription' }]],
      [{ seoKeywords: 'a,b' }, [{ code: 'V_12', property: 'seoKeywords' }]],
      [{ seoKeywords: [''] }, [{ code: 'V_16', property: 'seoKeywords.0' }]],
      [{ seoKeywords: Array.from({ length: 31 }, (_, i) => `k${i}`) }, [{ code: 'V_14', property: 'seoKeywords' }]],
      [{ seoImage: [IMAGE, IMAGE] }, [{ code: 'V_12', property: 'seoImage' }]],
      [{ seoImage: 'x' }, [{ code: 'V_12', property: 'seoImage' }]],
      [{ seoImage: [{ hash: 'not-a-hash', fileName: 'a.jpg' }] }, [{ code: 'V_12', property: 'seoImage.0.hash' }]],
      [{ typeData: { year: 'soon' } }, [{ code: 'V_12', property: 'typeData.year' }]],
      [{ typeData: { themes: 'BIODIVERSITY' } }, [{ code: 'V_12', property: 'typeData.themes' }]],
      [{ blocks: [{ type: 'richText', key: 'a', props: { html: 5 } }] }, [{ code: 'V_15', property: 'blocks.0.props.html' }]],
      [
        { blocks: [{ type: 'richText', key: 'a', props: { html: 'x'.repeat(100_001) } }] },
        [{ code: 'V_14', property: 'blocks.0.props.html' }],
      ],
      [
        { blocks: [{ type: 'hero', key: 'a', props: { buttons: [{ link: 'javascript:alert(1)' }] } }] },
        [{ code: 'V_13', property: 'blocks.0.props.buttons.0.link' }],
      ],
      [
        { blocks: [{ type: 'hero', key: 'a', props: { buttons: [{ link: '//evil.example' }] } }] },
        [{ code: 'V_13', property: 'blocks.0.props.buttons.0.link' }],
      ],
      [{ blocks: [{ type: 'pageList', key: 'a', props: { limit: 10_000 } }] }, [{ code: 'V_12', property: 'blocks.0.props.limit' }]],
      [{ blocks: [{ type: 'image', key: 'a', __images: null }] }, [{ code: 'V_12', property: 'blocks.0.__images' }]],
      [{ blocks: [{ type: 'image', key: 'a', props: null }] }, [{ code: 'V_12', property: 'blocks.0.props' }]],
      [
        {
          blocks: [
            {
              type: 'image',
              key: 'a',
              __images: { image: [{ ...IMAGE, cropParams: { x: -1, y: 0, width: 10, height: 10, rotate: 0, scaleX: 1, scaleY: 1 } }] },
            },
          ],
        },
        [{ code: 'V_12', property: 'blocks.0.__images.image.0.cropParams.x' }],
      ],
    ];
    for (const [body, errors] of cases) {
      // With a revision, as a content store must have (store-revision-required.api.test.ts), so each case tests its own field.
      const response = await admin.post(`/api/page/version/${page.pageVersionID}/store`, { revision: 0, ...body });
      expect({ body: JSON.stringify(body).slice(0, 80), status: response.status, errors: response.body.Errors }).toEqual({
        body: JSON.stringify(body).slice(0, 80),
        status: 400,
        errors,
      });
    }
    expect((await admin.get(`/api/page/${page.pageID}`)).body.page.pageVersion.revision).toBe(0);
  });

  it('translate, duplicate, save, restore and list with wrong types', async () => {
    const responses = [
      await admin.post('/api/page/create-translation', { pageID: 'abc', newLocale: 'en-gb', title: 'T', slug: 'x' }),
      await admin.post('/api/page/create-translation', { pageID: page.pageID, newLocale: 5, title: 'T', slug: 'x' }),
      await admin.post('/api/page/duplicate', { pageID: -3, locale: 'nl-nl', title: 'T', slug: 'x' }),
      await admin.post('/api/page/duplicate', { pageID: page.pageID, locale: 'nl-nl', title: 'T', slug: 'x//y' }),
      await admin.put(`/api/page/${page.pageID}/save`, { slug: 5 }),
      await admin.post(`/api/page/${published.pageID}/versions/${historyVersion}/restore`, { revision: -1 }),
      await admin.post('/api/page/list', { pageIndex: 'abc' }),
      await admin.post('/api/page/list', { columnToSort: 'x'.repeat(65) }),
      await admin.post('/api/page/slug-available', {}),
      await admin.post('/api/page/anchor-available', {
        anchorName: 'a',
        blockKey: 'b',
        pageVersionBlocks: Array.from({ length: 501 }, () => ({ key: 'k' })),
      }),
    ];
    for (const response of responses) {
      expect(response.status, JSON.stringify(response.body)).toBe(400);
      expect(response.body.Errors.length).toBeGreaterThan(0);
    }
  });

  it('NUL characters (which PostgreSQL cannot store) are refused, not a 500', async () => {
    const nul = 'a\u0000b';
    expectError(await admin.post('/api/page/create', { title: nul, slug: uniqueSlug(), type: 'blank', locale: 'nl-nl' }), 400, [
      { code: 'V_12', property: 'title' },
    ]);
    expectError(await admin.post(`/api/page/version/${page.pageVersionID}/store`, { title: nul }), 400, [
      { code: 'V_12', property: 'title' },
    ]);
    expectError(await admin.post(`/api/page/version/${page.pageVersionID}/store`, { seoTitle: nul }), 400, [
      { code: 'V_12', property: 'seoTitle' },
    ]);
    expectError(await admin.post(`/api/page/version/${page.pageVersionID}/store`, { seoDescription: nul }), 400, [
      { code: 'V_12', property: 'seoDescription' },
    ]);
    expectError(await admin.post('/api/page/list', { searchTerm: nul }), 400, [{ code: 'V_12', property: 'searchTerm' }]);
    expectError(await admin.post('/api/page/search', { searchTerm: nul }), 400, [{ code: 'V_12', property: 'searchTerm' }]);
    expectError(
      await admin.post('/api/page/create-translation', { pageID: page.pageID, newLocale: 'en-gb', title: nul, slug: uniqueSlug() }),
      400,
      [{ code: 'V_12', property: 'title' }],
    );
    expectError(await t.agent().post('/api/page/get-by-slug', { slug: `/${nul}` }), 400, [{ code: 'V_12', property: 'slug' }]);
    // No text a client sends needs a NUL, so it is refused inside JSON content too (blocks,
    // typeData, keywords), with the path of the field, and nothing is stored.
    const refused = await admin.post(`/api/page/version/${page.pageVersionID}/store`, {
      seoKeywords: [nul],
      typeData: { client: nul },
      blocks: [{ type: 'pageHeader', key: 'nul', props: { title: nul } }],
    });
    expectError(refused, 400, [
      { code: 'V_12', property: 'seoKeywords.0' },
      { code: 'V_12', property: 'typeData.client' },
      { code: 'V_12', property: 'blocks.0.props.title' },
    ]);
    const version = await admin.get(`/api/page/version/fetch/${page.pageVersionID}`);
    expect(JSON.stringify(version.body)).not.toContain('\\u0000');
  });

  it('unknown routes under /api/page are 404', async () => {
    const response = await admin.get('/api/page/1/nothing-here');
    expect(response.status).toBe(404);
  });
});
