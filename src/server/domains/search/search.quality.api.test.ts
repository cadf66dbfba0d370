import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import type { TestAgent } from '../../test-support/test-agent.ts';
import { runIndexJob } from './search-index.test-helpers.ts';

/**
 * Search quality (issue 17) through POST /api/search/search: snippets keep fields apart and
 * leave the title out, legal pages rank after content for topical words but are found by their
 * own, and the search page is never a result. An app of its own, so the rankings hold only the
 * pages made here. Runs on SQLite and, with DATABASE_URL, on PostgreSQL.
 */
let t: TestApp;
let admin: TestAgent;

interface Result {
  pageID: number;
  title: string;
  snippet: string;
}

async function page(options: { title: string; slug: string; locale?: string; type?: string; typeData?: object; content: object[] }) {
  const created = await admin.post('/api/page/create', {
    type: 'blank',
    locale: 'en-gb',
    typeData: {},
    ...options,
    content: options.content.map((block, index) => ({ key: `k${index}`, ...block })),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const id = created.body.pageID as number;
  const published = await admin.post(`/api/page/${id}/publish`);
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  return id;
}

const richText = (html: string) => ({ type: 'richText', props: { html } });

async function search(term: string, locale = 'en-gb'): Promise<Result[]> {
  const response = await t.agent().post('/api/search/search', { term, locales: [locale], pageTypes: [], count: 10, offset: 0 });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.results as Result[];
}

const plain = (snippet: string) => snippet.replace(/<\/?mark>/g, '');
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
  ids.member = await page({
    title: 'Lotte Visser',
    slug: 'team/lotte-visser',
    type: 'team',
    typeData: { name: 'Lotte Visser', specialism: 'Otter' },
    content: [
      {
        type: 'teamMember',
        props: {
          name: 'Lotte Visser',
          function: 'Ecologist',
          description: 'Lotte studies how otters and badgers cross under roads safely, with wildlife passages and camera traps.',
          specialties: ['Otters', 'Wildlife passages', 'Camera traps'],
        },
      },
    ],
  });
  ids.project = await page({
    title: 'Bats in the new district',
    slug: 'projects/bats-district',
    type: 'project',
    content: [
      { type: 'pageHeader', props: { title: 'Bats in the new district', intro: 'A district built around its bats.' } },
      richText(
        '<p><strong>Location:</strong> Utrecht<br><strong>Client:</strong> City of Utrecht<br><strong>Year:</strong> 2024</p><p>The task was a district in Utrecht where the bats keep their roosts.</p>',
      ),
    ],
  });
  ids.content = await page({
    title: 'Applied research',
    slug: 'applied-research',
    content: [richText('<p>Our ecology team surveys sites across the country for clients.</p>')],
  });
  ids.privacy = await page({
    title: 'Privacy statement',
    slug: 'privacy-statement',
    content: [
      richText(
        '<p>Verdant Ecology respects your privacy. Verdant Ecology processes personal data. Ecology consultancy Verdant Ecology is responsible. Verdant Ecology, ecology, ecology.</p>',
      ),
    ],
  });
  ids.terms = await page({
    title: 'Terms and conditions',
    slug: 'terms-and-conditions',
    content: [richText('<p>These terms of Verdant Ecology apply to every ecology assignment of Verdant Ecology.</p>')],
  });
  ids.search = await page({
    title: 'Search',
    slug: 'search',
    content: [
      { type: 'searchBox', props: { title: 'Search ecology, otters and bats' } },
      richText('<p>Search all about ecology here.</p>'),
    ],
  });
  ids.zoeken = await page({
    title: 'Zoeken',
    slug: 'zoeken',
    locale: 'nl-nl',
    content: [richText('<p>Zoek in alles over ecologie.</p>')],
  });
  ids.ecologie = await page({
    title: 'Onderzoek',
    slug: 'onderzoek',
    locale: 'nl-nl',
    content: [richText('<p>Onze ecologie-afdeling doet onderzoek naar ecologie in het veld.</p>')],
  });
  ids.privacyverklaring = await page({
    title: 'Privacyverklaring',
    slug: 'privacyverklaring',
    locale: 'nl-nl',
    content: [richText('<p>Verdant Ecologie en ecologie: ecologie, ecologie, ecologie. Wij verwerken persoonsgegevens.</p>')],
  });
});
afterAll(async () => t.close());

describe('snippets (issue 17)', () => {
  it('never run the fields of a page together', async () => {
    const [member] = await search('otters');
    expect(member?.pageID).toBe(ids.member);
    expect(plain(member!.snippet)).toBe(
      'Lotte studies how otters and badgers cross under roads safely, with wildlife passages and camera traps.',
    );
    const [project] = await search('utrecht');
    expect(project?.pageID).toBe(ids.project);
    expect(plain(project!.snippet)).toBe('The task was a district in Utrecht where the bats keep their roosts.');
    expect(project!.snippet).not.toMatch(/Year|2024|Client/);
  });

  it('do not start with the title', async () => {
    const results = await search('bats');
    const project = results.find((result) => result.pageID === ids.project)!;
    expect(plain(project.snippet).startsWith('Bats in the new district')).toBe(false);
    for (const result of [...results, ...(await search('lotte'))]) expect(plain(result.snippet).startsWith(result.title)).toBe(false);
  });
});

describe('ranking and scope (issue 17)', () => {
  it('ranks content above legal pages for a topical word, in both languages', async () => {
    const english = await search('ecology');
    expect(english.map((result) => result.pageID)).toEqual([ids.content, ids.privacy, ids.terms]);
    const dutch = await search('ecologie', 'nl-nl');
    expect(dutch.map((result) => result.pageID)).toEqual([ids.ecologie, ids.privacyverklaring]);
  });

  it('still finds a legal page by its own words, first', async () => {
    expect((await search('privacy')).map((result) => result.pageID)[0]).toBe(ids.privacy);
    expect((await search('persoonsgegevens', 'nl-nl')).map((result) => result.pageID)).toEqual([ids.privacyverklaring]);
  });

  it('never shows the search page, also after a rebuild of the index', async () => {
    expect((await search('search')).map((result) => result.pageID)).not.toContain(ids.search);
    expect((await search('zoek', 'nl-nl')).map((result) => result.pageID)).not.toContain(ids.zoeken);
    await runIndexJob(admin, 'index');
    expect((await search('ecology')).map((result) => result.pageID)).toEqual([ids.content, ids.privacy, ids.terms]);
    expect((await search('search')).map((result) => result.pageID)).not.toContain(ids.search);
  });
});
