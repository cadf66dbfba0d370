import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentChanged } from '../../lib/events/content-events.ts';
import { createRole, loggedInUser } from '../../test-support/fixtures.ts';
import type { AgentResponse, TestAgent } from '../../test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let admin: TestAgent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
});
afterAll(async () => t.close());

let counter = 0;
async function createPage(publish = true): Promise<{ id: number; slug: string }> {
  counter += 1;
  const slug = `tag-page-${counter}`;
  const created = await admin.post('/api/page/create', { title: `Tag page ${counter}`, slug, type: 'blank', locale: 'nl-nl' });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  if (publish) expect((await admin.post(`/api/page/${created.body.pageID}/publish`)).status).toBe(200);
  return { id: created.body.pageID, slug };
}
function expectErrors(response: AgentResponse, status: number, errors: { code: string; property?: string }[]) {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.body).toEqual({ Success: false, Errors: errors });
}
type Tag = { id: number; name: string; private: boolean };
const names = (response: AgentResponse) => (response.body.data.items as Tag[]).map((tag) => tag.name);
const setTags = (pageId: number, body: { public?: string[]; private?: string[] }, agent = admin) =>
  agent.put(`/api/page/${pageId}/tags`, body);

const PRIVATE_NAMES = ['Secret Budget', 'Internal Review'];

describe('page tags', () => {
  it('sets public and private tags, dedupes case-insensitively keeping the first spelling, and reads them back', async () => {
    const page = await createPage();
    const saved = await setTags(page.id, {
      public: ['Otters', 'otters', 'Bats', ' OTTERS '],
      private: [...PRIVATE_NAMES, 'secret budget'],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toEqual({
      public: [
        { id: expect.any(Number), name: 'Bats', private: false },
        { id: expect.any(Number), name: 'Otters', private: false },
      ],
      private: [
        { id: expect.any(Number), name: 'Internal Review', private: true },
        { id: expect.any(Number), name: 'Secret Budget', private: true },
      ],
    });
    const read = await admin.get(`/api/page/${page.id}/tags`);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(saved.body.data);

    // An existing tag is reused whatever the spelling, and takes the latest spelling
    // (tag-case.api.test.ts).
    const other = await createPage();
    const reused = await setTags(other.id, { public: ['OTTERS'] });
    expect(reused.body.data.public).toEqual([{ ...saved.body.data.public[1], name: 'OTTERS' }]);

    // Replacing: what is not listed is removed from the page; the tag itself stays.
    const replaced = await setTags(page.id, { public: ['Bats'] });
    expect(replaced.body.data).toEqual({ public: [saved.body.data.public[0]], private: [] });
    expect(names(await t.agent().get('/api/tags/fetch'))).toEqual(expect.arrayContaining(['Bats', 'OTTERS']));
    await setTags(page.id, { private: PRIVATE_NAMES });
  });

  it('keeps a public and a private tag of one name apart', async () => {
    const page = await createPage();
    const saved = await setTags(page.id, { public: ['Dual'], private: ['dual'] });
    expect(saved.status).toBe(200);
    expect(saved.body.data.public).toEqual([{ id: expect.any(Number), name: 'Dual', private: false }]);
    expect(saved.body.data.private).toEqual([{ id: expect.any(Number), name: 'dual', private: true }]);
    expect(saved.body.data.public[0].id).not.toBe(saved.body.data.private[0].id);
  });

  it('refuses invalid and too long names with nothing changed', async () => {
    const page = await createPage();
    await setTags(page.id, { public: ['Before'] });
    expectErrors(await setTags(page.id, { public: ['Fine', '<script>'] }), 400, [{ code: 'V_12', property: 'public.1' }]);
    expectErrors(await setTags(page.id, { private: ['-leading dash'] }), 400, [{ code: 'V_12', property: 'private.0' }]);
    expectErrors(await setTags(page.id, { public: ['x'.repeat(61)] }), 400, [{ code: 'V_14', property: 'public.0' }]);
    expectErrors(await setTags(page.id, { public: ['   '] }), 400, [{ code: 'V_01', property: 'public.0' }]);
    expectErrors(await setTags(page.id, { public: 'Otters' as unknown as string[] }), 400, [{ code: 'V_12', property: 'public' }]);
    const longest = await setTags(page.id, { public: ['y'.repeat(60)] });
    expect(longest.status).toBe(200);
    expect(longest.body.data.public.map((tag: Tag) => tag.name)).toEqual(['y'.repeat(60)]);
    const fetched = names(await t.agent().get('/api/tags/fetch'));
    expect(fetched).not.toContain('Fine');
    expect(fetched).not.toContain('<script>');
  });

  it('refuses a name whose lower-case key is longer than 60 characters (V_14, not a 500)', async () => {
    const page = await createPage();
    await setTags(page.id, { public: ['Before'] });
    // 'İ'.toLowerCase() is 'i' plus a combining dot: 60 of them make a 120-character key.
    const dotted = 'İ'.repeat(60);
    expect(dotted.toLowerCase()).toHaveLength(120);
    expectErrors(await setTags(page.id, { public: [dotted] }), 400, [{ code: 'V_14', property: 'public.0' }]);
    expectErrors(await setTags(page.id, { private: ['ok', 'İ'.repeat(31)] }), 400, [{ code: 'V_14', property: 'private.1' }]);
    expect((await admin.get(`/api/page/${page.id}/tags`)).body.data.public.map((tag: Tag) => tag.name)).toEqual(['Before']);
    expect((await admin.post('/api/tags/validate', { tag: dotted })).body.data).toMatchObject({ valid: false });

    // A key of exactly 60 characters fits.
    const fits = 'İ'.repeat(30);
    const saved = await setTags(page.id, { public: [fits] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.public.map((tag: Tag) => tag.name)).toEqual([fits]);
    expect((await admin.post('/api/tags/validate', { tag: fits })).body.data).toMatchObject({ valid: true, existsPublic: true });
  });

  it('404s for an unknown page', async () => {
    expectErrors(await setTags(999_999, { public: ['Otters'] }), 404, [{ code: 'PM_01' }]);
    expectErrors(await admin.get('/api/page/999999/tags'), 404, [{ code: 'PM_01' }]);
  });

  it('creates new names only for users with manage-tags; others may attach existing tags (403 UM_01, nothing changed)', async () => {
    const page = await createPage();
    await setTags(page.id, { public: ['Existing One'], private: ['Existing Private'] });
    const role = await createRole(t, ['create-page']);
    const { agent } = await loggedInUser(t, { role });

    const attach = await setTags(page.id, { public: ['existing one'], private: ['Existing Private'] }, agent);
    expect(attach.status, JSON.stringify(attach.body)).toBe(200);
    expect(attach.body.data.public.map((tag: Tag) => tag.name)).toEqual(['Existing One']);

    expectErrors(await setTags(page.id, { public: ['Existing One', 'Brand New'] }, agent), 403, [{ code: 'UM_01' }]);
    expectErrors(await setTags(page.id, { private: ['Brand New Private'] }, agent), 403, [{ code: 'UM_01' }]);
    // A name that exists only privately is new as a public tag.
    expectErrors(await setTags(page.id, { public: ['Existing Private'] }, agent), 403, [{ code: 'UM_01' }]);

    const after = await admin.get(`/api/page/${page.id}/tags`);
    expect(after.body.data.public.map((tag: Tag) => tag.name)).toEqual(['Existing One']);
    expect(after.body.data.private.map((tag: Tag) => tag.name)).toEqual(['Existing Private']);
    const allPublic = names(await t.agent().get('/api/tags/fetch'));
    expect(allPublic).not.toContain('Brand New');
    expect(allPublic).not.toContain('Existing Private');
    expect(names(await admin.get('/api/tags/fetch-private'))).not.toContain('Brand New Private');

    // The Editor of the seed has manage-tags.
    const { agent: editor } = await loggedInUser(t, { role: 'Editor' });
    expect((await setTags(page.id, { public: ['Editor Made'] }, editor)).status).toBe(200);
  });

  it('needs create-page to set tags and a login to read them', async () => {
    const page = await createPage();
    const role = await createRole(t, ['manage-tags', 'manage-menu']);
    const { agent } = await loggedInUser(t, { role });
    expectErrors(await setTags(page.id, { public: ['Nope'] }, agent), 403, [{ code: 'UM_01' }]);
    expect((await agent.get(`/api/page/${page.id}/tags`)).status).toBe(200);
    const visitor = t.agent();
    expect((await setTags(page.id, { public: ['Nope'] }, visitor)).status).toBe(401);
    expect((await visitor.get(`/api/page/${page.id}/tags`)).status).toBe(401);
  });

  it('two saves creating the same new tag at once both succeed with one tag', async () => {
    const [first, second] = [await createPage(), await createPage()];
    const other = await t.adminAgent();
    const [a, b] = await Promise.all([setTags(first.id, { public: ['Race Tag'] }), setTags(second.id, { public: ['race tag'] }, other)]);
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(b.status, JSON.stringify(b.body)).toBe(200);
    expect(a.body.data.public[0].id).toBe(b.body.data.public[0].id);
    expect(names(await t.agent().post('/api/tags/search', { term: 'race tag' }))).toHaveLength(1);
  });
});

describe('search and fetch', () => {
  beforeAll(async () => {
    const page = await createPage();
    const saved = await setTags(page.id, {
      public: ['100 Natuur', 'Natuur 2', 'snake_case', 'snakeXcase'],
      private: ['Private 100 Plan', 'snake_private'],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });

  it('searches public tags case-insensitively, sorted by name', async () => {
    const found = await t.agent().post('/api/tags/search', { term: 'NATUUR' });
    expect(found.status).toBe(200);
    expect(found.body.data.items).toEqual([
      { id: expect.any(Number), name: '100 Natuur', private: false },
      { id: expect.any(Number), name: 'Natuur 2', private: false },
    ]);
  });

  it('treats % and _ literally', async () => {
    // Tag names cannot hold % or a backslash, so as wildcards they would match everything.
    expect(names(await t.agent().post('/api/tags/search', { term: '%' }))).toEqual([]);
    expect(names(await t.agent().post('/api/tags/search', { term: '1%0' }))).toEqual([]);
    expect(names(await t.agent().post('/api/tags/search', { term: '\\' }))).toEqual([]);
    expect(names(await t.agent().post('/api/tags/search', { term: 'e_c' }))).toEqual(['snake_case']);
    expect(names(await t.agent().post('/api/tags/search', { term: '_' }))).toEqual(['snake_case']);
  });

  it('refuses a too long term', async () => {
    expectErrors(await t.agent().post('/api/tags/search', { term: 'x'.repeat(61) }), 400, [{ code: 'V_14', property: 'term' }]);
    expectErrors(await t.agent().post('/api/tags/search', { term: 5 }), 400, [{ code: 'V_12', property: 'term' }]);
  });

  it('searches private tags only when logged in, and only private ones', async () => {
    expect((await t.agent().post('/api/tags/search-private', { term: 'plan' })).status).toBe(401);
    const found = await admin.post('/api/tags/search-private', { term: '100 p' });
    expect(found.status).toBe(200);
    expect(found.body.data.items).toEqual([{ id: expect.any(Number), name: 'Private 100 Plan', private: true }]);
    expect(names(await admin.post('/api/tags/search-private', { term: 'natuur' }))).toEqual([]);
    expect(names(await admin.post('/api/tags/search-private', { term: '_' }))).toEqual(['snake_private']);
  });

  it('fetches all public tags for anyone and all private ones after login', async () => {
    const all = await t.agent().get('/api/tags/fetch');
    expect(all.status).toBe(200);
    expect(all.body.data.items.every((tag: Tag) => tag.private === false)).toBe(true);
    expect(names(all)).toEqual(expect.arrayContaining(['100 Natuur', 'snake_case']));
    const sorted = [...names(all)].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
    expect(names(all).map((name) => name.toLowerCase())).toEqual(sorted.map((name) => name.toLowerCase()));

    expect((await t.agent().get('/api/tags/fetch-private')).status).toBe(401);
    const privateTags = await admin.get('/api/tags/fetch-private');
    expect(privateTags.status).toBe(200);
    expect(privateTags.body.data.items.every((tag: Tag) => tag.private === true)).toBe(true);
    expect(names(privateTags)).toEqual(expect.arrayContaining(['Private 100 Plan', 'snake_private', ...PRIVATE_NAMES]));
  });

  it('never lets a private tag name out through the public endpoints', async () => {
    const page = await createPage();
    expect((await setTags(page.id, { public: ['Visible Tag'], private: ['Hidden Agenda'] })).status).toBe(200);
    // Names that are also public tags (like 'Dual') may of course appear.
    const publicKeys = new Set(names(await admin.get('/api/tags/fetch')).map((name) => name.toLowerCase()));
    const privateNames = names(await admin.get('/api/tags/fetch-private')).filter((name) => !publicKeys.has(name.toLowerCase()));
    expect(privateNames).toEqual(expect.arrayContaining(['Hidden Agenda', ...PRIVATE_NAMES]));
    const visitor = t.agent();
    const responses = [
      await visitor.get('/api/tags/fetch'),
      await visitor.post('/api/tags/search', { term: '' }),
      await visitor.post('/api/tags/search', { term: 'hidden' }),
      await visitor.post('/api/tags/search', { term: 'a' }),
      await visitor.post('/api/page/get-by-slug', { slug: `/${page.slug}` }),
      await visitor.get(`/api/page/get-by-slug-query?slug=/${page.slug}`),
    ];
    for (const response of responses) {
      expect(response.status).toBe(200);
      const text = JSON.stringify(response.body).toLowerCase();
      for (const name of privateNames) expect(text).not.toContain(`"${name.toLowerCase()}"`);
      expect(text).not.toContain('hidden agenda');
    }
    expect(names(responses[2]!)).toEqual([]);
  });
});

describe('validate', () => {
  it('tells whether a name is valid and exists publicly and/or privately', async () => {
    const page = await createPage();
    await setTags(page.id, { public: ['Both Ways', 'Only Public'], private: ['both ways', 'Only Private'] });
    const check = async (tag: string) => {
      const response = await admin.post('/api/tags/validate', { tag });
      expect(response.status).toBe(200);
      return response.body.data;
    };
    expect(await check('  both WAYS ')).toEqual({ valid: true, name: 'both WAYS', existsPublic: true, existsPrivate: true });
    expect(await check('only public')).toEqual({ valid: true, name: 'only public', existsPublic: true, existsPrivate: false });
    expect(await check('Only Private')).toEqual({ valid: true, name: 'Only Private', existsPublic: false, existsPrivate: true });
    expect(await check('Never Seen')).toEqual({ valid: true, name: 'Never Seen', existsPublic: false, existsPrivate: false });
    expect(await check('<b>')).toEqual({ valid: false, name: '<b>', existsPublic: false, existsPrivate: false });
    expect(await check('')).toEqual({ valid: false, name: '', existsPublic: false, existsPrivate: false });
    expect(await check('z'.repeat(61))).toMatchObject({ valid: false });
    expectErrors(await admin.post('/api/tags/validate', {}), 400, [{ code: 'V_01', property: 'tag' }]);
  });

  it('needs a login (it reveals private tags)', async () => {
    expect((await t.agent().post('/api/tags/validate', { tag: 'Only Private' })).status).toBe(401);
  });
});

describe('delete', () => {
  it('deletes a tag everywhere, needs manage-tags, 404s for an unknown id, and emits content-changed', async () => {
    const page = await createPage();
    const saved = await setTags(page.id, { public: ['Doomed', 'Survivor'] });
    const doomed = (saved.body.data.public as Tag[]).find((tag) => tag.name === 'Doomed')!;

    const role = await createRole(t, ['create-page']);
    const { agent } = await loggedInUser(t, { role });
    expectErrors(await agent.delete(`/api/tags/${doomed.id}`), 403, [{ code: 'UM_01' }]);
    expect((await t.agent().delete(`/api/tags/${doomed.id}`)).status).toBe(401);

    const seen: ContentChanged[] = [];
    const listener = (event: ContentChanged) => seen.push(event);
    t.deps.events.on('content-changed', listener);
    try {
      const { agent: editor } = await loggedInUser(t, { role: 'Editor' });
      const deleted = await editor.delete(`/api/tags/${doomed.id}`);
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual({ Success: true, Errors: [] });
      expect(seen).toEqual([{ reason: 'tags' }]);
      expectErrors(await editor.delete(`/api/tags/${doomed.id}`), 404, [{ code: 'G_02' }]);
      expect(seen).toHaveLength(1);
    } finally {
      t.deps.events.off('content-changed', listener);
    }
    expect((await admin.get(`/api/page/${page.id}/tags`)).body.data.public.map((tag: Tag) => tag.name)).toEqual(['Survivor']);
    expect(names(await t.agent().post('/api/tags/search', { term: 'doomed' }))).toEqual([]);
    expect((await admin.delete('/api/tags/abc')).status).toBe(400);
  });

  it('emits content-changed when a page gets its tags', async () => {
    const page = await createPage();
    const seen: ContentChanged[] = [];
    const listener = (event: ContentChanged) => seen.push(event);
    t.deps.events.on('content-changed', listener);
    try {
      expect((await setTags(page.id, { public: ['Evented'] })).status).toBe(200);
      expect(seen).toEqual([{ reason: 'tags', pageId: page.id }]);
      expect((await setTags(page.id, { public: ['<bad>'] })).status).toBe(400);
      expect(seen).toHaveLength(1);
    } finally {
      t.deps.events.off('content-changed', listener);
    }
  });
});

describe('concurrent saves of one page', () => {
  it('leave the tags of one of the saves, without an error', async () => {
    const page = await createPage();
    await setTags(page.id, { public: ['Start'] });
    const other = await t.adminAgent();
    const [a, b] = await Promise.all([
      setTags(page.id, { public: ['Start', 'Left'] }),
      setTags(page.id, { public: ['Start', 'Right'] }, other),
    ]);
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(b.status, JSON.stringify(b.body)).toBe(200);
    const now = (await admin.get(`/api/page/${page.id}/tags`)).body.data.public.map((tag: Tag) => tag.name);
    expect([
      ['Left', 'Start'],
      ['Right', 'Start'],
    ]).toContainEqual(now);
  });
});

describe('fetch pages through all tags (no silent cut at 1000)', () => {
  it('pages by pageIndex and pageSize, with totalItems, a search term and a sort order', async () => {
    const page = await createPage();
    expect((await setTags(page.id, { public: ['Paged Alpha', 'paged beta', 'Paged Gamma'], private: ['Paged Secret'] })).status).toBe(200);
    const fetch = (query: string, agent = t.agent()) => agent.get(`/api/tags/fetch?${query}`);

    const first = await fetch('searchTerm=paged&pageSize=2');
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      items: [expect.objectContaining({ name: 'Paged Alpha' }), expect.objectContaining({ name: 'paged beta' })],
      totalItems: 3,
    });
    expect(names(await fetch('searchTerm=PAGED&pageSize=2&pageIndex=1'))).toEqual(['Paged Gamma']);
    expect((await fetch('searchTerm=paged&pageSize=2&pageIndex=5')).body.data).toEqual({ items: [], totalItems: 3 });
    expect(names(await fetch('searchTerm=paged&sortOrder=desc'))).toEqual(['Paged Gamma', 'paged beta', 'Paged Alpha']);
    // Private tags page the same way, only after login, and never among the public ones.
    expect((await admin.get('/api/tags/fetch-private?searchTerm=paged')).body.data).toEqual({
      items: [expect.objectContaining({ name: 'Paged Secret', private: true })],
      totalItems: 1,
    });
    expect((await t.agent().get('/api/tags/fetch-private?searchTerm=paged')).status).toBe(401);

    const all = (await fetch('')).body.data;
    expect(all.totalItems).toBe(all.items.length);
  });

  it.each([
    ['pageSize=0', 'pageSize'],
    ['pageSize=1001', 'pageSize'],
    ['pageSize=abc', 'pageSize'],
    ['pageIndex=-1', 'pageIndex'],
    ['pageIndex=1.5', 'pageIndex'],
    ['pageIndex=1e300', 'pageIndex'],
    ['pageIndex=1&pageIndex=2', 'pageIndex'],
    ['sortOrder=sideways', 'sortOrder'],
  ])('refuses %s with V_12', async (query, property) => {
    expectErrors(await t.agent().get(`/api/tags/fetch?${query}`), 400, [{ code: 'V_12', property }]);
    expectErrors(await admin.get(`/api/tags/fetch-private?${query}`), 400, [{ code: 'V_12', property }]);
  });

  it('refuses a too long search term with V_14', async () => {
    expectErrors(await t.agent().get(`/api/tags/fetch?searchTerm=${'x'.repeat(61)}`), 400, [{ code: 'V_14', property: 'searchTerm' }]);
  });

  it('more than 1000 tags: the first call says how many there are and the next page has the rest', async () => {
    const before = (await t.agent().get('/api/tags/fetch')).body.data.totalItems as number;
    const bulk = Array.from({ length: 1005 }, (_, index) => `Bulk ${String(index).padStart(4, '0')}`);
    const createdAt = new Date().toISOString();
    for (let start = 0; start < bulk.length; start += 250) {
      await t.deps.db
        .insertInto('tags')
        .values(
          bulk.slice(start, start + 250).map((name) => ({ name, name_key: name.toLowerCase(), is_private: 0, created_at: createdAt })),
        )
        .execute();
    }
    try {
      const total = before + bulk.length;
      const first = await t.agent().get('/api/tags/fetch');
      expect(first.status).toBe(200);
      expect(first.body.data.items).toHaveLength(1000);
      expect(first.body.data.totalItems).toBe(total);
      const second = await t.agent().get('/api/tags/fetch?pageIndex=1');
      expect(second.body.data.items).toHaveLength(total - 1000);
      const seen = [...names(first), ...names(second)];
      expect(new Set(seen).size).toBe(total);
      expect(seen).toEqual(expect.arrayContaining(bulk));
      // A search narrows the count too.
      expect((await t.agent().get('/api/tags/fetch?searchTerm=bulk%20100&pageSize=3')).body.data).toEqual({
        items: ['Bulk 1000', 'Bulk 1001', 'Bulk 1002'].map((name) => expect.objectContaining({ name })),
        totalItems: 5,
      });
    } finally {
      await t.deps.db.deleteFrom('tags').where('name', 'in', bulk).execute();
    }
  });
});
