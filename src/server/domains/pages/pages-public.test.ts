import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAgent } from '../../test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createPage, expectError, publish, uniqueSlug } from './pages.test-helpers.ts';

let t: TestApp;
let admin: TestAgent;
let visitor: TestAgent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
  visitor = t.agent();
});
afterAll(async () => t.close());

async function getPage(pageId: number) {
  const response = await admin.get(`/api/page/${pageId}`);
  expect(response.status).toBe(200);
  return response.body.page;
}

/** A published page whose concept has since been edited to a draft title. */
async function publishedWithDraft(body: Record<string, unknown>) {
  const created = await createPage(admin, body);
  const concept = await publish(t, created.pageID);
  const stored = await admin.post(`/api/page/version/${concept}/store`, { revision: 0, title: 'Secret draft title', typeData: {} });
  expect(stored.status).toBe(200);
  return { ...created, concept };
}

describe('translations', () => {
  it('a translation joins the translation group with a copy of the concept and fresh block keys', async () => {
    const source = await createPage(admin, { type: 'project', title: 'Otters', typeData: { themes: ['BIODIVERSITY'] } });
    const sourcePage = await getPage(source.pageID);
    const response = await admin.post('/api/page/create-translation', {
      pageID: source.pageID,
      newLocale: 'en-gb',
      title: 'Otters EN',
      slug: 'projects/otters',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ Success: true, Errors: [], pageID: expect.any(Number), pageVersionID: expect.any(Number) });
    const translation = await getPage(response.body.pageID);
    expect(translation).toMatchObject({
      slug: 'projects/otters',
      locale: 'en-gb',
      type: 'project',
      title: 'Otters EN',
      translationGroup: sourcePage.translationGroup,
      url: '/en-gb/projects/otters',
      publishedVersionID: null,
    });
    expect(translation.typeData.themes).toEqual(['BIODIVERSITY']);
    expect(translation.pageVersion.blocks.map((b: { type: string }) => b.type)).toEqual(
      sourcePage.pageVersion.blocks.map((b: { type: string }) => b.type),
    );
    const sourceKeys = new Set(sourcePage.pageVersion.blocks.map((b: { key: string }) => b.key));
    expect(translation.pageVersion.blocks.some((b: { key: string }) => sourceKeys.has(b.key))).toBe(false);

    const siblings = await admin.get(`/api/page/get-sibling-slugs/${source.pageID}`);
    expect(siblings.body.data.items).toEqual([
      {
        pageID: response.body.pageID,
        locale: 'en-gb',
        slug: 'projects/otters',
        title: 'Otters EN',
        url: '/en-gb/projects/otters',
        published: false,
      },
    ]);
  });

  it('one translation per locale: a second one is 409 V_06 newLocale, also from another member of the group', async () => {
    const source = await createPage(admin);
    const first = await admin.post('/api/page/create-translation', {
      pageID: source.pageID,
      newLocale: 'en-gb',
      title: 'EN',
      slug: uniqueSlug(),
    });
    expect(first.status).toBe(200);
    expectError(
      await admin.post('/api/page/create-translation', { pageID: source.pageID, newLocale: 'en-gb', title: 'EN2', slug: uniqueSlug() }),
      409,
      [{ code: 'V_06', property: 'newLocale' }],
    );
    expectError(
      await admin.post('/api/page/create-translation', { pageID: first.body.pageID, newLocale: 'nl-nl', title: 'NL', slug: uniqueSlug() }),
      409,
      [{ code: 'V_06', property: 'newLocale' }],
    );
  });

  it('two translations racing into one locale: exactly one is created', async () => {
    const source = await createPage(admin);
    const { createTranslation } = await import('./page-translations.service.ts');
    const { getSiteSettings } = await import('../settings/settings.service.ts');
    const settings = await getSiteSettings(t.deps.db);
    const user = (await admin.get('/api/auth/user')).body;
    const results = await Promise.allSettled(
      [1, 2, 3].map(() =>
        createTranslation(t.deps.db, { ...user, ID: user.ID }, settings, {
          pageID: source.pageID,
          newLocale: 'en-gb',
          title: 'EN',
          slug: uniqueSlug(),
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected', 'rejected']);
    for (const result of results) {
      if (result.status === 'rejected')
        expect(result.reason).toMatchObject({ status: 409, errors: [{ code: 'V_06', property: 'newLocale' }] });
    }
    const group = (await getPage(source.pageID)).translationGroup;
    const members = await t.deps.db.selectFrom('pages').select('locale').where('translation_group', '=', group).execute();
    expect(members.map((m) => m.locale).sort()).toEqual(['en-gb', 'nl-nl']);
  });

  it('refuses locales outside the settings, unknown pages and taken slugs', async () => {
    const source = await createPage(admin);
    expectError(
      await admin.post('/api/page/create-translation', { pageID: source.pageID, newLocale: 'de-de', title: 'DE', slug: uniqueSlug() }),
      400,
      [{ code: 'V_12', property: 'newLocale' }],
    );
    expectError(
      await admin.post('/api/page/create-translation', { pageID: source.pageID, newLocale: 'klingon', title: 'X', slug: uniqueSlug() }),
      400,
      [{ code: 'V_12', property: 'newLocale' }],
    );
    expectError(
      await admin.post('/api/page/create-translation', { pageID: 999999, newLocale: 'en-gb', title: 'X', slug: uniqueSlug() }),
      404,
      [{ code: 'PM_01' }],
    );
    const taken = await createPage(admin, { locale: 'en-gb' });
    expectError(
      await admin.post('/api/page/create-translation', { pageID: source.pageID, newLocale: 'en-gb', title: 'X', slug: taken.slug }),
      409,
      [{ code: 'V_06', property: 'slug' }],
    );
    expectError(
      await admin.post('/api/page/create-translation', { pageID: source.pageID, newLocale: 'en-gb', title: '', slug: uniqueSlug() }),
      400,
      [{ code: 'V_01', property: 'title' }],
    );
  });
});

describe('duplicate', () => {
  it('copies the concept into a new page with its own group and fresh keys', async () => {
    const source = await createPage(admin, {
      type: 'news',
      content: [{ type: 'hero', key: 'hero1', anchorPoint: 'top', props: { title: 'Hi' } }],
    });
    await admin.post(`/api/page/version/${source.pageVersionID}/store`, { revision: 0, seoTitle: 'SEO copy', seoKeywords: ['a'] });
    const sourcePage = await getPage(source.pageID);
    const response = await admin.post('/api/page/duplicate', { pageID: source.pageID, locale: 'nl-nl', title: 'Copy', slug: uniqueSlug() });
    expect(response.status).toBe(200);
    const copy = await getPage(response.body.pageID);
    expect(copy.translationGroup).not.toBe(sourcePage.translationGroup);
    expect(copy).toMatchObject({ title: 'Copy', type: 'news', locale: 'nl-nl', publishedVersionID: null });
    expect(copy.pageVersion).toMatchObject({ seoTitle: 'SEO copy', seoKeywords: ['a'], revision: 0 });
    expect(copy.pageVersion.blocks).toEqual([{ ...sourcePage.pageVersion.blocks[0], key: expect.not.stringMatching(/^hero1$/) }]);
    // The source is unchanged.
    expect((await getPage(source.pageID)).pageVersion.blocks[0].key).toBe('hero1');
    // A duplicate may go to another available locale.
    const english = await admin.post('/api/page/duplicate', { pageID: source.pageID, locale: 'en-gb', title: 'Copy', slug: uniqueSlug() });
    expect(english.status).toBe(200);
  });

  it('refuses unknown pages, unavailable locales and taken slugs', async () => {
    const source = await createPage(admin);
    expectError(await admin.post('/api/page/duplicate', { pageID: 999999, locale: 'nl-nl', title: 'X', slug: uniqueSlug() }), 404, [
      { code: 'PM_01' },
    ]);
    expectError(await admin.post('/api/page/duplicate', { pageID: source.pageID, locale: 'fr-fr', title: 'X', slug: uniqueSlug() }), 400, [
      { code: 'V_12', property: 'locale' },
    ]);
    expectError(await admin.post('/api/page/duplicate', { pageID: source.pageID, locale: 'nl-nl', title: 'X', slug: source.slug }), 409, [
      { code: 'V_06', property: 'slug' },
    ]);
  });
});

describe('get-by-slug', () => {
  it('serves published content only, never the concept', async () => {
    const page = await createPage(admin, { title: 'Live title', slug: 'nieuws/live', type: 'news' });
    expectError(await visitor.post('/api/page/get-by-slug', { slug: '/nieuws/live' }), 404, [{ code: 'PM_01' }]);
    expectError(await admin.post('/api/page/get-by-slug', { slug: '/nieuws/live' }), 404, [{ code: 'PM_01' }]);
    const concept = await publish(t, page.pageID);
    await admin.post(`/api/page/version/${concept}/store`, { title: 'Draft title' });
    const response = await visitor.post('/api/page/get-by-slug', { slug: '/nieuws/live' });
    expect(response.status).toBe(200);
    expect(response.body.page).toMatchObject({
      id: page.pageID,
      slug: 'nieuws/live',
      title: 'Live title',
      locale: 'nl-nl',
      pageType: 'news',
      publishedVersionID: page.pageVersionID,
      pageVersion: { id: page.pageVersionID, title: 'Live title' },
    });
    expect(JSON.stringify(response.body)).not.toContain('Draft title');
  });

  it('reads the locale prefix: /en-gb/projects is en-gb, / is the nl-nl home', async () => {
    const home = await createPage(admin, { slug: '', title: 'Home NL' });
    const enHome = await createPage(admin, { slug: '', title: 'Home EN', locale: 'en-gb' });
    const projects = await createPage(admin, { slug: 'projects', title: 'Projects EN', locale: 'en-gb' });
    const nlProjects = await createPage(admin, { slug: 'projects', title: 'Projects NL' });
    for (const page of [home, enHome, projects, nlProjects]) await publish(t, page.pageID);
    const title = async (slug: string) => {
      const response = await visitor.post('/api/page/get-by-slug', { slug });
      return response.status === 200 ? response.body.page.title : response.status;
    };
    expect(await title('/')).toBe('Home NL');
    expect(await title('')).toBe('Home NL');
    expect(await title('/en-gb')).toBe('Home EN');
    expect(await title('/en-gb/')).toBe('Home EN');
    expect(await title('/en-gb/projects')).toBe('Projects EN');
    expect(await title('/EN-GB/Projects/')).toBe('Projects EN');
    expect(await title('/projects')).toBe('Projects NL');
    expect(await title('/projects?utm_source=x')).toBe('Projects NL');
    expect(await title('/nl-nl/projects')).toBe(404);
    expect(await title('/de-de/projects')).toBe(404);
    expect(await title('/en-gb/nothing')).toBe(404);
    const query = await visitor.get(`/api/page/get-by-slug-query?slug=${encodeURIComponent('/en-gb/projects')}`);
    expect(query.status).toBe(200);
    expect(query.body.page.title).toBe('Projects EN');
    expectError(await visitor.get('/api/page/get-by-slug-query?slug=%2Fnope'), 404, [{ code: 'PM_01' }]);
    expectError(await visitor.get('/api/page/get-by-slug-query'), 400, [{ code: 'V_01', property: 'slug' }]);
  });

  it('refuses bad slug input without a 500', async () => {
    expectError(await visitor.post('/api/page/get-by-slug', {}), 400, [{ code: 'V_01', property: 'slug' }]);
    expectError(await visitor.post('/api/page/get-by-slug', { slug: 5 }), 400, [{ code: 'V_01', property: 'slug' }]);
    expectError(await visitor.post('/api/page/get-by-slug', { slug: 'x'.repeat(401) }), 400, [{ code: 'V_14', property: 'slug' }]);
    for (const slug of ['/../../etc/passwd', '%', '/%E0%A4%A', "' or 1=1 --"]) {
      expectError(await visitor.post('/api/page/get-by-slug', { slug }), 404, [{ code: 'PM_01' }]);
    }
    expectError(await visitor.post('/api/page/get-by-slug', { slug: '/a\u0000' }), 400, [{ code: 'V_12', property: 'slug' }]);
  });
});

describe('get-pages, get-multiple and search', () => {
  it('get-pages lists published pages of a type and locale, with published titles', async () => {
    const live = await publishedWithDraft({ type: 'innovation', title: 'Innovation A', typeData: { themes: ['RENEWABLE_ENERGY'] } });
    await createPage(admin, { type: 'innovation', title: 'Innovation unpublished' });
    const english = await createPage(admin, { type: 'innovation', title: 'Innovation EN', locale: 'en-gb' });
    await publish(t, english.pageID);
    const response = await visitor.post('/api/page/get-pages', { type: 'innovation', locale: 'nl-nl' });
    expect(response.status).toBe(200);
    expect(response.body.data.items).toEqual([
      {
        id: live.pageID,
        title: 'Innovation A',
        slug: live.slug,
        locale: 'nl-nl',
        type: 'innovation',
        url: `/${live.slug}`,
        description: '',
        typeData: { themes: ['RENEWABLE_ENERGY'], services: [] },
        updatedAt: expect.any(String),
      },
    ]);
    expectError(await visitor.post('/api/page/get-pages', { type: 'blog', locale: 'nl-nl' }), 400, [{ code: 'V_12', property: 'type' }]);
    expectError(await visitor.post('/api/page/get-pages', { type: 'news' }), 400, [{ code: 'V_12', property: 'locale' }]);
  });

  it('get-multiple: visitors get published pages with their published content; editors get all', async () => {
    const live = await publishedWithDraft({ type: 'project', title: 'Public project', typeData: { themes: ['BIODIVERSITY'] } });
    const draft = await createPage(admin, { title: 'Draft only' });
    const english = await createPage(admin, { locale: 'en-gb' });
    await publish(t, english.pageID);
    const ids = [live.pageID, draft.pageID, english.pageID, 999999, live.pageID];
    const anonymous = await visitor.post('/api/page/get-multiple', { pageIDs: ids });
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.data.items.map((item: { id: number }) => item.id).sort()).toEqual([live.pageID, english.pageID].sort());
    const publicProject = anonymous.body.data.items.find((item: { id: number }) => item.id === live.pageID);
    expect(publicProject).toMatchObject({ title: 'Public project', published: true, typeData: { themes: ['BIODIVERSITY'] } });
    expect(JSON.stringify(anonymous.body)).not.toContain('Secret draft title');
    const filtered = await visitor.post('/api/page/get-multiple', { pageIDs: ids, locale: 'en-gb' });
    expect(filtered.body.data.items.map((item: { id: number }) => item.id)).toEqual([english.pageID]);
    const editor = await admin.post('/api/page/get-multiple', { pageIDs: ids });
    expect(editor.body.data.items.map((item: { id: number }) => item.id).sort()).toEqual(
      [live.pageID, draft.pageID, english.pageID].sort(),
    );
    expect(editor.body.data.items.find((item: { id: number }) => item.id === live.pageID).title).toBe('Secret draft title');
    expect((await visitor.post('/api/page/get-multiple', { pageIDs: [] })).body.data.items).toEqual([]);
    expectError(await visitor.post('/api/page/get-multiple', { pageIDs: ['x'] }), 400, [{ code: 'V_12', property: 'pageIDs.0' }]);
    expectError(await visitor.post('/api/page/get-multiple', { pageIDs: 'x' }), 400, [{ code: 'V_12', property: 'pageIDs' }]);
    expectError(await visitor.post('/api/page/get-multiple', { pageIDs: Array.from({ length: 201 }, (_, i) => i + 1) }), 400, [
      { code: 'V_14', property: 'pageIDs' },
    ]);
  });

  it('search finds pages by title or slug for logged-in users', async () => {
    const page = await createPage(admin, { title: 'Searchable Salamander', locale: 'en-gb' });
    const found = await admin.post('/api/page/search', { locale: 'en-gb', searchTerm: 'salamander' });
    expect(found.status).toBe(200);
    expect(found.body.data.items).toEqual([
      {
        id: page.pageID,
        title: 'Searchable Salamander',
        slug: page.slug,
        locale: 'en-gb',
        type: 'blank',
        url: `/en-gb/${page.slug}`,
        published: false,
      },
    ]);
    expect((await admin.post('/api/page/search', { locale: 'nl-nl', searchTerm: 'salamander' })).body.data.items).toEqual([]);
    expect(
      (await admin.post('/api/page/search', { searchTerm: page.slug })).body.data.items.map((item: { id: number }) => item.id),
    ).toEqual([page.pageID]);
    expectError(await visitor.post('/api/page/search', { searchTerm: 'x' }), 401, [{ code: 'G_04' }]);
    expectError(await admin.post('/api/page/search', { searchTerm: 'x'.repeat(201) }), 400, [{ code: 'V_14', property: 'searchTerm' }]);
  });
});

describe('get-sibling-slugs', () => {
  it('visitors see published siblings with published titles; logged-in users see all', async () => {
    const nl = await publishedWithDraft({ title: 'NL live' });
    const en = await admin.post('/api/page/create-translation', {
      pageID: nl.pageID,
      newLocale: 'en-gb',
      title: 'EN live',
      slug: uniqueSlug(),
    });
    await publish(t, en.body.pageID);
    await admin.post(`/api/page/version/${await (async () => (await getPage(en.body.pageID)).conceptVersionID)()}/store`, {
      title: 'EN draft',
    });

    const visitorView = await visitor.get(`/api/page/get-sibling-slugs/${nl.pageID}`);
    expect(visitorView.status).toBe(200);
    expect(visitorView.body.data.items).toEqual([
      {
        pageID: en.body.pageID,
        locale: 'en-gb',
        slug: expect.any(String),
        title: 'EN live',
        url: expect.stringMatching(/^\/en-gb\//),
        published: true,
      },
    ]);
    const fromEnglish = await visitor.get(`/api/page/get-sibling-slugs/${en.body.pageID}`);
    expect(fromEnglish.body.data.items).toEqual([
      expect.objectContaining({ pageID: nl.pageID, locale: 'nl-nl', title: 'NL live', url: `/${nl.slug}` }),
    ]);
    expect(JSON.stringify(fromEnglish.body)).not.toContain('Secret draft title');

    const editorView = await admin.get(`/api/page/get-sibling-slugs/${nl.pageID}`);
    expect(editorView.body.data.items).toEqual([expect.objectContaining({ pageID: en.body.pageID, title: 'EN draft', published: true })]);
  });

  it('unpublished siblings are hidden from visitors; an unpublished page is 404 for them', async () => {
    const nl = await createPage(admin);
    await publish(t, nl.pageID);
    const en = await admin.post('/api/page/create-translation', { pageID: nl.pageID, newLocale: 'en-gb', title: 'EN', slug: uniqueSlug() });
    expect((await visitor.get(`/api/page/get-sibling-slugs/${nl.pageID}`)).body.data.items).toEqual([]);
    expectError(await visitor.get(`/api/page/get-sibling-slugs/${en.body.pageID}`), 404, [{ code: 'PM_01' }]);
    expect((await admin.get(`/api/page/get-sibling-slugs/${en.body.pageID}`)).body.data.items).toEqual([
      expect.objectContaining({ pageID: nl.pageID, published: true }),
    ]);
    expect((await admin.get(`/api/page/get-sibling-slugs/${nl.pageID}`)).body.data.items).toEqual([
      expect.objectContaining({ pageID: en.body.pageID, published: false }),
    ]);
    expectError(await visitor.get('/api/page/get-sibling-slugs/999999'), 404, [{ code: 'PM_01' }]);
    expectError(await visitor.get('/api/page/get-sibling-slugs/abc'), 400, [{ code: 'V_12', property: 'id' }]);
  });
});
