import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSetting } from '../settings/settings.repository.ts';
import { createUser, loggedInUser } from '../../test-support/fixtures.ts';
import { withRevision } from '../../test-support/page-store.ts';
import type { TestAgent } from '../../test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { conceptOf, createPage, expectError, IMAGE, publish, uniqueSlug } from './pages.test-helpers.ts';

let t: TestApp;
let admin: TestAgent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
});
afterAll(async () => t.close());

async function getPage(pageId: number) {
  const response = await admin.get(`/api/page/${pageId}`);
  expect(response.status).toBe(200);
  return response.body.page;
}

describe('create and get', () => {
  it('creates a page of a type with its initial blocks, default typeData and a concept version', async () => {
    const created = await admin.post('/api/page/create', {
      title: 'Wildlife bridges',
      slug: 'projecten/wildlife-bridges',
      type: 'project',
      locale: 'nl-nl',
    });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ Success: true, Errors: [], pageID: expect.any(Number), pageVersionID: expect.any(Number) });
    const page = await getPage(created.body.pageID);
    expect(page).toMatchObject({
      id: created.body.pageID,
      slug: 'projecten/wildlife-bridges',
      title: 'Wildlife bridges',
      type: 'project',
      pageType: 'project',
      locale: 'nl-nl',
      translationGroup: expect.stringMatching(/^[0-9a-f-]{36}$/),
      conceptVersionID: created.body.pageVersionID,
      publishedVersionID: null,
      publishedID: null,
      hasUnpublishedChanges: true,
      url: '/projecten/wildlife-bridges',
      typeData: { themes: [], services: [], location: '', client: '', year: null },
    });
    expect(page.pageVersion).toMatchObject({
      id: created.body.pageVersionID,
      pageID: created.body.pageID,
      title: 'Wildlife bridges',
      hasPublicationRequest: false,
      seoTitle: '',
      seoDescription: '',
      seoKeywords: [],
      seoImage: null,
      revision: 0,
      isConcept: true,
      publishedAt: null,
      updatedBy: { id: expect.any(Number), name: expect.any(String) },
    });
    expect(page.pageVersion.blocks.map((b: { type: string }) => b.type)).toEqual(['pageHeader', 'image', 'richText']);
    for (const block of page.pageVersion.blocks) {
      expect(block).toEqual({
        type: expect.any(String),
        key: expect.stringMatching(/^[A-Za-z0-9_-]+$/),
        props: expect.any(Object),
        anchorPoint: '',
        __images: {},
        __files: {},
      });
    }
    expect(page.pageVersion.blocks[0].props).toEqual({ title: '', intro: '' });
  });

  it('every page type starts with its own blocks; a team page keeps its relations', async () => {
    const expected: Record<string, string[]> = {
      theme: ['pageHeader', 'textWithImage', 'relatedProjects'],
      service: ['pageHeader', 'textWithImage', 'relatedProjects'],
      innovation: ['pageHeader', 'textWithImage'],
      news: ['pageHeader', 'image', 'richText'],
      team: ['teamMember'],
      blank: [],
    };
    for (const [type, blocks] of Object.entries(expected)) {
      const { pageID } = await createPage(admin, { type });
      const page = await getPage(pageID);
      expect(
        page.pageVersion.blocks.map((b: { type: string }) => b.type),
        type,
      ).toEqual(blocks);
      expect(page.type).toBe(type);
    }
    const { pageID } = await createPage(admin, {
      type: 'team',
      typeData: { name: 'Ann', functionGroup: 'MANAGEMENT', functionTitle: 'DR_IR', specialism: 'Bats', themes: ['BIODIVERSITY'] },
    });
    expect((await getPage(pageID)).typeData).toEqual({
      name: 'Ann',
      functionGroup: 'MANAGEMENT',
      functionTitle: 'DR_IR',
      specialism: 'Bats',
      themes: ['BIODIVERSITY'],
      services: [],
    });
  });

  it('refuses typeData outside the SPEC lists', async () => {
    const bad = await admin.post('/api/page/create', {
      title: 'T',
      slug: uniqueSlug(),
      type: 'team',
      locale: 'nl-nl',
      typeData: { functionGroup: 'CEO' },
    });
    expectError(bad, 400, [{ code: 'V_12', property: 'typeData.functionGroup' }]);
    const project = await admin.post('/api/page/create', {
      title: 'T',
      slug: uniqueSlug(),
      type: 'project',
      locale: 'nl-nl',
      typeData: { services: ['COOKING'] },
    });
    expectError(project, 400, [{ code: 'V_12', property: 'typeData.services.0' }]);
  });

  it('creates with given content, validated and sanitised', async () => {
    const { pageID } = await createPage(admin, {
      content: [
        // Markup the editor cannot make is tidied away; scripts are refused outright (see V_15).
        { type: 'richText', key: 'one', props: { html: '<p class="x">Hi<marquee>!</marquee><img src="/a.png"></p>', junk: 1 } },
        {
          type: 'hero',
          key: 'two',
          anchorPoint: 'top',
          props: { buttons: [{ label: 'Go', link: '/x' }] },
          __images: { background: [IMAGE] },
        },
      ],
    });
    const blocks = (await getPage(pageID)).pageVersion.blocks;
    expect(blocks).toEqual([
      { type: 'richText', key: 'one', props: { html: '<p>Hi!</p>' }, anchorPoint: '', __images: {}, __files: {} },
      {
        type: 'hero',
        key: 'two',
        props: { title: '', subtitle: '', buttons: [{ label: 'Go', link: '/x', variant: 'primary' }] },
        anchorPoint: 'top',
        __images: { background: [{ ...IMAGE, altText: '' }] },
        __files: {},
      },
    ]);
    const empty = await createPage(admin, { type: 'project', content: [] });
    expect((await getPage(empty.pageID)).pageVersion.blocks).toEqual([]);
  });

  it('exposes SPEC 3 Page.content: the same blocks as pageVersion.blocks, for editors and on the public site', async () => {
    const content = [
      { type: 'pageHeader', key: 'h', props: { title: 'Head', intro: 'Intro' } },
      { type: 'richText', key: 'r', props: { html: '<p>Body</p>' } },
    ];
    const { pageID, slug } = await createPage(admin, { type: 'news', content });
    const page = await getPage(pageID);
    expect(page.content).toEqual(page.pageVersion.blocks);
    expect(page.content.map((block: { key: string }) => block.key)).toEqual(['h', 'r']);
    await publish(t, pageID);
    const live = await t.agent().post('/api/page/get-by-slug', { slug: `/${slug}` });
    expect(live.status).toBe(200);
    expect(live.body.page.content).toEqual(live.body.page.pageVersion.blocks);
    expect(live.body.page.content).toHaveLength(2);
    const saved = await admin.put(`/api/page/${pageID}/save`, { slug });
    expect(saved.body.page.content).toEqual(saved.body.page.pageVersion.blocks);
  });

  it('normalises the slug and keeps slugs unique per locale', async () => {
    const slug = uniqueSlug();
    const created = await admin.post('/api/page/create', { title: 'T', slug: `/${slug.toUpperCase()}/`, type: 'blank', locale: 'nl-nl' });
    expect(created.status).toBe(200);
    expect((await getPage(created.body.pageID)).slug).toBe(slug);
    expectError(await admin.post('/api/page/create', { title: 'T', slug, type: 'news', locale: 'nl-nl' }), 409, [
      { code: 'V_06', property: 'slug' },
    ]);
    const otherLocale = await admin.post('/api/page/create', { title: 'T', slug, type: 'news', locale: 'en-gb' });
    expect(otherLocale.status).toBe(200);
    expect((await getPage(otherLocale.body.pageID)).url).toBe(`/en-gb/${slug}`);
  });

  it('refuses a locale the site does not offer', async () => {
    expectError(await admin.post('/api/page/create', { title: 'T', slug: uniqueSlug(), type: 'blank', locale: 'de-de' }), 400, [
      { code: 'V_12', property: 'locale' },
    ]);
  });

  it('outside customSlugLocales the slug is the type prefix plus the title, within the slug limit', async () => {
    await writeSetting(t.deps.db, 'site', { availableLocales: ['nl-nl', 'en-gb'], defaultLocale: 'nl-nl', customSlugLocales: ['nl-nl'] });
    try {
      const created = await admin.post('/api/page/create', { title: 'Otter Tunnels', slug: 'ignored', type: 'project', locale: 'en-gb' });
      expect(created.status).toBe(200);
      expect((await getPage(created.body.pageID)).slug).toBe('projects/otter-tunnels');
      const long = await admin.post('/api/page/create', {
        title: `${'x'.repeat(195)} y`,
        slug: 'ignored',
        type: 'project',
        locale: 'en-gb',
      });
      expect(long.status).toBe(200);
      const slug = (await getPage(long.body.pageID)).slug as string;
      expect(slug.length).toBeLessThanOrEqual(200);
      expect(slug).toMatch(/^projects\/x+$/);
      // A title without a letter or digit still gives a slug of its own, never the home page.
      const symbols = await admin.post('/api/page/create', { title: '???', slug: 'ignored', type: 'blank', locale: 'en-gb' });
      expect(symbols.status).toBe(200);
      expect((await getPage(symbols.body.pageID)).slug).not.toBe('');
    } finally {
      await writeSetting(t.deps.db, 'site', {
        availableLocales: ['nl-nl', 'en-gb'],
        defaultLocale: 'nl-nl',
        customSlugLocales: ['nl-nl', 'en-gb'],
      });
    }
  });

  it('a nonexistent page or version is 404 PM_01', async () => {
    expectError(await admin.get('/api/page/999999'), 404, [{ code: 'PM_01' }]);
    expectError(await admin.get('/api/page/version/fetch/999999'), 404, [{ code: 'PM_01' }]);
    expectError(await admin.post('/api/page/version/999999/store', { title: 'x' }), 404, [{ code: 'PM_01' }]);
    expectError(await admin.put('/api/page/999999/save', { slug: 'x' }), 404, [{ code: 'PM_01' }]);
    expectError(await admin.post('/api/page/999999/delete'), 404, [{ code: 'PM_01' }]);
    expectError(await admin.get('/api/page/999999/versions'), 404, [{ code: 'PM_01' }]);
    expectError(await admin.post('/api/page/999999/versions/1/restore', { revision: 0 }), 404, [{ code: 'PM_01' }]);
  });

  it('fetches a version by id', async () => {
    const { pageID, pageVersionID } = await createPage(admin, { title: 'Fetch me' });
    const response = await admin.get(`/api/page/version/fetch/${pageVersionID}`);
    expect(response.status).toBe(200);
    expect(response.body.version).toMatchObject({
      id: pageVersionID,
      pageID,
      title: 'Fetch me',
      isConcept: true,
      revision: 0,
      pageType: 'blank',
    });
  });
});

describe('stored data that the registry no longer knows', () => {
  it('an unknown block type in the database never breaks reads, copies or restores', async () => {
    const { pageID, pageVersionID } = await createPage(admin, { type: 'news' });
    const stored = JSON.stringify([
      { type: 'retiredCarousel', key: 'old1', props: { slides: 3 }, anchorPoint: '', __images: {}, __files: {} },
      null,
      7,
      { type: 'richText', key: 'rt', props: { html: '<p>ok</p>' } },
    ]);
    await t.deps.db.updateTable('page_versions').set({ blocks: stored }).where('id', '=', pageVersionID).execute();
    const page = await getPage(pageID);
    expect(page.pageVersion.blocks).toEqual([
      { type: 'retiredCarousel', key: 'old1', props: { slides: 3 }, anchorPoint: '', __images: {}, __files: {} },
      { type: 'richText', key: 'rt', props: { html: '<p>ok</p>' }, anchorPoint: '', __images: {}, __files: {} },
    ]);
    expect((await admin.get(`/api/page/version/fetch/${pageVersionID}`)).status).toBe(200);
    const list = await admin.post('/api/page/list', { searchTerm: page.slug });
    expect(list.status).toBe(200);
    const duplicate = await admin.post('/api/page/duplicate', { pageID, locale: 'nl-nl', title: 'Copy', slug: uniqueSlug() });
    expect(duplicate.status).toBe(200);
    expect((await getPage(duplicate.body.pageID)).pageVersion.blocks.map((b: { type: string }) => b.type)).toEqual([
      'retiredCarousel',
      'richText',
    ]);
    await publish(t, pageID);
    expect((await admin.post('/api/page/get-by-slug', { slug: `/${page.slug}` })).status).toBe(200);
    expect((await t.agent().post('/api/page/get-by-slug', { slug: `/${page.slug}` })).body.page.pageVersion.blocks).toHaveLength(2);
    const restored = await admin.post(`/api/page/${pageID}/versions/${pageVersionID}/restore`, { revision: 0 });
    expect(restored.status).toBe(200);
    // Storing the concept as is keeps the unknown block exactly as it was: nothing saved is lost.
    const concept = (await getPage(pageID)).pageVersion;
    const [retired, richText] = concept.blocks;
    const kept = await admin.post(`/api/page/version/${concept.id}/store`, { revision: concept.revision, blocks: [richText, retired] });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.version.blocks).toEqual([richText, retired]);
    const revision = kept.body.version.revision;
    // An unknown block cannot be changed, nor a new one of an unknown type made up.
    const changed = { ...retired, props: { slides: 4 } };
    expectError(await admin.post(`/api/page/version/${concept.id}/store`, { revision, blocks: [changed] }), 400, [
      { code: 'V_12', property: 'blocks.0.type' },
    ]);
    const invented = { ...retired, key: 'new1' };
    expectError(await admin.post(`/api/page/version/${concept.id}/store`, { revision, blocks: [richText, invented] }), 400, [
      { code: 'V_12', property: 'blocks.1.type' },
    ]);
    // Deleting it explicitly is fine.
    const removed = await admin.post(`/api/page/version/${concept.id}/store`, { revision, blocks: [richText] });
    expect(removed.status).toBe(200);
    expect(removed.body.version.blocks.map((b: { type: string }) => b.type)).toEqual(['richText']);
  });

  it('damaged JSON columns read as empty values', async () => {
    const { pageID, pageVersionID } = await createPage(admin);
    await t.deps.db
      .updateTable('page_versions')
      .set({ blocks: '{not json', seo_keywords: 'nope', seo_image: '[', type_data: 'x' })
      .where('id', '=', pageVersionID)
      .execute();
    const page = await getPage(pageID);
    expect(page.pageVersion).toMatchObject({ blocks: [], seoKeywords: [], seoImage: null, typeData: {} });
  });
});

describe('store a version', () => {
  it('stores blocks in order, SEO fields and typeData, bumping the revision', async () => {
    const { pageID, pageVersionID } = await createPage(admin, { type: 'project' });
    const blocks = (await getPage(pageID)).pageVersion.blocks;
    const response = await admin.post(`/api/page/version/${pageVersionID}/store`, {
      id: pageVersionID,
      revision: 0,
      title: 'New title',
      blocks: [blocks[2], blocks[0]],
      seoTitle: 'SEO',
      seoDescription: 'Desc',
      seoKeywords: ['otters', 'bridges'],
      seoImage: [IMAGE],
      typeData: { themes: ['RENEWABLE_ENERGY'], year: 2024 },
    });
    expect(response.status).toBe(200);
    expect(response.body.version).toMatchObject({
      id: pageVersionID,
      title: 'New title',
      revision: 1,
      seoTitle: 'SEO',
      seoDescription: 'Desc',
      seoKeywords: ['otters', 'bridges'],
      seoImage: [{ ...IMAGE, altText: '' }],
      typeData: { themes: ['RENEWABLE_ENERGY'], services: [], location: '', client: '', year: 2024 },
    });
    expect(response.body.version.blocks.map((b: { key: string }) => b.key)).toEqual([blocks[2].key, blocks[0].key]);
    const page = await getPage(pageID);
    expect(page.title).toBe('New title');
    // Page settings send {id, title} only; the rest stays.
    const settings = await admin.post(`/api/page/version/${pageVersionID}/store`, { id: pageVersionID, title: 'Settings title' });
    expect(settings.status).toBe(200);
    expect(settings.body.version).toMatchObject({
      title: 'Settings title',
      revision: 2,
      seoTitle: 'SEO',
      seoKeywords: ['otters', 'bridges'],
    });
    expect(settings.body.version.blocks).toHaveLength(2);
    const cleared = await admin.post(`/api/page/version/${pageVersionID}/store`, {
      revision: settings.body.version.revision,
      seoImage: null,
    });
    expect(cleared.body.version.seoImage).toBeNull();
  });

  it('the later of two saves based on the same revision gets 409 G_05 and changes nothing', async () => {
    const { pageID, pageVersionID } = await createPage(admin);
    const { agent: editor } = await loggedInUser(t, { role: 'Editor' });
    const first = await admin.post(`/api/page/version/${pageVersionID}/store`, { revision: 0, title: 'First' });
    expect(first.status).toBe(200);
    const second = await editor.post(`/api/page/version/${pageVersionID}/store`, { revision: 0, title: 'Second', seoTitle: 'lost' });
    expectError(second, 409, [{ code: 'G_05' }]);
    const page = await getPage(pageID);
    expect(page.pageVersion).toMatchObject({ title: 'First', seoTitle: '', revision: 1 });
    const retry = await editor.post(`/api/page/version/${pageVersionID}/store`, { revision: 1, title: 'Second' });
    expect(retry.status).toBe(200);
    expect(retry.body.version.updatedBy.id).not.toBe(page.pageVersion.updatedBy.id);
  });

  it('concurrent saves from one revision: exactly one wins', async () => {
    const { pageVersionID } = await createPage(admin);
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        admin.post(`/api/page/version/${pageVersionID}/store`, { revision: 0, title: `Try ${index}` }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
  });

  it('refuses a version that is not the concept, and a mismatching id', async () => {
    const { pageID, pageVersionID } = await createPage(admin);
    const concept = await publish(t, pageID);
    expectError(await admin.post(`/api/page/version/${concept}/store`, { id: pageVersionID, title: 'x' }), 400, [
      { code: 'V_12', property: 'id' },
    ]);
    // A version that never was the concept (not reachable through the API) cannot be stored.
    const { id: _id, ...copy } = await t.deps.db
      .selectFrom('page_versions')
      .selectAll()
      .where('id', '=', concept)
      .executeTakeFirstOrThrow();
    const stray = await t.deps.db.insertInto('page_versions').values(copy).returning('id').executeTakeFirstOrThrow();
    expectError(await admin.post(`/api/page/version/${stray.id}/store`, { title: 'stray' }), 400, [{ code: 'V_07' }]);
  });

  it('a concept that was published under the editor is a stale state: 409 G_05 (reload), and nothing changes', async () => {
    const { pageID, pageVersionID } = await createPage(admin, { title: 'Before' });
    const concept = await publish(t, pageID);
    expectError(await admin.post(`/api/page/version/${pageVersionID}/store`, { title: 'history', revision: 0 }), 409, [{ code: 'G_05' }]);
    expectError(await admin.post(`/api/page/version/${pageVersionID}/store`, { title: 'history' }), 409, [{ code: 'G_05' }]);
    const frozen = await admin.get(`/api/page/version/fetch/${pageVersionID}`);
    expect(frozen.body.version).toMatchObject({ title: 'Before', revision: 0, isConcept: false });
    expect((await getPage(pageID)).pageVersion).toMatchObject({ id: concept, title: 'Before' });
  });

  it('a store that changes nothing moves neither the revision nor the unpublished-changes flag', async () => {
    const blocks = [{ type: 'pageHeader', key: 'h', props: { title: 'Head', intro: '' } }];
    const { pageID } = await createPage(admin, { title: 'Same', type: 'news', content: blocks });
    const concept = await publish(t, pageID);
    const before = (await admin.get(`/api/page/version/fetch/${concept}`)).body.version;
    expect((await getPage(pageID)).hasUnpublishedChanges).toBe(false);
    const same = {
      title: 'Same',
      blocks: before.blocks,
      seoTitle: before.seoTitle,
      seoDescription: before.seoDescription,
      seoKeywords: before.seoKeywords,
      seoImage: before.seoImage,
      // The same data with its keys in another order is still the same.
      typeData: Object.fromEntries(Object.entries(before.typeData).reverse()),
    };
    for (const body of [{ id: concept, title: 'Same' }, { ...same, revision: before.revision }, {}]) {
      const stored = await admin.post(`/api/page/version/${concept}/store`, body);
      expect(stored.status, JSON.stringify(stored.body)).toBe(200);
      expect(stored.body.version).toMatchObject({ revision: before.revision, updatedAt: before.updatedAt });
    }
    const page = await getPage(pageID);
    expect(page.hasUnpublishedChanges).toBe(false);
    expect(page.pageVersion.revision).toBe(before.revision);
    // The page settings save: same title, new slug; still no unpublished changes.
    expect((await admin.post(`/api/page/version/${concept}/store`, { id: concept, title: 'Same' })).status).toBe(200);
    expect((await admin.put(`/api/page/${pageID}/save`, { id: pageID, slug: uniqueSlug('moved'), shouldUpdateLinks: false })).status).toBe(
      200,
    );
    expect((await getPage(pageID)).hasUnpublishedChanges).toBe(false);
    // A stale revision is still a conflict, even when nothing would change.
    expectError(await admin.post(`/api/page/version/${concept}/store`, { title: 'Same', revision: before.revision + 1 }), 409, [
      { code: 'G_05' },
    ]);
    // A real change does move both.
    const changed = await admin.post(`/api/page/version/${concept}/store`, { title: 'Different', revision: before.revision });
    expect(changed.body.version.revision).toBe(before.revision + 1);
    expect((await getPage(pageID)).hasUnpublishedChanges).toBe(true);
  });

  it('refuses rich text that is not valid HTML or carries script with V_15 on the field; formatting is sanitised and kept', async () => {
    const { pageID, pageVersionID } = await createPage(admin);
    const store = async (html: string, type = 'richText') =>
      admin.post(
        `/api/page/version/${pageVersionID}/store`,
        await withRevision(admin, pageVersionID, { blocks: [{ type, key: 'a', props: { html } }] }),
      );
    const bad = [
      '<p>unterminated <a href="/x"',
      '<p title="no end>x</p>',
      '<!-- open comment',
      '<p>x</p><script>alert(1)</script>',
      '<IFRAME src="https://example.org"></IFRAME>',
      '<object data="x"></object>',
      '<embed src="x.swf">',
      '<style>body{display:none}</style>',
      '<p onclick="steal()">x</p>',
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:alert(1)">x</a>',
      '<a href="  JaVaScRiPt&colon;alert(1)">x</a>',
      '<a href="&#106;avascript:alert(1)">x</a>',
    ];
    for (const html of bad) {
      const response = await store(html);
      expect({ html, status: response.status, errors: response.body.Errors }).toEqual({
        html,
        status: 400,
        errors: [{ code: 'V_15', property: 'blocks.0.props.html' }],
      });
    }
    expectError(await store('<p>x</p><script>x</script>', 'textWithImage'), 400, [{ code: 'V_15', property: 'blocks.0.props.html' }]);
    expectError(await store(42 as unknown as string), 400, [{ code: 'V_15', property: 'blocks.0.props.html' }]);
    expectError(
      await admin.post('/api/page/create', {
        title: 'T',
        slug: uniqueSlug(),
        type: 'blank',
        locale: 'nl-nl',
        content: [{ type: 'richText', key: 'a', props: { html: '<p onmouseover="x">' } }],
      }),
      400,
      [{ code: 'V_15', property: 'content.0.props.html' }],
    );
    expect((await getPage(pageID)).pageVersion.revision).toBe(0);

    // Ordinary text and formatting pass; what the editor cannot make is tidied away by the sanitiser.
    const good = await store(
      '<p>Bats &amp; otters: 3 < 5 > 2 <strong>bold</strong> <a href="https://example.org" target="_blank">link</a> <span class="x">span</span></p><p>unclosed',
    );
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    expect(good.body.version.blocks[0].props.html).toBe(
      '<p>Bats &amp; otters: 3 &lt; 5 &gt; 2 <strong>bold</strong> <a href="https://example.org" target="_blank" rel="noopener noreferrer">link</a> span</p><p>unclosed</p>',
    );
  });

  it('validates blocks: unknown types, javascript: links, duplicate keys and anchors, too many blocks, image slots', async () => {
    const { pageVersionID } = await createPage(admin);
    const store = async (blocks: unknown) =>
      admin.post(`/api/page/version/${pageVersionID}/store`, await withRevision(admin, pageVersionID, { blocks }));
    expectError(await store([{ type: 'marquee', key: 'a' }]), 400, [{ code: 'V_12', property: 'blocks.0.type' }]);
    expectError(await store([{ type: 'buttons', key: 'a', props: { buttons: [{ label: 'x', link: 'javascript:alert(1)' }] } }]), 400, [
      { code: 'V_13', property: 'blocks.0.props.buttons.0.link' },
    ]);
    expectError(await store([{ type: 'teamMember', key: 'a', props: { professionalNetworkUrl: 'data:text/html,x' } }]), 400, [
      { code: 'V_13', property: 'blocks.0.props.professionalNetworkUrl' },
    ]);
    expectError(
      await store([
        { type: 'hero', key: 'a' },
        { type: 'quote', key: 'a' },
      ]),
      400,
      [{ code: 'V_06', property: 'blocks.1.key' }],
    );
    expectError(
      await store([
        { type: 'hero', key: 'a', anchorPoint: 'top' },
        { type: 'quote', key: 'b', anchorPoint: 'top' },
      ]),
      400,
      [{ code: 'V_18', property: 'blocks.1.anchorPoint' }],
    );
    expectError(await store(Array.from({ length: 201 }, (_, i) => ({ type: 'officesMap', key: `k${i}` }))), 400, [
      { code: 'V_14', property: 'blocks' },
    ]);
    expectError(await store([{ type: 'image', key: 'a', __images: { image: [IMAGE, IMAGE] } }]), 400, [
      { code: 'V_12', property: 'blocks.0.__images.image' },
    ]);
    expectError(await store([{ type: 'image', key: 'a', __images: { constructor: [IMAGE] } }]), 400, [
      { code: 'V_12', property: 'blocks.0.__images.constructor' },
    ]);
    expectError(await store('x'), 400, [{ code: 'V_12', property: 'blocks' }]);
    expectError(await store([null]), 400, [{ code: 'V_12', property: 'blocks.0' }]);
    const ok = await store(Array.from({ length: 200 }, (_, i) => ({ type: 'officesMap', key: `k${i}` })));
    expect(ok.status).toBe(200);
    expect(ok.body.version.blocks).toHaveLength(200);
  });

  it('seoImage with two elements is refused', async () => {
    const { pageVersionID } = await createPage(admin);
    expectError(await admin.post(`/api/page/version/${pageVersionID}/store`, { seoImage: [IMAGE, IMAGE] }), 400, [
      { code: 'V_12', property: 'seoImage' },
    ]);
  });
});

describe('save (slug) and link rewriting', () => {
  it('changes the slug; 409 V_06 when another page of the locale has it', async () => {
    const a = await createPage(admin);
    const b = await createPage(admin);
    const saved = await admin.put(`/api/page/${a.pageID}/save`, {
      id: a.pageID,
      slug: 'Renamed/Slug-' + a.pageID,
      shouldUpdateLinks: false,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.page).toMatchObject({ id: a.pageID, slug: `renamed/slug-${a.pageID}`, url: `/renamed/slug-${a.pageID}` });
    expectError(await admin.put(`/api/page/${b.pageID}/save`, { slug: `renamed/slug-${a.pageID}` }), 409, [
      { code: 'V_06', property: 'slug' },
    ]);
    // Saving the unchanged slug is fine.
    expect((await admin.put(`/api/page/${a.pageID}/save`, { slug: `renamed/slug-${a.pageID}` })).status).toBe(200);
    expectError(await admin.put(`/api/page/${a.pageID}/save`, { id: b.pageID, slug: 'x' }), 400, [{ code: 'V_12', property: 'id' }]);
  });

  it('outside customSlugLocales a save applies the same rule as create: type prefix plus the title, never the sent slug', async () => {
    await writeSetting(t.deps.db, 'site', { availableLocales: ['nl-nl', 'en-gb'], defaultLocale: 'nl-nl', customSlugLocales: ['nl-nl'] });
    try {
      const created = await admin.post('/api/page/create', { title: 'Beaver Dams', slug: 'ignored', type: 'project', locale: 'en-gb' });
      expect(created.status).toBe(200);
      const pageID = created.body.pageID as number;
      const saved = await admin.put(`/api/page/${pageID}/save`, { slug: 'anything/i-like', shouldUpdateLinks: false });
      expect(saved.status).toBe(200);
      expect(saved.body.page).toMatchObject({ slug: 'projects/beaver-dams', url: '/en-gb/projects/beaver-dams' });
      // A new title moves the slug on the next save.
      const concept = (await getPage(pageID)).pageVersion;
      expect(
        (await admin.post(`/api/page/version/${concept.id}/store`, { revision: concept.revision, title: 'Beaver Lodges' })).status,
      ).toBe(200);
      expect((await admin.put(`/api/page/${pageID}/save`, { slug: 'anything/else' })).body.page.slug).toBe('projects/beaver-lodges');
      // Custom-slug locales keep the slug the editor typed.
      const custom = await createPage(admin, { locale: 'nl-nl' });
      expect((await admin.put(`/api/page/${custom.pageID}/save`, { slug: `eigen/${custom.pageID}` })).body.page.slug).toBe(
        `eigen/${custom.pageID}`,
      );
    } finally {
      await writeSetting(t.deps.db, 'site', {
        availableLocales: ['nl-nl', 'en-gb'],
        defaultLocale: 'nl-nl',
        customSlugLocales: ['nl-nl', 'en-gb'],
      });
    }
  });

  it('with shouldUpdateLinks rewrites links to the old URL in other pages, and only those', async () => {
    const target = await createPage(admin, { slug: 'projecten/otters' });
    const sameStart = await createPage(admin, { slug: 'projecten/otters-two' });
    const child = await createPage(admin, { slug: 'projecten/otters/child' });
    const html =
      '<p><a href="/projecten/otters">exact</a> <a href="/projecten/otters#team">anchor</a> <a href="/projecten/otters-two">prefix</a> <a href="/projecten/otters/child">child</a> <a href="https://other.example/projecten/otters">external</a></p>';
    const linking = await createPage(admin, {
      content: [
        { type: 'richText', key: 'rt', props: { html } },
        {
          type: 'buttons',
          key: 'bt',
          props: {
            buttons: [
              { label: 'a', link: '/projecten/otters' },
              { label: 'b', link: '/projecten/otters?x=1' },
              { label: 'c', link: '/projecten/otters-two' },
            ],
          },
        },
        { type: 'hero', key: 'he', props: { title: '/projecten/otters', buttons: [{ label: 'h', link: '/projecten/otters' }] } },
      ],
    });
    const before = await getPage(linking.pageID);
    const saved = await admin.put(`/api/page/${target.pageID}/save`, { slug: 'projecten/beavers', shouldUpdateLinks: true });
    expect(saved.status).toBe(200);
    const after = await getPage(linking.pageID);
    expect(after.pageVersion.blocks[0].props.html).toBe(
      '<p><a href="/projecten/beavers">exact</a> <a href="/projecten/beavers#team">anchor</a> <a href="/projecten/otters-two">prefix</a> <a href="/projecten/otters/child">child</a> <a href="https://other.example/projecten/otters">external</a></p>',
    );
    expect(after.pageVersion.blocks[1].props.buttons.map((b: { link: string }) => b.link)).toEqual([
      '/projecten/beavers',
      '/projecten/beavers?x=1',
      '/projecten/otters-two',
    ]);
    expect(after.pageVersion.blocks[2].props.buttons[0].link).toBe('/projecten/beavers');
    // An editor who had the linking page open before the rewrite must reload, not undo it.
    expect(after.pageVersion.revision).toBe(before.pageVersion.revision + 1);
    expectError(
      await admin.post(`/api/page/version/${linking.pageVersionID}/store`, {
        revision: before.pageVersion.revision,
        blocks: before.pageVersion.blocks,
      }),
      409,
      [{ code: 'G_05' }],
    );
    expect((await getPage(sameStart.pageID)).slug).toBe('projecten/otters-two');
    expect((await getPage(child.pageID)).slug).toBe('projecten/otters/child');
  });

  it('without shouldUpdateLinks links stay; other locales use their prefixed URL', async () => {
    const target = await createPage(admin, { slug: 'news/a', locale: 'en-gb', type: 'news' });
    const linking = await createPage(admin, {
      content: [
        {
          type: 'buttons',
          key: 'bt',
          props: {
            buttons: [
              { label: 'a', link: '/en-gb/news/a' },
              { label: 'nl', link: '/news/a' },
            ],
          },
        },
      ],
    });
    await admin.put(`/api/page/${target.pageID}/save`, { slug: 'news/b', shouldUpdateLinks: false });
    expect((await getPage(linking.pageID)).pageVersion.blocks[0].props.buttons[0].link).toBe('/en-gb/news/a');
    await admin.put(`/api/page/${target.pageID}/save`, { slug: 'news/a' });
    await admin.put(`/api/page/${target.pageID}/save`, { slug: 'news/c', shouldUpdateLinks: true });
    expect((await getPage(linking.pageID)).pageVersion.blocks[0].props.buttons.map((b: { link: string }) => b.link)).toEqual([
      '/en-gb/news/c',
      '/news/a',
    ]);
  });

  it('two pages racing for one slug: one wins, the other gets 409 V_06', async () => {
    const a = await createPage(admin);
    const b = await createPage(admin);
    const slug = uniqueSlug('race');
    const results = await Promise.all([
      admin.put(`/api/page/${a.pageID}/save`, { slug }),
      admin.put(`/api/page/${b.pageID}/save`, { slug }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.Errors).toEqual([{ code: 'V_06', property: 'slug' }]);
    const creates = await Promise.all(
      Array.from({ length: 3 }, () => admin.post('/api/page/create', { title: 'T', slug: `${slug}-new`, type: 'blank', locale: 'nl-nl' })),
    );
    expect(creates.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    // Straight at the service the two checks interleave before either write: the unique index decides.
    const { savePage } = await import('./pages.service.ts');
    const { getSiteSettings } = await import('../settings/settings.service.ts');
    const settings = await getSiteSettings(t.deps.db);
    const other = `${slug}-direct`;
    // Unpublished pages: the publish-page check for published ones does not come into it.
    const user = { ID: 0, role: { permissions: [] } } as unknown as Parameters<typeof savePage>[1];
    const direct = await Promise.allSettled([
      savePage(t.deps.db, user, settings, a.pageID, { slug: other, shouldUpdateLinks: false }),
      savePage(t.deps.db, user, settings, b.pageID, { slug: other, shouldUpdateLinks: false }),
    ]);
    expect(direct.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const rejected = direct.find((r): r is PromiseRejectedResult => r.status === 'rejected')!;
    expect(rejected.reason).toMatchObject({ status: 409, errors: [{ code: 'V_06', property: 'slug' }] });
  });

  it('refuses invalid slugs', async () => {
    const { pageID } = await createPage(admin);
    for (const slug of ['A B', '../x', 'x//y', 'a_b', 'x'.repeat(300), '']) {
      const response = await admin.put(`/api/page/${pageID}/save`, { slug });
      if (slug === '') continue;
      expect(response.status, slug).toBe(400);
      expect(response.body.Errors[0].property, slug).toBe('slug');
    }
    expectError(await admin.put(`/api/page/${pageID}/save`, {}), 400, [{ code: 'V_01', property: 'slug' }]);
    expectError(await admin.put(`/api/page/${pageID}/save`, { slug: 'ok', shouldUpdateLinks: 'yes' }), 400, [
      { code: 'V_12', property: 'shouldUpdateLinks' },
    ]);
  });
});

describe('slug-available and anchor-available', () => {
  it('reports taken slugs per locale, ignoring the page itself', async () => {
    const { pageID, slug } = await createPage(admin);
    expect((await admin.post('/api/page/slug-available', { slug, locale: 'nl-nl' })).body).toEqual({
      Success: true,
      Errors: [],
      available: false,
      slug,
    });
    expect((await admin.post('/api/page/slug-available', { slug: `/${slug.toUpperCase()}`, locale: 'nl-nl' })).body.available).toBe(false);
    expect((await admin.post('/api/page/slug-available', { slug, locale: 'en-gb' })).body.available).toBe(true);
    expect((await admin.post('/api/page/slug-available', { slug, locale: 'nl-nl', pageID })).body.available).toBe(true);
    expectError(await admin.post('/api/page/slug-available', { slug: 'A B', locale: 'nl-nl' }), 400, [{ code: 'V_12', property: 'slug' }]);
    expectError(await admin.post('/api/page/slug-available', { slug: 'x', locale: 'xx' }), 400, [{ code: 'V_12', property: 'locale' }]);
  });

  it('reports anchors used by another block of the version', async () => {
    const blocks = [
      { key: 'a', anchorPoint: 'top', type: 'hero' },
      { key: 'b', anchorPoint: '' },
    ];
    const ask = (anchorName: string, blockKey: string) =>
      admin.post('/api/page/anchor-available', { anchorName, blockKey, pageVersionBlocks: blocks });
    expect((await ask('top', 'b')).body).toEqual({ Success: true, Errors: [], available: false });
    expect((await ask('top', 'a')).body.available).toBe(true);
    expect((await ask('bottom', 'b')).body.available).toBe(true);
    expectError(await ask('', 'b'), 400, [{ code: 'V_01', property: 'anchorName' }]);
    expectError(await ask('Not Valid', 'b'), 400, [{ code: 'V_12', property: 'anchorName' }]);
    expectError(await admin.post('/api/page/anchor-available', { anchorName: 'x', blockKey: 'b', pageVersionBlocks: 'x' }), 400, [
      { code: 'V_12', property: 'pageVersionBlocks' },
    ]);
  });
});

describe('delete', () => {
  it('deletes a page with all its versions', async () => {
    const { pageID, pageVersionID } = await createPage(admin);
    await publish(t, pageID);
    const response = await admin.post(`/api/page/${pageID}/delete`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ Success: true, Errors: [] });
    expectError(await admin.get(`/api/page/${pageID}`), 404, [{ code: 'PM_01' }]);
    expectError(await admin.get(`/api/page/version/fetch/${pageVersionID}`), 404, [{ code: 'PM_01' }]);
    const left = await t.deps.db.selectFrom('page_versions').select('id').where('page_id', '=', pageID).execute();
    expect(left).toEqual([]);
    expectError(await admin.post(`/api/page/${pageID}/delete`), 404, [{ code: 'PM_01' }]);
  });

  it('a deleted page frees its slug', async () => {
    const { pageID, slug } = await createPage(admin);
    await admin.post(`/api/page/${pageID}/delete`);
    expect((await admin.post('/api/page/create', { title: 'Again', slug, type: 'blank', locale: 'nl-nl' })).status).toBe(200);
  });
});

describe('history and restore', () => {
  it('lists the concept and every version that was ever published; restores one as the new concept', async () => {
    const { pageID, pageVersionID: v1 } = await createPage(admin, { title: 'Version one', type: 'news' });
    const v1Blocks = (await getPage(pageID)).pageVersion.blocks;
    const v2 = await publish(t, pageID);
    await admin.post(`/api/page/version/${v2}/store`, { revision: 0, title: 'Version two', blocks: [v1Blocks[0]], seoTitle: 'two' });
    const v3 = await publish(t, pageID);
    await admin.post(`/api/page/version/${v3}/store`, { title: 'Concept three' });

    const history = await admin.get(`/api/page/${pageID}/versions`);
    expect(history.status).toBe(200);
    expect(history.body.data.items).toEqual([
      {
        id: v3,
        title: 'Concept three',
        kind: 'concept',
        summary: expect.objectContaining({ title: true }),
        isConcept: true,
        isPublished: false,
        publishedAt: null,
        updatedAt: expect.any(String),
        updatedBy: expect.any(String),
      },
      {
        id: v2,
        title: 'Version two',
        kind: 'published',
        summary: expect.objectContaining({ title: true, seo: true }),
        isConcept: false,
        isPublished: true,
        publishedAt: expect.any(String),
        updatedAt: expect.any(String),
        updatedBy: expect.any(String),
      },
      {
        id: v1,
        title: 'Version one',
        kind: 'published',
        summary: null,
        isConcept: false,
        isPublished: false,
        publishedAt: expect.any(String),
        updatedAt: expect.any(String),
        updatedBy: expect.any(String),
      },
    ]);

    const concept = await admin.get(`/api/page/version/fetch/${v3}`);
    const restored = await admin.post(`/api/page/${pageID}/versions/${v1}/restore`, { revision: concept.body.version.revision });
    expect(restored.status).toBe(200);
    expect(restored.body.version).toMatchObject({
      id: v3,
      title: 'Version one',
      isConcept: true,
      seoTitle: '',
      revision: concept.body.version.revision + 1,
    });
    expect(restored.body.version.blocks.map((b: { key: string }) => b.key)).toEqual(v1Blocks.map((b: { key: string }) => b.key));
    // The old version itself is untouched and still in the history, and so is the concept it replaced.
    const old = await admin.get(`/api/page/version/fetch/${v1}`);
    expect(old.body.version).toMatchObject({ title: 'Version one', isConcept: false, publishedAt: expect.any(String) });
    const after = (await admin.get(`/api/page/${pageID}/versions`)).body.data.items;
    expect(after.map((item: { kind: string; title: string }) => [item.kind, item.title])).toEqual([
      ['concept', 'Version one'],
      ['draft', 'Concept three'],
      ['published', 'Version two'],
      ['published', 'Version one'],
    ]);
    const page = await getPage(pageID);
    expect(page).toMatchObject({ conceptVersionID: v3, publishedVersionID: v2, hasUnpublishedChanges: true, title: 'Version one' });

    // A stale revision does not overwrite, the concept itself cannot be restored, and versions belong to their page.
    expectError(await admin.post(`/api/page/${pageID}/versions/${v2}/restore`, { revision: 0 }), 409, [{ code: 'G_05' }]);
    expectError(await admin.post(`/api/page/${pageID}/versions/${v3}/restore`, { revision: 0 }), 400, [{ code: 'V_07' }]);
    const other = await createPage(admin);
    expectError(await admin.post(`/api/page/${other.pageID}/versions/${v1}/restore`, { revision: 0 }), 404, [{ code: 'PM_01' }]);
    expectError(await admin.post(`/api/page/${pageID}/versions/999999/restore`, { revision: 0 }), 404, [{ code: 'PM_01' }]);
    expectError(await admin.post(`/api/page/${pageID}/versions/${v1}/restore`, { revision: 'x' }), 400, [
      { code: 'V_12', property: 'revision' },
    ]);
  });

  it('the concept id stays stable for the editor after a publish', async () => {
    const { pageID } = await createPage(admin);
    const concept = await publish(t, pageID);
    expect(await conceptOf(t, pageID)).toBe(concept);
    expect((await getPage(pageID)).pageVersion.id).toBe(concept);
  });
});

describe('list', () => {
  let list: TestApp;
  let agent: TestAgent;
  let editorAgent: TestAgent;
  // A separate app keeps these counts exact.
  beforeAll(async () => {
    list = await createTestApp();
    agent = await list.adminAgent();
    const editor = await createUser(list, { role: 'Editor', name: 'Eddie' });
    editorAgent = list.agent();
    await editorAgent.login(editor.email, editor.password);
    const pages: [string, string, string, string][] = [
      ['Banana', 'b-page', 'news', 'nl-nl'],
      ['apple', 'a-page', 'project', 'nl-nl'],
      ['Cherry', 'c-page', 'project', 'en-gb'],
      ['date 100%_off', 'd-page', 'theme', 'nl-nl'],
    ];
    for (const [title, slug, type, locale] of pages) {
      await createPage(title === 'Cherry' ? editorAgent : agent, { title, slug, type, locale });
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  });
  afterAll(async () => list.close());

  const titles = (response: { body: any }) => response.body.data.items.map((item: { title: string }) => item.title);

  it('returns items and totalItems, newest update first by default', async () => {
    const response = await agent.post('/api/page/list', {});
    expect(response.status).toBe(200);
    expect(response.body.data.totalItems).toBe(4);
    expect(titles(response)).toEqual(['date 100%_off', 'Cherry', 'apple', 'Banana']);
    expect(response.body.data.items[1]).toEqual({
      id: expect.any(Number),
      title: 'Cherry',
      slug: 'c-page',
      type: 'project',
      locale: 'en-gb',
      url: '/en-gb/c-page',
      published: false,
      hasUnpublishedChanges: true,
      hasPublicationRequest: false,
      scheduledPublishAt: null,
      scheduledUnpublishAt: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      updatedBy: 'Eddie',
    });
  });

  it('sorts by every column, case-insensitively for text', async () => {
    const sorted = async (columnToSort: string, sortOrder: string) =>
      titles(await agent.post('/api/page/list', { columnToSort, sortOrder }));
    expect(await sorted('title', 'asc')).toEqual(['apple', 'Banana', 'Cherry', 'date 100%_off']);
    expect(await sorted('title', 'desc')).toEqual(['date 100%_off', 'Cherry', 'Banana', 'apple']);
    expect(await sorted('slug', 'asc')).toEqual(['apple', 'Banana', 'Cherry', 'date 100%_off']);
    expect(await sorted('type', 'asc')).toEqual(['Banana', 'apple', 'Cherry', 'date 100%_off']);
    expect(await sorted('locale', 'desc')).toEqual(['Banana', 'apple', 'date 100%_off', 'Cherry']);
    expect(await sorted('createdAt', 'asc')).toEqual(['Banana', 'apple', 'Cherry', 'date 100%_off']);
    expect(await sorted('updatedAt', 'asc')).toEqual(['Banana', 'apple', 'Cherry', 'date 100%_off']);
    // An unknown column falls back to the default order instead of reaching SQL.
    expect(await sorted('password_hash; drop table pages', 'asc')).toEqual(['date 100%_off', 'Cherry', 'apple', 'Banana']);
  });

  it('paginates', async () => {
    const first = await agent.post('/api/page/list', { columnToSort: 'title', pageSize: 3, pageIndex: 0 });
    const second = await agent.post('/api/page/list', { columnToSort: 'title', pageSize: 3, pageIndex: 1 });
    expect(titles(first)).toEqual(['apple', 'Banana', 'Cherry']);
    expect(titles(second)).toEqual(['date 100%_off']);
    expect(second.body.data.totalItems).toBe(4);
    const beyond = await agent.post('/api/page/list', { pageSize: 3, pageIndex: 5 });
    expect(beyond.body.data).toEqual({ items: [], totalItems: 4 });
    const huge = await agent.post('/api/page/list', { pageSize: 200, pageIndex: 2 ** 50 });
    expect(huge.status).toBe(200);
    expect(huge.body.data).toEqual({ items: [], totalItems: 4 });
  });

  it('searches title and slug, treating % and _ literally', async () => {
    const search = async (searchTerm: string) => titles(await agent.post('/api/page/list', { searchTerm, columnToSort: 'title' }));
    expect(await search('BAN')).toEqual(['Banana']);
    expect(await search('c-pa')).toEqual(['Cherry']);
    expect(await search('100%_')).toEqual(['date 100%_off']);
    expect(await search('%')).toEqual(['date 100%_off']);
    expect(await search('_')).toEqual(['date 100%_off']);
    expect(await search('  apple  ')).toEqual(['apple']);
    expect(await search('zzz')).toEqual([]);
  });

  it('filters by type, locale and all/editor/concept/publishRequest', async () => {
    const filtered = async (body: Record<string, unknown>, as = agent) => {
      const response = await as.post('/api/page/list', { columnToSort: 'title', ...body });
      expect(response.body.data.totalItems).toBe(response.body.data.items.length);
      return titles(response);
    };
    expect(await filtered({ type: 'project' })).toEqual(['apple', 'Cherry']);
    expect(await filtered({ locale: 'en-gb' })).toEqual(['Cherry']);
    expect(await filtered({ type: 'project', locale: 'nl-nl' })).toEqual(['apple']);
    expect(await filtered({ filter: 'all' })).toHaveLength(4);
    expect(await filtered({ filter: 'editor' }, editorAgent)).toEqual(['Cherry']);
    expect(await filtered({ filter: 'editor' })).toEqual(['apple', 'Banana', 'date 100%_off']);

    const banana = (await agent.post('/api/page/list', { searchTerm: 'banana' })).body.data.items[0];
    await publish(list, banana.id);
    expect(await filtered({ filter: 'concept' })).toEqual(['apple', 'Cherry', 'date 100%_off']);
    const published = (await agent.post('/api/page/list', { searchTerm: 'banana' })).body.data.items[0];
    expect(published).toMatchObject({ published: true, hasUnpublishedChanges: false });

    const apple = (await agent.post('/api/page/list', { searchTerm: 'apple' })).body.data.items[0];
    await list.deps.db
      .updateTable('page_versions')
      .set({ has_publication_request: 1 })
      .where('id', '=', await conceptOf(list, apple.id))
      .execute();
    expect(await filtered({ filter: 'publishRequest' })).toEqual(['apple']);
    expect((await agent.post('/api/page/list', { filter: 'publishRequest' })).body.data.items[0].hasPublicationRequest).toBe(true);
    // The editor filter also covers pages another user last edited.
    const appleConcept = await conceptOf(list, apple.id);
    await editorAgent.post(
      `/api/page/version/${appleConcept}/store`,
      await withRevision(editorAgent, appleConcept, { title: 'apple', seoTitle: 'Apples' }),
    );
    expect(await filtered({ filter: 'editor' }, editorAgent)).toEqual(['apple', 'Cherry']);
  });

  it('refuses bad list input', async () => {
    expectError(await agent.post('/api/page/list', { type: 'blog' }), 400, [{ code: 'V_12', property: 'type' }]);
    expectError(await agent.post('/api/page/list', { locale: 'xx' }), 400, [{ code: 'V_12', property: 'locale' }]);
    expectError(await agent.post('/api/page/list', { filter: 'mine' }), 400, [{ code: 'V_12', property: 'filter' }]);
    expectError(await agent.post('/api/page/list', { pageSize: 0 }), 400, [{ code: 'V_12', property: 'pageSize' }]);
    expectError(await agent.post('/api/page/list', { pageSize: 10_000 }), 400, [{ code: 'V_12', property: 'pageSize' }]);
    expectError(await agent.post('/api/page/list', { pageIndex: -1 }), 400, [{ code: 'V_12', property: 'pageIndex' }]);
    expectError(await agent.post('/api/page/list', { sortOrder: 'sideways' }), 400, [{ code: 'V_12', property: 'sortOrder' }]);
    expectError(await agent.post('/api/page/list', { searchTerm: 'x'.repeat(201) }), 400, [{ code: 'V_14', property: 'searchTerm' }]);
    expectError(await agent.post('/api/page/list', { searchTerm: 5 }), 400, [{ code: 'V_12', property: 'searchTerm' }]);
  });

  it('uses two SQL statements however many pages there are', async () => {
    const count = async () => {
      const statements: string[] = [];
      const original = list.deps.db;
      // Counted as they run (a subquery is transformed too but is no statement of its own).
      const counting = original.withPlugin({
        transformQuery: (args) => args.node,
        transformResult: async (args) => {
          statements.push(args.queryId.queryId);
          return args.result;
        },
      });
      const { listPages } = await import('./pages.service.ts');
      const { getSiteSettings } = await import('../settings/settings.service.ts');
      const settings = await getSiteSettings(original);
      const user = { ID: 1 } as Parameters<typeof listPages>[1];
      await listPages(counting, user, settings, {
        pageIndex: 0,
        pageSize: 200,
        searchTerm: '',
        columnToSort: 'title',
        sortOrder: 'asc',
        type: '',
        locale: '',
        filter: 'all',
      });
      return statements.length;
    };
    const few = await count();
    for (let i = 0; i < 30; i++) await createPage(agent, { title: `Bulk ${i}` });
    expect(await count()).toBe(few);
    expect(few).toBe(2);
  });
});

describe("page-level images (the page type's image map)", () => {
  it("are stored in typeData.__images, checked against the type's slots and counts, and kept when typeData fields change", async () => {
    const { pageID, pageVersionID } = await createPage(admin, { type: 'project' });
    const store = async (body: Record<string, unknown>) =>
      admin.post(`/api/page/version/${pageVersionID}/store`, await withRevision(admin, pageVersionID, body));
    const stored = await store({ typeData: { location: 'Culemborg', __images: { thumbnail: [IMAGE] } } });
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
    expect(stored.body.version.typeData).toMatchObject({ location: 'Culemborg', __images: { thumbnail: [{ ...IMAGE, altText: '' }] } });
    // A slot the type does not declare, too many images, or a slot on a type without any: V_12 on the slot.
    expectError(await store({ typeData: { __images: { banner: [IMAGE] } } }), 400, [
      { code: 'V_12', property: 'typeData.__images.banner' },
    ]);
    expectError(await store({ typeData: { __images: { thumbnail: [IMAGE, IMAGE] } } }), 400, [
      { code: 'V_12', property: 'typeData.__images.thumbnail' },
    ]);
    const blank = await createPage(admin, { type: 'blank' });
    expectError(
      await admin.post(`/api/page/version/${blank.pageVersionID}/store`, { revision: 0, typeData: { __images: { thumbnail: [IMAGE] } } }),
      400,
      [{ code: 'V_12', property: 'typeData.__images.thumbnail' }],
    );
    const team = await createPage(admin, { type: 'team' });
    expect(
      (await admin.post(`/api/page/version/${team.pageVersionID}/store`, { revision: 0, typeData: { __images: { portrait: [IMAGE] } } }))
        .status,
    ).toBe(200);
    // Empty slots are not kept: the typeData stays as it was without images.
    const cleared = await store({ typeData: { location: 'Haren', __images: { thumbnail: [] } } });
    expect(cleared.body.version.typeData.__images).toBeUndefined();
    expect((await getPage(pageID)).typeData.location).toBe('Haren');
  });

  it('are served by the page-file route (under block_images___page) and count as uses of the file', async () => {
    const { pageID, pageVersionID } = await createPage(admin, { type: 'news' });
    expect(
      (await admin.post(`/api/page/version/${pageVersionID}/store`, { revision: 0, typeData: { __images: { thumbnail: [IMAGE] } } }))
        .status,
    ).toBe(200);
    const { findPageMediaReference, listPagesUsingHash } = await import('./page-media.service.ts');
    const lookup = (group: string, includeConcept: boolean) =>
      findPageMediaReference(t.deps.db, { pageId: pageID, group, hash: IMAGE.hash, fileName: IMAGE.fileName, includeConcept });
    expect(await lookup('block_images___page', true)).toEqual({ kind: 'image', image: { ...IMAGE, altText: '' } });
    // Not published yet: visitors do not get it; other groups do not hold it.
    expect(await lookup('block_images___page', false)).toBeNull();
    expect(await lookup('seo_image', true)).toBeNull();
    expect(await lookup('block_files___page', true)).toBeNull();
    await publish(t, pageID);
    expect(await lookup('block_images___page', false)).not.toBeNull();
    const usage = await listPagesUsingHash(
      t.deps.db,
      IMAGE.hash,
      { pageIndex: 0, pageSize: 100, searchTerm: '', columnToSort: '', sortOrder: 'asc' },
      'nl-nl',
    );
    expect(usage.data.items.map((item) => item.id)).toContain(pageID);
  });

  it('the block key that page images are served under cannot be taken by a block', async () => {
    const { pageVersionID } = await createPage(admin);
    expectError(
      await admin.post(`/api/page/version/${pageVersionID}/store`, { blocks: [{ type: 'richText', key: '__page', props: { html: '' } }] }),
      400,
      [{ code: 'V_12', property: 'blocks.0.key' }],
    );
  });
});
