import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFile } from '../domains/media/media.repository.ts';
import { createPage } from '../domains/pages/pages.test-helpers.ts';
import { shortTermLookup } from '../lib/name-grams.repository.ts';
import { namesContain, withNameIndexes } from '../lib/sql-search.ts';
import { likeInPageNames, mediaFileNamed, pageIdsWhere } from './name-search.test-helpers.ts';
import type { TestAgent } from '../test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

const onPostgres = process.env.DATABASE_URL?.startsWith('postgres') ?? false;

/**
 * Migration 0039: the names' characters and pairs of characters, so a search for one or two
 * characters ("qx") reads the few pages that can hold them instead of the whole table. The
 * candidates must hold every page the LIKE matches; the LIKE still decides.
 */
describe('gram indexes for short name searches', () => {
  let t: TestApp;
  let admin: TestAgent;
  // PostgreSQL keeps varchar(200); SQLite takes any length, past the positions its triggers split.
  const longTitle = `${'a'.repeat(onPostgres ? 190 : 1200)} qx`;
  const titles = ['Otter survey Utrecht', 'QX-ray of a bat', 'Ämsterdam canals', '50%_off "quoted" deal', 'Bat boxes', 'x', longTitle];
  const pageIds: number[] = [];
  // Addresses of digits: a random one could hold the pairs the tests look for.
  let pagesMade = 0;
  const slug = () => `gram-${process.pid}-${(pagesMade += 1)}`;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminAgent();
    for (const title of titles.slice(0, -1)) pageIds.push((await createPage(admin, { title, slug: slug() })).pageID);
    // Longer than any title the API takes, as an import or an older row may hold: still found.
    const long = await createPage(admin, { title: 'long', slug: slug() });
    await t.deps.db.updateTable('pages').set({ concept_title: longTitle }).where('id', '=', long.pageID).execute();
    pageIds.push(long.pageID);
    // The grams' statistics PostgreSQL's lookups weigh them by (read before any lookup here).
    if (onPostgres) await sql`ANALYZE pages`.execute(t.deps.db);
  });
  afterAll(async () => t.close());

  const candidates = async (term: string, limit?: number) => (await shortTermLookup(t.deps.db, 'page_names_fts', term, limit)).candidates;
  const ours = (ids: readonly number[] | null | undefined) =>
    ids === null || ids === undefined ? null : ids.filter((id) => pageIds.includes(id)).sort((a, b) => a - b);
  const liking = (term: string) => pageIdsWhere(t.deps.db, pageIds, likeInPageNames(term));
  const matching = async (term: string) => {
    // The reads as a search makes them; on PostgreSQL through the gram index whether narrow or not.
    const lookup = { ...(await shortTermLookup(t.deps.db, 'page_names_fts', term)), grams: onPostgres };
    return pageIdsWhere(t.deps.db, pageIds, namesContain(t.deps.db, 'page_names_fts', term, lookup));
  };

  it('give every page a short term matches, and with the LIKE exactly those', async () => {
    const terms = ['qx', 'QX', 'x', 'X-', '-r', ' o', '%_', '_o', '"q', 'ä', 'Äm', 'ts', 'zq', 'q', 'aa', 'x-r', 'Y O'];
    for (const term of terms) {
      const like = await liking(term);
      // SQLite's trigram table serves three characters and more ("x-r"), its grams the shorter.
      if (!onPostgres && [...term].length < 3) {
        expect(ours(await candidates(term)), term).toEqual(expect.arrayContaining(like));
      }
      expect(await matching(term), term).toEqual(like);
    }
    expect(await matching('qx')).toEqual([pageIds[1], pageIds[6]]);
  });

  it.runIf(!onPostgres)('SQLite: read the candidates first, few or none; leave trigram terms and common grams alone', async () => {
    // The long title is a candidate for every short term: it was not split into grams.
    expect(ours(await candidates('zq'))).toEqual([pageIds[6]]);
    expect(ours(await candidates('qx'))).toEqual([pageIds[1], pageIds[6]]);
    expect(await shortTermLookup(t.deps.db, 'page_names_fts', 'otter')).toEqual({});
    expect(await shortTermLookup(t.deps.db, 'page_names_fts', '')).toEqual({});
    // "t" is in more names than the limit: a scan meets its matches soon.
    expect(await shortTermLookup(t.deps.db, 'page_names_fts', 't', 2)).toEqual({});
    expect((await candidates('qx', 2))?.length).toBe(2);
  });

  it('follow a new title, an address change and a deletion', async () => {
    const { pageID } = await createPage(admin, { title: 'Kingfisher nest!', slug: slug() });
    pageIds.push(pageID);
    expect(await matching('k_')).toEqual([]);
    expect(await matching('T!')).toEqual([pageID]);
    await t.deps.db.updateTable('pages').set({ concept_title: 'Heron colony', slug: 'k_heron' }).where('id', '=', pageID).execute();
    expect(await matching('K_')).toEqual([pageID]);
    expect(await matching('t!')).toEqual([]);
    await t.deps.db.deleteFrom('pages').where('id', '=', pageID).execute();
    expect(await matching('k_')).toEqual([]);
  });

  it('serve the page overview, the page finder and the media library through the API', async () => {
    const overview = await admin.post('/api/page/list', { searchTerm: 'qx', columnToSort: 'title' });
    expect(overview.status, JSON.stringify(overview.body)).toBe(200);
    expect((overview.body.data.items as { title: string }[]).map((row) => row.title)).toEqual(['long', 'QX-ray of a bat']);
    expect(overview.body.data.totalItems).toBe(2);
    const none = await admin.post('/api/page/list', { searchTerm: 'zq' });
    expect(none.body.data).toEqual({ items: [], totalItems: 0 });

    const finder = await admin.post('/api/page/search', { locale: 'nl-nl', searchTerm: 'qx' });
    expect(finder.status, JSON.stringify(finder.body)).toBe(200);
    expect(JSON.stringify(finder.body)).toContain('QX-ray of a bat');

    const fileId = await insertFile(t.deps.db, mediaFileNamed('Qx-survey.png', '7'.repeat(64)));
    const search = async (searchTerm: string) => {
      const response = await admin.post('/api/medialib/search-files', { directory: '/', searchTerm });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return (response.body.data.items as { path: string }[]).map((file) => file.path);
    };
    expect(await search('QX')).toEqual(['/Qx-survey.png']);
    expect(await search('zq')).toEqual([]);
    await t.deps.db.updateTable('media_files').set({ file_name: 'Zq.png', name_key: 'zq.png' }).where('id', '=', fileId).execute();
    expect(await search('qx')).toEqual([]);
    expect(await search('zq')).toEqual(['/Zq.png']);
  });

  it.runIf(onPostgres)('PostgreSQL reads the gram index for a narrow gram, in one process, and leaves a common one to a scan', async () => {
    const plan = (grams: boolean) =>
      withNameIndexes(
        t.deps.db,
        'qx',
        async (executor) => {
          const { sql: text, parameters } = executor
            .selectFrom('pages')
            .select('id')
            .where(namesContain(executor, 'page_names_fts', 'qx', { grams }))
            .limit(2001)
            .compile();
          const { rows } = await executor.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`EXPLAIN ${text}`, [...parameters]));
          return rows.map((row) => row['QUERY PLAN']).join('\n');
        },
        { grams },
      );
    expect(await plan(true)).toMatch(/Bitmap Index Scan on pages_name_grams_idx/);
    expect(await plan(true)).not.toMatch(/Gather/);
    expect(await plan(false)).not.toMatch(/name_grams/);
    // ANALYZE (beforeAll) put "a" in every name here: a scan meets it at once.
    expect(await shortTermLookup(t.deps.db, 'page_names_fts', 'a')).toEqual({ grams: false });
    expect(await shortTermLookup(t.deps.db, 'page_names_fts', 'zq')).toEqual({ grams: true });
  });
});
