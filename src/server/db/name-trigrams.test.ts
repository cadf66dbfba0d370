import { CompiledQuery, type Compilable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namesContain } from '../lib/sql-search.ts';
import { likeInPageNames, mediaFileNamed, pageIdsWhere } from './name-search.test-helpers.ts';
import { insertFile } from '../domains/media/media.repository.ts';
import { createPage, uniqueSlug } from '../domains/pages/pages.test-helpers.ts';
import type { TestAgent } from '../test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

/**
 * Migration 0037: on SQLite the admin's "contains" searches in page titles, addresses and media
 * file names look the term's trigrams up (FTS5) before their LIKE, and find exactly what the LIKE
 * alone finds. Triggers keep the trigram tables in step with every write.
 */
describe.runIf(!process.env.DATABASE_URL?.startsWith('postgres'))('trigram tables for name searches (SQLite)', () => {
  let t: TestApp;
  let admin: TestAgent;
  const titles = [
    'Otter survey Utrecht',
    'OTTERS in Amsterdam',
    'Ämsterdam canals',
    'ämsterdam lowercase',
    '50%_off "quoted" deal',
    'Bat boxes',
    // "i̇" (i and a combining dot above): what JavaScript lower-cases "İ" to, which FTS5 does not fold "İ" to.
    'Ki\u0307stanbul bridges',
  ];
  const pageIds: number[] = [];
  const mediaIds: number[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminAgent();
    for (const title of titles) pageIds.push((await createPage(admin, { title, slug: uniqueSlug('trigram') })).pageID);
    for (const [index, title] of titles.entries()) {
      const fileName = `${title.replaceAll(/[ "]/g, '-')}.png`;
      mediaIds.push(await insertFile(t.deps.db, mediaFileNamed(fileName, String(index).repeat(64).slice(0, 64))));
    }
  });
  afterAll(async () => t.close());

  const pagesMatching = (term: string) => pageIdsWhere(t.deps.db, pageIds, namesContain(t.deps.db, 'page_names_fts', term));
  const pagesLiking = (term: string) => pageIdsWhere(t.deps.db, pageIds, likeInPageNames(term));

  const plan = async (query: Compilable) => {
    const { sql: text, parameters } = query.compile();
    const rows = await t.deps.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`EXPLAIN QUERY PLAN ${text}`, [...parameters]));
    return rows.rows.map((row) => row.detail).join('\n');
  };

  it('find exactly what the LIKE alone finds: any ASCII case, wildcards and quotes as text, other letters as written', async () => {
    const terms = ['otter', 'OTTER', 'tters', 'ämst', 'ÄMST', 'Ämsterdam c', '%_o', '"quoted"', 'd" d', 'trigram', 'zzz', 'ot', 'b', 'İst'];
    for (const term of terms) expect(await pagesMatching(term), term).toEqual(await pagesLiking(term));
    expect(await pagesMatching('otter')).toEqual([pageIds[0], pageIds[1]]);
    // The term is lowered in full, the column by SQLite's lower() (ASCII only): the LIKE decides.
    expect(await pagesMatching('ÄMST')).toEqual([pageIds[3]]);
    expect(await pagesMatching('İstanbul')).toEqual([pageIds[6]]);
  });

  it('look the trigrams up for terms of three characters or more, and scan for shorter ones', async () => {
    const query = (term: string) =>
      t.deps.db
        .selectFrom('pages')
        .select('id')
        .where(namesContain(t.deps.db, 'page_names_fts', term));
    expect(await plan(query('otter'))).toMatch(/page_names_fts VIRTUAL TABLE/);
    expect(await plan(query('ot'))).not.toMatch(/page_names_fts/);
  });

  it('follow a new title, an address change and a deletion', async () => {
    const { pageID } = await createPage(admin, { title: 'Kingfisher nest', slug: uniqueSlug('kingfisher') });
    pageIds.push(pageID);
    expect(await pagesMatching('kingfisher')).toEqual([pageID]);
    await t.deps.db.updateTable('pages').set({ concept_title: 'Heron colony', slug: 'heron-colony' }).where('id', '=', pageID).execute();
    expect(await pagesMatching('kingfisher')).toEqual([]);
    expect(await pagesMatching('heron-col')).toEqual([pageID]);
    await t.deps.db.deleteFrom('pages').where('id', '=', pageID).execute();
    expect(await pagesMatching('heron')).toEqual([]);
  });

  it('serve the media library the same way, through the API', async () => {
    const search = async (searchTerm: string) => {
      const response = await admin.post('/api/medialib/search-files', { directory: '/', searchTerm });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return (response.body.data.items as { path: string }[]).map((file) => file.path).sort();
    };
    expect(await search('OTTER')).toEqual(['/OTTERS-in-Amsterdam.png', '/Otter-survey-Utrecht.png']);
    expect(await search('%_off')).toEqual(['/50%_off--quoted--deal.png']);
    await t.deps.db
      .updateTable('media_files')
      .set({ file_name: 'Renamed.png', name_key: 'renamed.png' })
      .where('id', '=', mediaIds[0]!)
      .execute();
    expect(await search('otter')).toEqual(['/OTTERS-in-Amsterdam.png']);
    expect(await search('renamed')).toEqual(['/Renamed.png']);
    const media = (term: string) =>
      t.deps.db
        .selectFrom('media_files')
        .select('id')
        .where(namesContain(t.deps.db, 'media_names_fts', term));
    expect(await plan(media('otter'))).toMatch(/media_names_fts VIRTUAL TABLE/);
  });
});
