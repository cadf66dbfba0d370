import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGAL_PAGE_SLUGS, SEARCH_PAGE_SLUGS } from '../../../shared/site/search-scope.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { seedDemoSite } from './demo-seed.ts';

/**
 * Issue 17 on the demo site, as the review found it: "ecology"/"ecologie" lists content before
 * the legal pages and never the search page, and snippets keep the fields of a page apart.
 */
describe('site search on the demo site (issue 17)', () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp();
    await seedDemoSite(test.deps);
  }, 60_000);
  afterAll(async () => test?.close());

  interface Hit {
    pageID: number;
    title: string;
    snippet: string;
    url: string;
  }
  const search = async (term: string, locale: string): Promise<Hit[]> => {
    const response = await test.agent().post('/api/search/search', { term, locales: [locale], count: 100 });
    expect(response.status).toBe(200);
    return response.body.results as Hit[];
  };
  const lastSegment = (url: string) => url.split('/').pop() ?? '';

  it('ranks content above legal pages for "ecology" and "ecologie", and never shows the search page', async () => {
    for (const [term, locale] of [
      ['ecology', 'en-gb'],
      ['ecologie', 'nl-nl'],
    ] as const) {
      const hits = await search(term, locale);
      const legal = hits.map((hit, index) => (LEGAL_PAGE_SLUGS.includes(lastSegment(hit.url)) ? index : -1)).filter((index) => index >= 0);
      const content = hits
        .map((hit, index) => (LEGAL_PAGE_SLUGS.includes(lastSegment(hit.url)) ? -1 : index))
        .filter((index) => index >= 0);
      expect(content.length, term).toBeGreaterThan(0);
      if (legal.length > 0) expect(Math.min(...legal), term).toBeGreaterThan(Math.max(...content));
      expect(
        hits.filter((hit) => SEARCH_PAGE_SLUGS.includes(lastSegment(hit.url))),
        term,
      ).toEqual([]);
    }
    for (const [term, locale] of [
      ['zoeken', 'nl-nl'],
      ['search', 'en-gb'],
    ] as const) {
      expect(
        (await search(term, locale)).filter((hit) => SEARCH_PAGE_SLUGS.includes(lastSegment(hit.url))),
        term,
      ).toEqual([]);
    }
  });

  it('still finds the privacy statement by "privacy", first', async () => {
    expect(lastSegment((await search('privacy', 'en-gb'))[0]!.url)).toBe('privacy-statement');
    expect(lastSegment((await search('privacy', 'nl-nl'))[0]!.url)).toBe('privacyverklaring');
  });

  it('keeps snippets to one field, never starting with the title', async () => {
    const lotte = (await search('Lotte', 'nl-nl')).find((hit) => hit.title.includes('Lotte'));
    expect(lotte).toBeDefined();
    expect(lotte!.snippet.replace(/<\/?mark>/g, '')).toMatch(/^Lotte onderzoekt otters/);
    expect(lotte!.snippet).not.toMatch(/Ecoloog|Faunapassages Cameravallen/);
    for (const [term, locale] of [
      ['otter', 'nl-nl'],
      ['bats', 'en-gb'],
      ['2024', 'nl-nl'],
      ['vleermuizen', 'nl-nl'],
    ] as const) {
      for (const hit of await search(term, locale)) {
        const text = hit.snippet.replace(/<\/?mark>/g, '');
        expect(text.startsWith(hit.title), `${term}: ${hit.title}`).toBe(false);
        // A fact line never runs into the text after it ("Jaar: 2024 De opgave").
        expect(text, `${term}: ${hit.title}`).not.toMatch(/(Jaar|Year|Opdrachtgever|Client|Locatie|Location): \S+( \S+)* [A-Z]/);
      }
    }
  });
});
