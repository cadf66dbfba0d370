import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import type { TestAgent } from '../../test-support/test-agent.ts';
import { createPage, publish } from './pages.test-helpers.ts';

/**
 * The overview reads the pages table alone unless a tab needs the concept version or the
 * schedule (page-list.repository.ts readsPagesOnly); the title sort and a search term read the
 * page row's copy of the concept's title (0034). Every sort must list and count the same pages,
 * page by page, each once.
 */

let t: TestApp;
let agent: TestAgent;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp();
  agent = await t.adminAgent();
  adminId = (await agent.get('/api/user')).body.ID;
  const pages: [string, string, string][] = [
    ['Beuk', 'project', 'nl-nl'],
    ['Eik', 'project', 'nl-nl'],
    ['Oak', 'project', 'en-gb'],
    ['Nieuws over de das', 'news', 'nl-nl'],
    ['Otter', 'theme', 'nl-nl'],
    ['Badger news', 'news', 'en-gb'],
    ['Wilg', 'project', 'nl-nl'],
  ];
  for (const [index, [title, type, locale]] of pages.entries()) {
    const page = await createPage(agent, { title, slug: `lean-${index}`, type, locale });
    if (index % 3 === 0) await publish(t, page.pageID);
  }
});
afterAll(async () => t.close());

async function list(body: Record<string, unknown>) {
  const response = await agent.post('/api/page/list', { pageSize: 2, ...body });
  expect(response.status).toBe(200);
  return response.body.data as { items: { id: number }[]; totalItems: number };
}

/** Every page of a listing's ids, in order, and its total. */
async function allPages(body: Record<string, unknown>) {
  const ids: number[] = [];
  const first = await list({ ...body, pageIndex: 0 });
  for (let pageIndex = 0; pageIndex < Math.ceil(first.totalItems / 2); pageIndex += 1) {
    ids.push(...(await list({ ...body, pageIndex })).items.map((item) => item.id));
  }
  return { ids, total: first.totalItems };
}

/**
 * The overview's rules written out over the concept versions (as the overview read them before
 * 0034): the ids in title order, ties by id.
 */
async function joinedReference(filter: { type?: string; locale?: string; searchTerm?: string; filter?: string }): Promise<number[]> {
  const contains = (column: 'page_versions.title' | 'pages.slug', term: string) =>
    sql<boolean>`lower(${sql.ref(column)}) like ${`%${term.toLowerCase()}%`}`;
  const rows = await t.deps.db
    .selectFrom('pages')
    .innerJoin('page_versions', 'page_versions.id', 'pages.concept_version_id')
    .select('pages.id')
    .$if(filter.type !== undefined, (query) => query.where('pages.type', '=', filter.type!))
    .$if(filter.locale !== undefined, (query) => query.where('pages.locale', '=', filter.locale!))
    .$if(filter.searchTerm !== undefined, (query) =>
      query.where((eb) => eb.or([contains('page_versions.title', filter.searchTerm!), contains('pages.slug', filter.searchTerm!)])),
    )
    .$if(filter.filter === 'concept', (query) =>
      query.where((eb) => eb.or([eb('pages.published_version_id', 'is', null), eb('pages.concept_dirty', '=', 1)])),
    )
    .$if(filter.filter === 'editor', (query) =>
      query.where((eb) => eb.or([eb('pages.created_by', '=', adminId), eb('page_versions.updated_by', '=', adminId)])),
    )
    .orderBy(sql`lower(${sql.ref('page_versions.title')})`)
    .orderBy('pages.id')
    .execute();
  return rows.map((row) => row.id);
}

describe('the page overview on the pages table', () => {
  const filters = [
    {},
    { type: 'project' },
    { locale: 'en-gb' },
    { type: 'news', locale: 'nl-nl' },
    { filter: 'concept' },
    { filter: 'concept', type: 'project' },
    { searchTerm: 'news' },
    { searchTerm: 'lean-1', type: 'project' },
    { filter: 'editor' },
  ];

  it.each(filters)('lists by title, and counts, what a join of the concept versions finds: %o', async (filter) => {
    const byTitle = await allPages({ ...filter, columnToSort: 'title' });
    const bySlug = await allPages({ ...filter, columnToSort: 'slug' });
    const expected = await joinedReference(filter);
    expect(expected.length).toBeGreaterThan(0);
    expect(byTitle).toEqual({ ids: expected, total: expected.length });
    expect(bySlug.total).toBe(expected.length);
    expect([...bySlug.ids].sort((a, b) => a - b)).toEqual([...expected].sort((a, b) => a - b));
  });

  it('pages by slug in the slug order, each page once', async () => {
    const { ids, total } = await allPages({ columnToSort: 'slug', sortOrder: 'desc' });
    expect(new Set(ids).size).toBe(total);
    const slugs = (await list({ columnToSort: 'slug', sortOrder: 'desc', pageSize: 50 })).items.map((item) => item.id);
    expect(ids).toEqual(slugs);
  });
});
