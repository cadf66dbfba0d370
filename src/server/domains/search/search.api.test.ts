import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser } from '../../test-support/fixtures.ts';
import { withRevision } from '../../test-support/page-store.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import type { AgentResponse, TestAgent } from '../../test-support/test-agent.ts';
import { runIndexJob } from './search-index.test-helpers.ts';

/**
 * The site-search API end to end (SPEC 2.9 search screen, 3 Search result / Search settings
 * state, 4 Search index, 7 Search): what is indexed, how it is matched and ranked, how the
 * index follows every content change, and that no input makes it fail. Runs on SQLite and,
 * with DATABASE_URL, on PostgreSQL.
 */
let t: TestApp;
let admin: TestAgent;
let editor: TestAgent;
let visitor: TestAgent;

interface Result {
  pageID: number;
  title: string;
  snippet: string;
  url: string;
  locale: string;
  pageType: string;
  themes: string[];
  services: string[];
}

let counter = 0;
/** Every page gets a word of its own, so tests in this file never see each other's pages. */
function marker(prefix: string): string {
  counter += 1;
  return `${prefix}${String.fromCharCode(97 + (counter % 26))}${String.fromCharCode(97 + (Math.floor(counter / 26) % 26))}qz`;
}

async function createPage(options: {
  title: string;
  html: string;
  locale?: string;
  type?: string;
  typeData?: object;
  slug?: string;
}): Promise<number> {
  counter += 1;
  const created = await admin.post('/api/page/create', {
    title: options.title,
    slug: options.slug ?? `zoek/p-${counter}-${Math.random().toString(36).slice(2, 8)}`,
    type: options.type ?? 'project',
    locale: options.locale ?? 'nl-nl',
    typeData: options.typeData ?? {},
    content: [{ type: 'richText', key: 'k1', props: { html: options.html } }],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body.pageID as number;
}

async function publish(pageId: number): Promise<void> {
  const response = await admin.post(`/api/page/${pageId}/publish`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

async function publishedPage(options: Parameters<typeof createPage>[0]): Promise<number> {
  const id = await createPage(options);
  await publish(id);
  return id;
}

async function conceptVersionId(pageId: number): Promise<number> {
  const page = await t.deps.db.selectFrom('pages').select('concept_version_id').where('id', '=', pageId).executeTakeFirstOrThrow();
  return page.concept_version_id!;
}

let visitorRequests = 0;
/** A visitor, replaced now and then so the many searches of this file stay under the rate limit. */
function currentVisitor(): TestAgent {
  visitorRequests += 1;
  if (visitorRequests % 100 === 0) visitor = t.agent();
  return visitor;
}

function find(
  body: Record<string, unknown>,
  agent: TestAgent = currentVisitor(),
): Promise<AgentResponse<{ total: number; results: Result[] }>> {
  return agent.post('/api/search/search', body);
}

async function ids(body: Record<string, unknown>): Promise<number[]> {
  const response = await find(body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.results.map((result) => result.pageID);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
  const editorUser = await createUser(t, { role: 'Editor' });
  editor = t.agent();
  await editor.login(editorUser.email, editorUser.password);
  visitor = t.agent();
});
afterAll(async () => t.close());

describe('matching', () => {
  it('stems Dutch and English words and folds diacritics both ways', async () => {
    const bats = await publishedPage({ title: 'Kolonies', html: '<p>Telling van een vleermuis in de kerktoren.</p>' });
    const bridges = await publishedPage({ title: 'Crossings', html: '<p>Otters use the bridge at night.</p>', locale: 'en-gb' });
    const ecology = await publishedPage({ title: 'Herstel', html: '<p>Toegepaste écologie en een reëel plan.</p>' });
    const plain = await publishedPage({ title: 'Stad', html: '<p>Stedelijke ecologie voor iedereen.</p>' });

    expect(await ids({ term: 'vleermuizen', locales: ['nl-nl'] })).toEqual([bats]);
    expect(await ids({ term: 'bridges', locales: ['en-gb'] })).toEqual([bridges]);
    expect((await ids({ term: 'ecologie', locales: ['nl-nl'] })).sort()).toEqual([ecology, plain].sort());
    expect((await ids({ term: 'écologie', locales: ['nl-nl'] })).sort()).toEqual([ecology, plain].sort());
    expect(await ids({ term: 'reeel', locales: ['nl-nl'] })).toEqual([ecology]);
    expect(await ids({ term: 'REËEL', locales: ['nl-nl'] })).toEqual([ecology]);
  });

  it('stems per language when several or no locales are asked for', async () => {
    const word = marker('bridgemark');
    const english = await publishedPage({
      title: 'Bridges for otters',
      html: `<p>${word} every bridge gets a ledge.</p>`,
      locale: 'en-gb',
    });
    const dutch = await publishedPage({ title: 'Vleermuizen', html: `<p>${word} de vleermuis slaapt.</p>` });
    // An English plural and a Dutch plural in the same request, each stemmed in its own language.
    expect(await ids({ term: `${word} bridges`, locales: ['nl-nl', 'en-gb'] })).toEqual([english]);
    expect(await ids({ term: `${word} vleermuizen`, locales: ['en-gb', 'nl-nl'] })).toEqual([dutch]);
    expect(await ids({ term: `${word} bridges`, locales: [] })).toEqual([english]);
    expect(await ids({ term: `${word} vleermuizen` })).toEqual([dutch]);
    expect((await ids({ term: word })).sort()).toEqual([english, dutch].sort());
    // The locale filter still applies.
    expect(await ids({ term: word, locales: ['en-gb'] })).toEqual([english]);
  });

  it('requires every word of the term', async () => {
    const word = marker('allwords');
    const both = await publishedPage({ title: 'Twee', html: `<p>${word} bever en otter.</p>` });
    await publishedPage({ title: 'Een', html: `<p>${word} alleen een otter.</p>` });
    expect(await ids({ term: `${word} otter bever`, locales: ['nl-nl'] })).toEqual([both]);
  });

  it('finds words in the title, SEO description and keywords as well as the blocks', async () => {
    const word = marker('seoword');
    const page = await createPage({ title: `Titel ${word}a`, html: '<p>Niets bijzonders.</p>' });
    const version = await conceptVersionId(page);
    const stored = await admin.post(
      `/api/page/version/${version}/store`,
      await withRevision(admin, version, { seoDescription: `Over ${word}b`, seoKeywords: [`${word}c`] }),
    );
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
    await publish(page);
    for (const suffix of ['a', 'b', 'c']) expect(await ids({ term: `${word}${suffix}`, locales: ['nl-nl'] })).toEqual([page]);
  });

  it('does not index settings such as links, but does index text inside nested props', async () => {
    const word = marker('hidden');
    const created = await admin.post('/api/page/create', {
      title: 'Knoppen',
      slug: `zoek/knoppen-${word}`,
      type: 'project',
      locale: 'nl-nl',
      typeData: {},
      content: [
        {
          type: 'richText',
          key: 'k1',
          props: { html: `<p>Zichtbaar ${word}visible</p>`, link: { url: `https://example.org/${word}link`, label: `${word}label` } },
        },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    await publish(created.body.pageID);
    expect(await ids({ term: `${word}visible`, locales: ['nl-nl'] })).toEqual([created.body.pageID]);
    expect(await ids({ term: `${word}link`, locales: ['nl-nl'] })).toEqual([]);
  });
  it('indexes only the visible content of each block type, never UI strings such as a placeholder', async () => {
    const word = marker('uistring');
    const created = await admin.post('/api/page/create', {
      title: 'Zoeken',
      slug: `zoek/ui-${word}`,
      type: 'blank',
      locale: 'nl-nl',
      typeData: {},
      content: [
        { type: 'searchBox', key: 'k1', props: { title: `Zoek ${word}title`, placeholder: `Zoek bijvoorbeeld "${word}placeholder"` } },
        { type: 'buttons', key: 'k2', props: { buttons: [{ label: `${word}button`, link: '/contact', variant: 'primary' }] } },
        { type: 'pageList', key: 'k3', props: { title: `${word}list`, pageType: 'project', limit: 3 } },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    await publish(created.body.pageID);
    expect(await ids({ term: `${word}title`, locales: ['nl-nl'] })).toEqual([created.body.pageID]);
    expect(await ids({ term: `${word}list`, locales: ['nl-nl'] })).toEqual([created.body.pageID]);
    expect(await ids({ term: `${word}placeholder`, locales: ['nl-nl'] })).toEqual([]);
    expect(await ids({ term: `${word}button`, locales: ['nl-nl'] })).toEqual([]);
    expect(await ids({ term: 'project', pageTypes: ['blank'], locales: ['nl-nl'] })).not.toContain(created.body.pageID);
  });
});

describe('ranking, snippets and results', () => {
  it('ranks pages with the term in the title first', async () => {
    const word = marker('rankword');
    const inBody = await publishedPage({ title: 'Over iets anders', html: `<p>${word} ${word} ${word} ${word} komt vaak voor.</p>` });
    const inTitle = await publishedPage({ title: `De ${word}`, html: '<p>Tekst zonder het woord.</p>' });
    const both = await publishedPage({ title: `Alles over ${word}`, html: `<p>Ook ${word} in de tekst.</p>` });
    const order = await ids({ term: word, locales: ['nl-nl'] });
    expect(order.slice(0, 2).sort()).toEqual([inTitle, both].sort());
    expect(order[2]).toBe(inBody);
  });

  it('returns snippets with <mark> around stemmed matches and HTML-escaped text', async () => {
    const word = marker('snippetword');
    const page = await publishedPage({
      title: 'Veilig',
      html: `<p>Een tekst met &lt;script&gt;alert(1)&lt;/script&gt; en "quotes" &amp; ${word} vleermuizen erin.</p>`,
    });
    const response = await find({ term: `${word} vleermuis`, locales: ['nl-nl'] });
    expect(response.body.results.map((result) => result.pageID)).toEqual([page]);
    const snippet = response.body.results[0]!.snippet;
    expect(snippet).toContain('&lt;script&gt;');
    expect(snippet).not.toContain('<script');
    expect(snippet).toContain('<mark>vleermuizen</mark>');
    expect(snippet).toContain(`<mark>${word}</mark>`);
    expect(snippet).toContain('&amp;');
    expect(snippet.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
  });

  it('builds snippets from the page content, without repeating the description and without the bare keywords', async () => {
    const word = marker('repeatword');
    const created = await admin.post('/api/page/create', {
      title: 'Biodiversiteit',
      slug: `zoek/herhaling-${word}`,
      type: 'theme',
      locale: 'nl-nl',
      typeData: {},
      content: [
        { type: 'pageHeader', key: 'k1', props: { title: 'Biodiversiteit', intro: `Meer soorten, sterkere ${word} ecosystemen.` } },
        { type: 'richText', key: 'k2', props: { html: '<p>Wij tellen wat er leeft.</p>' } },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const page = created.body.pageID as number;
    const version = await conceptVersionId(page);
    const stored = await admin.post(
      `/api/page/version/${version}/store`,
      await withRevision(admin, version, {
        seoDescription: `Meer soorten, sterkere ${word} ecosystemen.`,
        seoKeywords: [`${word}kw`, 'faunapassage', 'ontsnippering'],
      }),
    );
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
    await publish(page);
    const response = await find({ term: word, locales: ['nl-nl'] });
    expect(response.body.results.map((result) => result.pageID)).toEqual([page]);
    const snippet = response.body.results[0]!.snippet.replace(/<\/?mark>/g, '');
    // One field: the title is shown above the snippet, and the next block is another field (issue 17).
    expect(snippet).toBe(`Meer soorten, sterkere ${word} ecosystemen.`);
    // The keywords stay searchable, but a snippet never ends in them.
    const byKeyword = await find({ term: `${word}kw`, locales: ['nl-nl'] });
    expect(byKeyword.body.results.map((result) => result.pageID)).toEqual([page]);
    expect(byKeyword.body.results[0]!.snippet).not.toMatch(/faunapassage|ontsnippering|kw/);
  });

  it('returns the page fields, relations and the address', async () => {
    const word = marker('fieldword');
    const page = await publishedPage({
      title: `Project ${word}`,
      html: '<p>Tekst.</p>',
      slug: `projecten/${word}`,
      typeData: { themes: ['BIODIVERSITY', 'NONE'], services: ['LAB_ANALYSES'] },
    });
    const english = await publishedPage({ title: `Project ${word}`, html: '<p>Text.</p>', locale: 'en-gb', slug: `projects/${word}` });
    const response = await find({ term: word });
    const byId = new Map(response.body.results.map((result) => [result.pageID, result]));
    expect(byId.get(page)).toMatchObject({
      title: `Project ${word}`,
      url: `/projecten/${word}`,
      locale: 'nl-nl',
      pageType: 'project',
      themes: ['BIODIVERSITY'],
      services: ['LAB_ANALYSES'],
    });
    expect(byId.get(english)).toMatchObject({ url: `/en-gb/projects/${word}`, locale: 'en-gb', themes: [], services: [] });
  });
});

describe('filters and paging', () => {
  const word = marker('filterword');
  const pages: Record<string, number> = {};
  beforeAll(async () => {
    pages.project = await publishedPage({
      title: 'Project',
      html: `<p>${word}</p>`,
      typeData: { themes: ['BIODIVERSITY', 'RENEWABLE_ENERGY'], services: ['MONITORING_AND_SURVEYS'] },
    });
    pages.theme = await publishedPage({ title: 'Thema', html: `<p>${word}</p>`, type: 'theme', typeData: { theme: 'RENEWABLE_ENERGY' } });
    pages.service = await publishedPage({
      title: 'Dienst',
      html: `<p>${word}</p>`,
      type: 'service',
      typeData: { service: 'LAB_ANALYSES' },
    });
    pages.news = await publishedPage({ title: 'Nieuws', html: `<p>${word}</p>`, type: 'news' });
    pages.english = await publishedPage({
      title: 'English',
      html: `<p>${word}</p>`,
      locale: 'en-gb',
      typeData: { themes: ['BIODIVERSITY'] },
    });
  });

  it('filters by locale, page type, theme and service', async () => {
    const sorted = async (body: Record<string, unknown>) => (await ids({ term: word, count: 100, ...body })).sort((a, b) => a - b);
    const expected = (...names: string[]) => names.map((name) => pages[name]!).sort((a, b) => a - b);
    expect(await sorted({})).toEqual(expected('project', 'theme', 'service', 'news', 'english'));
    expect(await sorted({ locales: ['en-gb'] })).toEqual(expected('english'));
    expect(await sorted({ locales: ['nl-nl', 'en-gb'] })).toEqual(expected('project', 'theme', 'service', 'news', 'english'));
    expect(await sorted({ locales: ['de-de'] })).toEqual([]);
    expect(await sorted({ pageTypes: ['theme', 'news'] })).toEqual(expected('theme', 'news'));
    expect(await sorted({ themes: ['RENEWABLE_ENERGY'] })).toEqual(expected('project', 'theme'));
    expect(await sorted({ themes: ['BIODIVERSITY'] })).toEqual(expected('project', 'english'));
    expect(await sorted({ themes: ['BIODIVERSITY'], locales: ['nl-nl'] })).toEqual(expected('project'));
    expect(await sorted({ services: ['LAB_ANALYSES'] })).toEqual(expected('service'));
    expect(await sorted({ services: ['MONITORING_AND_SURVEYS', 'LAB_ANALYSES'] })).toEqual(expected('project', 'service'));
    expect(await sorted({ themes: ['RENEWABLE_ENERGY'], services: ['LAB_ANALYSES'] })).toEqual([]);
    expect(await sorted({ pageTypes: ['project'], themes: ['WILDLIFE_INCLUSIVE_DESIGN'] })).toEqual([]);
  });

  it('pages with count and offset in a stable order, with a total independent of paging', async () => {
    const all = await find({ term: word, count: 100 });
    expect(all.body.total).toBe(5);
    const order = all.body.results.map((result) => result.pageID);
    expect(await ids({ term: word, count: 100 })).toEqual(order);
    const collected: number[] = [];
    for (let offset = 0; offset < 6; offset += 2) {
      const page = await find({ term: word, count: 2, offset });
      expect(page.body.total).toBe(5);
      collected.push(...page.body.results.map((result) => result.pageID));
    }
    expect(collected).toEqual(order);
    const beyond = await find({ term: word, count: 10, offset: 50 });
    expect(beyond.body).toEqual({ total: 5, results: [] });
  });
});

describe('the index follows the content', () => {
  it('indexes published content only; a concept change is found once published again', async () => {
    const word = marker('conceptword');
    const unpublished = await createPage({ title: 'Nooit gepubliceerd', html: `<p>${word}draft</p>` });
    expect(await ids({ term: `${word}draft` })).toEqual([]);

    const page = await publishedPage({ title: 'Gepubliceerd', html: `<p>${word}live</p>` });
    const version = await conceptVersionId(page);
    const stored = await admin.post(
      `/api/page/version/${version}/store`,
      await withRevision(admin, version, {
        title: `Nieuwe titel ${word}title`,
        blocks: [{ type: 'richText', key: 'k1', anchorPoint: '', props: { html: `<p>${word}concept</p>` }, __images: {}, __files: {} }],
      }),
    );
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
    expect(await ids({ term: `${word}concept` })).toEqual([]);
    expect(await ids({ term: `${word}title` })).toEqual([]);
    expect(await ids({ term: `${word}live` })).toEqual([page]);
    // A full rebuild must not pick up the concept either.
    await runIndexJob(admin, 'index');
    expect(await ids({ term: `${word}concept` })).toEqual([]);
    expect(await ids({ term: `${word}live` })).toEqual([page]);

    await publish(page);
    expect(await ids({ term: `${word}concept` })).toEqual([page]);
    expect(await ids({ term: `${word}live` })).toEqual([]);
    expect((await find({ term: `${word}title` })).body.results[0]?.title).toBe(`Nieuwe titel ${word}title`);
    expect(unpublished).toBeGreaterThan(0);
  });

  it('follows unpublish, store-and-unpublish and store-and-publish', async () => {
    const word = marker('unpubword');
    const page = await publishedPage({ title: 'Weg', html: `<p>${word}</p>` });
    expect(await ids({ term: word })).toEqual([page]);
    expect((await admin.post(`/api/page/${page}/unpublish`)).status).toBe(200);
    expect(await ids({ term: word })).toEqual([]);

    const version = await conceptVersionId(page);
    const body = {
      blocks: [{ type: 'richText', key: 'k1', anchorPoint: '', props: { html: `<p>${word} opnieuw</p>` }, __images: {}, __files: {} }],
    };
    expect((await admin.post(`/api/page/version/${version}/store-and-publish`, await withRevision(admin, version, body))).status).toBe(200);
    expect(await ids({ term: `${word} opnieuw` })).toEqual([page]);
    const next = await conceptVersionId(page);
    expect((await admin.post(`/api/page/version/${next}/store-and-unpublish`, await withRevision(admin, next, body))).status).toBe(200);
    expect(await ids({ term: word })).toEqual([]);
  });

  // Issue 14: a review request keeps the published version live, in the index too.
  it('keeps a page in (its live version) during a publication request and after accept', async () => {
    const word = marker('requestword');
    const page = await publishedPage({ title: 'Verzoek', html: `<p>${word}</p>` });
    expect(await ids({ term: word })).toEqual([page]);
    // A change to review (a request needs one).
    const concept = await conceptVersionId(page);
    const stored = await admin.post(
      `/api/page/version/${concept}/store`,
      await withRevision(admin, concept, { seoDescription: 'Nieuwe omschrijving' }),
    );
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
    expect(await ids({ term: word })).toEqual([page]);
    const requested = await editor.post(`/api/page/${page}/request-publication`, { comment: 'graag' });
    expect(requested.status, JSON.stringify(requested.body)).toBe(200);
    expect(await ids({ term: word })).toEqual([page]);
    const accepted = await admin.post(`/api/page/version/${await conceptVersionId(page)}/accept-publication`, { feedback: '' });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(await ids({ term: word })).toEqual([page]);
  });

  it('updates the address when the slug changes', async () => {
    const word = marker('slugword');
    const page = await publishedPage({ title: 'Adres', html: `<p>${word}</p>`, slug: `oud/${word}` });
    expect((await find({ term: word })).body.results[0]?.url).toBe(`/oud/${word}`);
    const saved = await admin.put(`/api/page/${page}/save`, { id: page, slug: `nieuw/${word}`, shouldUpdateLinks: false });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await find({ term: word })).body.results[0]?.url).toBe(`/nieuw/${word}`);
  });

  it('removes a deleted page', async () => {
    const word = marker('deleteword');
    const page = await publishedPage({ title: 'Verwijderd', html: `<p>${word}</p>` });
    expect(await ids({ term: word })).toEqual([page]);
    const deleted = await admin.post(`/api/page/${page}/delete`);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(await ids({ term: word })).toEqual([]);
    // Nothing of it is left behind for a later page to collide with.
    const rows = await t.deps.db.selectFrom('search_documents').select('page_id').where('page_id', '=', page).execute();
    expect(rows).toEqual([]);
    await runIndexJob(admin, 'index');
    expect(await ids({ term: word })).toEqual([]);
  });
});

describe('managing the index', () => {
  it('needs manage-search to rebuild or empty the index, and a login to read its status', async () => {
    for (const path of ['/api/search/index-all-pages', '/api/search/remove-all-pages']) {
      expect((await t.agent().post(path)).status).toBe(401);
      expect((await editor.post(path)).status).toBe(403);
    }
    expect((await t.agent().get('/api/search/status')).status).toBe(401);
    const status = await editor.get('/api/search/status');
    expect(status.status).toBe(200);
    expect(Object.keys(status.body.data).sort()).toEqual(['documents', 'indexingState', 'pending', 'processed', 'removalState', 'total']);
  });

  it('removes everything and rebuilds everything that is published, reporting the state', async () => {
    const word = marker('rebuildword');
    const page = await publishedPage({ title: 'Herbouw', html: `<p>${word}</p>` });
    const published = await t.deps.db
      .selectFrom('pages')
      .where('published_version_id', 'is not', null)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();

    const removed = await runIndexJob(admin, 'remove');
    expect(removed).toMatchObject({ removalState: 'success', documents: 0 });
    expect(await ids({ term: word })).toEqual([]);
    expect((await find({ term: word })).body.total).toBe(0);

    const rebuilt = await runIndexJob(admin, 'index');
    expect(rebuilt).toEqual({
      indexingState: 'success',
      removalState: 'success',
      processed: Number(published.n),
      total: Number(published.n),
      documents: Number(published.n),
      pending: 0,
    });
    expect(await ids({ term: word })).toEqual([page]);
  });

  it('answers index-all-pages at once (202, loading) while the rebuild runs; a second call starts no second rebuild', async () => {
    const engine = t.deps.searchEngine;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The rebuild's last step (outside any transaction, so the database stays free) waits
    // until released: the request must not.
    const original = engine.afterRebuild;
    engine.afterRebuild = async function (this: typeof engine, db) {
      await gate;
      await original?.call(this, db);
    };
    const finished = vi.spyOn(engine, 'removeIndexedBefore');
    try {
      const first = await admin.post('/api/search/index-all-pages');
      expect(first.status).toBe(202);
      expect(first.body).toMatchObject({ Success: true, started: true, data: { indexingState: 'loading', processed: 0 } });
      await vi.waitFor(() => expect(finished).toHaveBeenCalledTimes(1));
      expect((await admin.get('/api/search/status')).body.data.indexingState).toBe('loading');

      const second = await admin.post('/api/search/index-all-pages');
      expect(second.status).toBe(202);
      expect(second.body).toMatchObject({ Success: true, started: false, data: { indexingState: 'loading' } });

      // remove-all answers at once too, and waits for the rebuild before emptying.
      const removal = await admin.post('/api/search/remove-all-pages');
      expect(removal.status).toBe(202);
      expect(removal.body).toMatchObject({ started: true, data: { removalState: 'loading' } });
      expect((await admin.post('/api/search/remove-all-pages')).body).toMatchObject({ started: false });

      release();
      await vi.waitFor(
        async () =>
          expect((await admin.get('/api/search/status')).body.data).toMatchObject({
            indexingState: 'success',
            removalState: 'success',
            documents: 0,
          }),
        { timeout: 20_000 },
      );
      expect(finished).toHaveBeenCalledTimes(1);
    } finally {
      release();
      if (original) engine.afterRebuild = original;
      else delete engine.afterRebuild;
      finished.mockRestore();
    }
    // Put everything back for the tests after this one.
    expect((await runIndexJob(admin, 'index')).indexingState).toBe('success');
  });

  it('ends a failed rebuild in error, which the status reports', async () => {
    const engine = t.deps.searchEngine;
    const failing = vi.spyOn(engine, 'replaceMany').mockRejectedValueOnce(new Error('index unavailable'));
    // A slow clean-up after the failure: once the status says 'error', a new rebuild must start,
    // not join the failed one still tidying up.
    const original = engine.afterRebuild;
    engine.afterRebuild = async (db) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await original?.call(engine, db);
    };
    try {
      await runIndexJob(admin, 'index', 'error');
      const again = await admin.post('/api/search/index-all-pages');
      expect(again.body).toMatchObject({ started: true });
    } finally {
      failing.mockRestore();
      if (original) engine.afterRebuild = original;
      else delete engine.afterRebuild;
    }
    await vi.waitFor(async () => expect((await admin.get('/api/search/status')).body.data.indexingState).toBe('success'), {
      timeout: 20_000,
    });
  });
});

describe('rebuilding', () => {
  it('drops pages no longer published and adds pages the events missed, without emptying the index first', async () => {
    const word = marker('silentword');
    const stays = await publishedPage({ title: 'Blijft', html: `<p>${word} blijft</p>` });
    const goes = await publishedPage({ title: 'Gaat', html: `<p>${word} gaat</p>` });
    const arrives = await createPage({ title: 'Komt', html: `<p>${word} komt</p>` });
    // Changes straight in the database, so no content event tells the index.
    const db = t.deps.db;
    await db.updateTable('pages').set({ published_version_id: null, published_id: null }).where('id', '=', goes).execute();
    const concept = await conceptVersionId(arrives);
    await db.updateTable('pages').set({ published_version_id: concept, published_id: concept }).where('id', '=', arrives).execute();
    expect((await ids({ term: word })).sort()).toEqual([stays, goes].sort());

    // Searches while the rebuild runs, and a page refreshed during it, see a complete index.
    const rebuild = runIndexJob(admin, 'index');
    const during = find({ term: `${word} blijft` });
    await t.deps.events.changed({ reason: 'publication', pageId: stays });
    await rebuild;
    expect((await during).body.results.map((result) => result.pageID)).toEqual([stays]);
    expect((await ids({ term: word })).sort()).toEqual([stays, arrives].sort());
  });
});

describe('input', () => {
  it('finds nothing for an empty or word-less term', async () => {
    for (const term of ['', '   ', '!!!', '🦇🦦', '\u0000', '""', '*', '()']) {
      const response = await find({ term });
      expect(response.status, term).toBe(200);
      expect(response.body).toEqual({ total: 0, results: [] });
    }
    expect((await find({})).body).toEqual({ total: 0, results: [] });
  });

  it('accepts a huge term, reading only its first 500 characters; only a body-size guard answers V_14', async () => {
    const word = marker('longword');
    const page = await publishedPage({ title: 'Lang', html: `<p>${word} otter</p>` });
    // 600+ characters: the word that does not occur starts after character 500, so it is not read.
    const long = `${word} ${'otter '.repeat(100)}nergensvoorkomend`;
    expect(long.length).toBeGreaterThan(600);
    const response = await find({ term: long });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.results.map((result) => result.pageID)).toEqual([page]);
    // Within the first 500 characters every word still counts.
    expect((await find({ term: `${word} nergensvoorkomend ${'otter '.repeat(100)}` })).body.total).toBe(0);
    expect((await find({ term: 'a'.repeat(501) })).status).toBe(200);
    expect((await find({ term: 'a'.repeat(10_000) })).status).toBe(200);
    const tooLong = await find({ term: 'a'.repeat(10_001) });
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(tooLong.body)).toContain('V_14');
  });

  it('treats search operators and SQL as plain words: every word must match, none has a meaning', async () => {
    const word = marker('operatorword');
    const page = await publishedPage({
      title: 'Operators',
      html: `<p>${word} otter and bever or near not title terms body drop table pages 2</p>`,
    });
    const terms = [
      `"${word}"`,
      `"${word}`,
      `${word}*`,
      `*${word}`,
      `${word} OR otter`,
      `${word} AND bever`,
      `${word} NOT otter`,
      `${word} -otter`,
      `${word} NEAR otter`,
      `NEAR(${word} otter)`,
      `NEAR(${word} otter, 2)`,
      `^${word}`,
      `title_terms:${word}`,
      `{title_terms body_terms}: ${word}`,
      `(${word}`,
      `${word})) OR ((`,
      `${word}'; DROP TABLE pages; --`,
      `${word}\u0000otter`,
      `${word} 🦦 otter`,
      `${word} & | ! <-> :*`,
      `${word}%`,
      `${word}_`,
      `\\${word}\\`,
    ];
    for (const term of terms) {
      const response = await find({ term });
      expect(response.status, term).toBe(200);
      expect(
        response.body.results.map((result) => result.pageID),
        term,
      ).toEqual([page]);
    }
    // Operator words are words: the page does not contain "foo", so nothing matches (no OR semantics).
    for (const term of [`${word} OR foo`, `foo OR ${word}`, `${word} NOT foo`, `${word} -foo`]) {
      const response = await find({ term });
      expect(response.status, term).toBe(200);
      expect(response.body.total, term).toBe(0);
    }
    // The same operators in a term without that page's word still answer 200.
    for (const term of ['"', '"unbalanced', 'NEAR(', 'a:b', '-', '^', 'OR', 'AND', 'NOT', 'x OR', ') (', "' OR 1=1 --", '%', '_', '\\']) {
      expect((await find({ term })).status, term).toBe(200);
    }
  });

  it('rejects wrongly typed or out-of-range fields with 400', async () => {
    const bad: Record<string, unknown>[] = [
      { term: 5 },
      { term: null },
      { term: 'otter', count: 'x' },
      { term: 'otter', count: 0 },
      { term: 'otter', count: 1000 },
      { term: 'otter', count: 1.5 },
      { term: 'otter', offset: -1 },
      { term: 'otter', offset: 'a' },
      { term: 'otter', locales: ['xx'] },
      { term: 'otter', locales: 'nl-nl' },
      { term: 'otter', pageTypes: ['nope'] },
      { term: 'otter', themes: ['NOT_A_THEME'] },
      { term: 'otter', services: ['NOT_A_SERVICE'] },
      { term: 'otter', services: [1] },
    ];
    for (const body of bad) {
      const response = await find(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((response.body as unknown as { Success: boolean }).Success, JSON.stringify(body)).toBe(false);
    }
  });

  it('limits a visitor to 120 searches a minute', async () => {
    const client = t.agent();
    // The CSRF token is fetched first, so all 120 requests below are searches.
    await client.get('/api/auth/user');
    const statuses: number[] = [];
    for (let index = 0; index < 121; index += 1) statuses.push((await find({ term: '' }, client)).status);
    expect(statuses.slice(0, 120).every((status) => status === 200)).toBe(true);
    expect(statuses[120]).toBe(429);
    // Another visitor is not affected.
    expect((await find({ term: '' }, t.agent())).status).toBe(200);
  });
});

describe('admin page finder', () => {
  it('finds pages by title or slug, needs a login and answers 200 to odd input', async () => {
    const word = marker('finderword');
    const page = await createPage({ title: `Vinder ${word}`, html: '<p>x</p>', slug: `vinder/${word}-slug` });
    const other = await createPage({ title: 'Iets anders', html: '<p>x</p>', slug: `vinder/${word}-alleen-slug` });

    const byTitle = await admin.post('/api/page/search', { locale: 'nl-nl', searchTerm: `Vinder ${word}` });
    expect(byTitle.status).toBe(200);
    expect(byTitle.body.data.items.map((item: { id: number }) => item.id)).toEqual([page]);
    const bySlug = await admin.post('/api/page/search', { locale: 'nl-nl', searchTerm: `${word}-alleen` });
    expect(bySlug.body.data.items.map((item: { id: number }) => item.id)).toEqual([other]);
    const partial = await editor.post('/api/page/search', { locale: '', searchTerm: word.slice(0, -1) });
    expect(partial.status).toBe(200);
    expect(partial.body.data.items.map((item: { id: number }) => item.id).sort()).toEqual([page, other].sort());
    expect((await admin.post('/api/page/search', { locale: 'en-gb', searchTerm: word })).body.data.items).toEqual([]);

    for (const searchTerm of ['%', '_', '\\', "'", '"']) {
      const response = await admin.post('/api/page/search', { locale: 'nl-nl', searchTerm });
      expect(response.status, searchTerm).toBe(200);
    }
    expect((await t.agent().post('/api/page/search', { locale: 'nl-nl', searchTerm: word })).status).toBe(401);
    expect((await admin.post('/api/page/search', { locale: 'xx', searchTerm: word })).status).toBe(400);
  });
});
