import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SAMPLE_BLOCKS } from '../testing/sample-blocks.ts';
import { createFakeDataSource } from '../testing/fake-data-source.ts';
import { createRenderContext } from '../render-context.ts';
import { createTranslator } from '../i18n/ui-strings.ts';
import { loadBlockData, RenderBlocks } from '../blocks/render-blocks.tsx';
import type { SiteSearchQuery, SiteSearchResponse } from '../../shared/site/site-search.ts';
import { consentFromCookieString, withMarketingConsent } from './consent-cookie.ts';
import { errorsFromServer, validateContact } from './contact/contact-validation.ts';
import { resultCountLine, resultTypeLabel, SearchResults } from './search/SearchResults.tsx';
import { isActiveQuery, languageSwitchQuery, parseSearchQuery, searchQueryString, toSiteSearchQuery } from './search/search-query.ts';
import { videoEmbedUrl } from './video/video-embed.ts';

const en = createTranslator('en-gb');
const nl = createTranslator('nl-nl');

describe('consent cookie', () => {
  it('reads the server format among other cookies', () => {
    expect(consentFromCookieString('a=1; cms_consent=n1s0m1; b=2')).toEqual({ statistics: false, marketing: true });
    expect(consentFromCookieString('cms_consent=n1s1m0')).toEqual({ statistics: true, marketing: false });
    expect(consentFromCookieString('cms_consent_seen=1')).toBeNull();
    expect(consentFromCookieString('cms_consent=garbage')).toBeNull();
    expect(consentFromCookieString('')).toBeNull();
  });
  it('grants marketing and keeps the statistics choice', () => {
    expect(withMarketingConsent({ statistics: true, marketing: false }, false)).toBe(
      'cms_consent=n1s1m1; Max-Age=31536000; Path=/; SameSite=Lax',
    );
    expect(withMarketingConsent(null, true)).toBe('cms_consent=n1s0m1; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
  });
});

describe('video embed', () => {
  it('uses the privacy-friendly players', () => {
    expect(videoEmbedUrl('youtube', 'dQw4w9WgXcQ', true)).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0&autoplay=1');
    expect(videoEmbedUrl('vimeo', '76979871', false)).toBe('https://player.vimeo.com/video/76979871?dnt=1');
  });
  it('the block renders the island with its props and no iframe', async () => {
    const html = await renderPage([SAMPLE_BLOCKS.video]);
    expect(html).toContain('data-island="video-consent"');
    expect(html).toMatch(/data-props="\{&quot;blockKey&quot;:&quot;video1&quot;/);
    expect(html).not.toContain('<iframe');
  });
});

describe('search results', () => {
  it('count line: singular, plural, with and without the term, both languages', () => {
    expect(resultCountLine(en, 1, 'bats')).toBe('1 result for “bats”');
    expect(resultCountLine(en, 12, 'bats')).toBe('12 results for “bats”');
    expect(resultCountLine(en, 3, '')).toBe('3 results');
    expect(resultCountLine(nl, 1, 'vleermuis')).toBe('1 resultaat voor “vleermuis”');
    expect(resultCountLine(nl, 12, 'vleermuis')).toBe('12 resultaten voor “vleermuis”');
  });
  it('a count that stopped early reads "more than", the number as each language writes it', () => {
    expect(resultCountLine(en, 1000, 'bats', true, 'en-gb')).toBe('More than 1,000 results for “bats”');
    expect(resultCountLine(en, 1000, '', true, 'en-gb')).toBe('More than 1,000 results');
    expect(resultCountLine(nl, 1000, 'vleermuis', true, 'nl-nl')).toBe('Meer dan 1.000 resultaten voor “vleermuis”');
    expect(resultCountLine(nl, 1000, '', true, 'nl-nl')).toBe('Meer dan 1.000 resultaten');
    expect(resultCountLine(en, 1000, 'bats', false, 'en-gb')).toBe('1000 results for “bats”');
  });
  it('no results: with the term, or "No results found"', () => {
    expect(resultCountLine(en, 0, 'bats')).toBe('No results for “bats”');
    expect(resultCountLine(en, 0, '')).toBe('No results found');
    expect(resultCountLine(nl, 0, '')).toBe('Geen resultaten gevonden');
  });
  it('type labels, unknown types as generic content', () => {
    expect(
      ['theme', 'project', 'service', 'team', 'innovation', 'news', 'blank', 'weird'].map((type) => resultTypeLabel('en-gb', type)),
    ).toEqual(['Theme', 'Project', 'Service', 'Team member', 'Innovation', 'News', 'Generic content', 'Generic content']);
  });
  it('renders title links, the snippet HTML and read-more links', () => {
    const html = renderToString(
      <SearchResults
        locale="en-gb"
        t={en}
        term="bats"
        headingId="c"
        response={{
          total: 1,
          results: [
            {
              pageID: 3,
              title: 'Bats & wind',
              snippet: 'about <mark>bats</mark> &amp; more',
              url: '/en-gb/projects/bats',
              locale: 'en-gb',
              pageType: 'project',
            },
          ],
        }}
      />,
    );
    expect(html).toContain('<a href="/en-gb/projects/bats">Bats &amp; wind</a>');
    expect(html).toContain('about <mark>bats</mark> &amp; more');
    expect(html).toContain('aria-label="Read more about Bats &amp; wind">Read more</a>');
    expect(html).toContain('>Project</p>');
  });
  it('parses the GET form leniently and builds the API query', () => {
    const query = parseSearchQuery({ q: ' bats ', type: 'project', theme: 'BIODIVERSITY', service: 'NOPE', page: '2' });
    expect(query).toEqual({ q: 'bats', type: 'project', theme: 'BIODIVERSITY', service: '', tag: '', page: 2 });
    expect(parseSearchQuery({ type: 'team', theme: 'NONE', page: '-4' })).toEqual({
      q: '',
      type: '',
      theme: '',
      service: '',
      tag: '',
      page: 1,
    });
    expect(searchQueryString(query)).toBe('?q=bats&type=project&theme=BIODIVERSITY&page=2');
    expect(toSiteSearchQuery(query, 'en-gb')).toEqual({
      term: 'bats',
      locale: 'en-gb',
      pageTypes: ['project'],
      themes: ['BIODIVERSITY'],
      services: [],
      count: 10,
      offset: 10,
    });
  });
  it('a tag link filters the search by that tag: trimmed, capped in length, kept in the query string', () => {
    const query = parseSearchQuery(new URLSearchParams('tag=%20Vleermuizen%20'));
    expect(query.tag).toBe('Vleermuizen');
    expect(isActiveQuery(query)).toBe(true);
    expect(searchQueryString(query)).toBe('?tag=Vleermuizen');
    expect(toSiteSearchQuery(query, 'nl-nl')).toMatchObject({ term: '', tags: ['Vleermuizen'] });
    expect(parseSearchQuery({ tag: 'x'.repeat(500) }).tag).toHaveLength(60);
    expect(toSiteSearchQuery(parseSearchQuery({ q: 'bats' }), 'nl-nl')).not.toHaveProperty('tags');
  });
});

async function renderPage(
  blocks: Parameters<typeof loadBlockData>[0],
  searchParams: Record<string, string> = {},
  search?: (query: SiteSearchQuery) => Promise<SiteSearchResponse>,
  locale = 'en-gb',
) {
  const { dataSource } = createFakeDataSource();
  if (search) dataSource.search = search;
  const context = createRenderContext({ locale, pageId: 7, searchParams });
  const data = await loadBlockData(blocks, context, dataSource);
  return renderToString(<RenderBlocks blocks={blocks} context={context} data={data} />);
}

describe('search box block (server side)', () => {
  const hits: SiteSearchResponse = {
    total: 12,
    results: [
      {
        pageID: 5,
        title: 'Bats and wind farms',
        snippet: '<mark>Bats</mark> near turbines',
        url: '/en-gb/projects/bats',
        locale: 'en-gb',
        pageType: 'project',
      },
    ],
  };

  it('renders results for ?q= through the data source, without JavaScript', async () => {
    const calls: SiteSearchQuery[] = [];
    const html = await renderPage([SAMPLE_BLOCKS.searchBox], { q: 'bats', type: 'project', page: '2' }, async (query) => {
      calls.push(query);
      return hits;
    });
    expect(calls).toEqual([{ term: 'bats', locale: 'en-gb', pageTypes: ['project'], themes: [], services: [], count: 10, offset: 10 }]);
    expect(html).toContain('12 results for “bats”');
    expect(html).toContain('<mark>Bats</mark> near turbines');
    expect(html).toContain('value="bats"');
    expect(html).toMatch(/<option value="project" selected="">Project<\/option>/);
    expect(html).toContain('href="/en-gb/search?q=bats&amp;type=project"');
    expect(html).toContain('Page 2 of 2');
    expect(html).toContain('data-island="search-box"');
  });

  it('has the filters, translated, and no results section without a query', async () => {
    let called = false;
    const html = await renderPage(
      [SAMPLE_BLOCKS.searchBox],
      {},
      async () => {
        called = true;
        return hits;
      },
      'nl-nl',
    );
    expect(called).toBe(false);
    for (const text of [
      'Wat voor inhoud?',
      'Gerelateerd thema',
      'Gerelateerde dienst',
      'Toon resultaten',
      'Biodiversiteit',
      'Laboratoriumanalyses',
      'Innovatie',
    ])
      expect(html).toContain(text);
    expect(html).toMatch(/<section class="search-results"[^>]*hidden=""/);
  });

  it('a page past the end shows the last page (both languages), not a count over an empty list', async () => {
    const hit = hits.results[0]!;
    for (const locale of ['en-gb', 'nl-nl']) {
      const calls: SiteSearchQuery[] = [];
      // 13 results, 10 a page: page 2 is the last; offsets past it find nothing.
      const html = await renderPage(
        [SAMPLE_BLOCKS.searchBox],
        { type: 'project', page: '99' },
        async (query) => {
          calls.push(query);
          return { total: 13, results: query.offset < 13 ? [hit] : [] };
        },
        locale,
      );
      expect(calls.map((call) => call.offset)).toEqual([980, 10]);
      expect(html).toContain(locale === 'en-gb' ? 'Page 2 of 2' : 'Pagina 2 van 2');
      expect(html).toContain('Bats and wind farms');
      expect(html).toMatch(/rel="prev"/);
      expect(html).not.toMatch(/rel="next"/);
      expect(html).toMatch(/data-props="[^"]*&quot;page&quot;:2[,}]/);
    }
  });

  it('the language switcher on the search page keeps the search, not the page number', () => {
    expect(
      languageSwitchQuery(
        parseSearchQuery({
          q: 'otter',
          type: 'project',
          theme: 'BIODIVERSITY',
          service: 'NONE',
          tag: 'vleermuis',
          page: '3',
          utm_source: 'x',
        }),
      ),
    ).toBe('?q=otter&type=project&theme=BIODIVERSITY&tag=vleermuis');
    expect(languageSwitchQuery(parseSearchQuery({ page: '2' }))).toBe('');
  });

  it('shows the no-results line', async () => {
    const html = await renderPage([SAMPLE_BLOCKS.searchBox], { q: 'xyzzy' }, async () => ({ total: 0, results: [] }));
    expect(html).toContain('No results for “xyzzy”');
  });
});

describe('contact form', () => {
  const valid = { firstName: 'A', lastName: 'B', email: 'a@b.nl', phone: '', subject: 's', message: 'm', privacy: true };
  it('uses the SPEC 5 messages', () => {
    expect(validateContact(valid, true)).toEqual({});
    expect(validateContact({ ...valid, firstName: ' ', email: 'nope', privacy: false }, false)).toEqual({
      firstName: 'contact.fieldRequired',
      email: 'contact.invalidEmail',
      privacy: 'contact.fieldRequired',
      botCheck: 'contact.botCheckMissing',
    });
    expect(en('contact.fieldRequired')).toBe('*This field is required');
    expect(nl('contact.fieldRequired')).toBe('*Dit veld is verplicht');
    expect(en('contact.invalidEmail')).toBe('*Invalid email addres');
    expect(nl('contact.invalidEmail')).toBe('*Ongeldig e-mailadres');
    expect(en('contact.botCheckMissing')).toBe('*Please do the reCAPTCHA');
    expect(nl('contact.botCheckMissing')).toBe('*Vul de reCAPTCHA in');
    expect(en('contact.failureText', { email: 'info@x.nl' })).toBe(
      'The contact form could not be sent. Try again later or contact us at info@x.nl.',
    );
  });
  it('maps server codes to field messages', () => {
    expect(
      errorsFromServer([
        { code: 'V_01', property: 'lastName' },
        { code: 'V_02', property: 'email' },
        { code: 'V_12', property: 'botCheck' },
        { code: 'V_14', property: 'message' },
        { code: 'G_01' },
      ]),
    ).toEqual({
      lastName: 'contact.fieldRequired',
      email: 'contact.invalidEmail',
      botCheck: 'contact.botCheckMissing',
      message: 'contact.tooLong',
    });
  });
  it('the block renders all seven fields, asterisks, the privacy link and the bot check', async () => {
    const html = await renderPage([SAMPLE_BLOCKS.contactForm]);
    for (const name of ['firstName', 'lastName', 'phone', 'email', 'message', 'privacy', 'subject'])
      expect(html).toContain(`name="${name}"`);
    expect(html.match(/form-field__required/g)).toHaveLength(6);
    expect(html).toContain('<a href="/en-gb/privacy-statement">privacy statement</a>');
    expect(html).toContain('I am not a robot');
    expect(html).toContain('name="website"');
    expect(html).toContain('data-island="contact-form"');
  });
});
