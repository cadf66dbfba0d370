import { describe, expect, it } from 'vitest';
import { BLOCK_DEFINITIONS, BLOCK_TYPES } from '../../../shared/blocks/definitions.ts';
import { blocksToText, htmlToText } from './page-text.ts';
import { pageReadingText, toIndexedDocument } from './search-documents.ts';
import { SEARCHABLE_PROPS } from '../../../shared/blocks/searchable-props.ts';

describe('htmlToText', () => {
  it('strips tags, keeping words apart at block boundaries and together across inline markup', () => {
    expect(htmlToText('<h2>Titel</h2><p>Een <strong>vet</strong> woord en vleer<em>muis</em>.</p><ul><li>een</li><li>twee</li></ul>')).toBe(
      'Titel\nEen vet woord en vleermuis.\neen\ntwee',
    );
    expect(htmlToText('regel<br>regel<br/>nog')).toBe('regel\nregel\nnog');
    expect(htmlToText('<p>a</p><p>b</p>')).toBe('a\nb');
    expect(htmlToText('<a href="https://example.org/verborgen">zichtbaar</a>')).toBe('zichtbaar');
  });

  it('drops scripts, styles and comments entirely', () => {
    expect(htmlToText('<p>voor</p><script>alert("x")</script><style>p{color:red}</style><!-- geheim --><p>na</p>')).toBe('voor\nna');
    expect(htmlToText('<p>open</p><script>never closed')).toBe('open');
  });

  it('decodes entities after removing tags, so escaped markup stays text', () => {
    expect(htmlToText('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('<script>alert(1)</script>');
    expect(htmlToText('Tom &amp; Jerry &quot;hi&quot; it&#39;s&nbsp;ok')).toBe('Tom & Jerry "hi" it\'s ok');
    expect(htmlToText('&eacute;cologie re&euml;el &#233;&#xEB; caf&eacute;&hellip; &apos;')).toBe("écologie reëel éë café… '");
    expect(htmlToText('&unknown; &#0; &#xD800;')).toBe('&unknown;');
  });
});

describe('blocksToText', () => {
  it('collects the content props of every block, in reading order, from nested props', () => {
    const blocks = [
      { type: 'richText', key: 'a', props: { html: '<p>Eerste <b>blok</b></p>' } },
      {
        type: 'threeCards',
        key: 'b',
        props: {
          title: 'Kaarten',
          cards: [
            { title: 'Een', text: 'Tekst een', linkLabel: 'Lees meer', link: '/een' },
            { title: 'Twee', text: ' ' },
          ],
        },
      },
      {
        type: 'teamMember',
        key: 'c',
        props: {
          name: 'Anna',
          function: 'Ecoloog',
          description: 'Telt vleermuizen',
          specialties: ['Otters', 'Bevers'],
          professionalNetworkUrl: 'https://example.org/in',
        },
      },
    ];
    expect(blocksToText(blocks)).toBe('Eerste blok\nKaarten\nEen\nTekst een\nTwee\nAnna\nEcoloog\nTelt vleermuizen\nOtters\nBevers');
  });

  it('indexes only the props a block type declares as content: no UI strings, addresses, ids, settings or numbers', () => {
    const blocks = [
      { type: 'searchBox', key: 'a', props: { title: 'Zoek op de site', placeholder: 'Zoek bijvoorbeeld "otter" of "zonnepark"' } },
      {
        type: 'hero',
        key: 'b',
        props: { title: 'Welkom', subtitle: 'Ecologisch advies', buttons: [{ label: 'Lees meer', link: '/over', variant: 'primary' }] },
      },
      {
        type: 'buttons',
        key: 'c',
        props: { buttons: [{ label: 'Neem contact op', link: 'mailto:info@example.org', variant: 'secondary' }] },
      },
      { type: 'video', key: 'd', props: { provider: 'youtube', videoId: 'abc123', title: 'Film' } },
      { type: 'pageList', key: 'e', props: { title: 'Nieuws', pageType: 'project', limit: 3 } },
      { type: 'relatedProjects', key: 'f', props: { title: 'Projecten', theme: 'BIODIVERSITY', service: 'LAB_ANALYSES', limit: 3 } },
      { type: 'teamMembers', key: 'g', props: { title: 'Team', intro: '', groups: ['MANAGEMENT'] } },
      {
        type: 'textWithImage',
        key: 'h',
        props: { title: 'Aanpak', html: '<p>Tekst</p>', imagePosition: 'left', buttons: [{ label: 'Meer', link: '/meer' }] },
      },
      // Props a block type does not have, and block types the registry does not know, give nothing.
      {
        type: 'richText',
        key: 'i',
        props: {
          html: '<p>Zichtbaar</p>',
          link: { url: 'https://example.org/verborgen', label: 'ook verborgen' },
          placeholder: 'verborgen',
        },
      },
      { type: 'cards', key: 'j', props: { title: 'Onbekend blok' } },
    ];
    const text = blocksToText(blocks);
    expect(text).toBe('Zoek op de site\nWelkom\nEcologisch advies\nFilm\nNieuws\nProjecten\nTeam\nAanpak\nTekst\nZichtbaar');
    for (const hidden of [
      'otter',
      'zonnepark',
      'Lees meer',
      'Neem contact op',
      'mailto',
      'abc123',
      'youtube',
      'project',
      'BIODIVERSITY',
      'MANAGEMENT',
      'left',
      'verborgen',
      'Onbekend',
      '3',
    ]) {
      expect(text).not.toContain(hidden);
    }
  });

  it('declares content props for every block type, each a string (or list of strings) of the type', () => {
    for (const type of BLOCK_TYPES) {
      const paths = SEARCHABLE_PROPS[type] as readonly string[];
      const shape = (BLOCK_DEFINITIONS[type].props as unknown as { shape: Record<string, unknown> }).shape;
      for (const path of paths) expect(Object.keys(shape), `${type}.${path}`).toContain(path.split('.')[0]);
      for (const forbidden of [
        'placeholder',
        'link',
        'variant',
        'provider',
        'videoId',
        'pageType',
        'limit',
        'theme',
        'service',
        'groups',
        'imagePosition',
        'professionalNetworkUrl',
      ]) {
        expect(
          paths.some((path) => path.split('.').includes(forbidden)),
          `${type}.${forbidden}`,
        ).toBe(false);
      }
    }
  });

  it('accepts anything without failing', () => {
    expect(blocksToText(null)).toBe('');
    expect(blocksToText('blocks')).toBe('');
    expect(blocksToText([null, 1, 'x', { type: 'richText' }, { props: null }])).toBe('');
  });
});

describe('toIndexedDocument', () => {
  const page = {
    pageId: 7,
    locale: 'nl-nl',
    type: 'project',
    slug: 'projecten/vleermuizen',
    url: '/projecten/vleermuizen',
    title: 'Vleermuizen',
    seoDescription: 'Over vleermuizen',
    seoKeywords: ['kolonie', 'zolder'],
    blocks: [{ type: 'richText', key: 'a', props: { html: '<p>Tekst</p>' } }],
    typeData: {
      themes: ['BIODIVERSITY', 'NONE', 'BOGUS', 3],
      services: 'LAB_ANALYSES',
      theme: 'RESTORATING_ECOLOGY',
      service: ['LAB_ANALYSES'],
    },
  };

  it('indexes description, blocks and keywords, and relations from typeData', () => {
    const document = toIndexedDocument(page)!;
    expect(document).toMatchObject({
      pageId: 7,
      locale: 'nl-nl',
      pageType: 'project',
      title: 'Vleermuizen',
      url: '/projecten/vleermuizen',
      body: 'Over vleermuizen\nTekst',
    });
    expect(document.bodyTerms.split(' ')).toEqual(expect.arrayContaining(['over', 'tekst', 'kolonie', 'zolder']));
    expect(document.themes).toEqual(['BIODIVERSITY', 'RESTORATING_ECOLOGY']);
    expect(document.services).toEqual(['LAB_ANALYSES']);
    expect(document.titleTerms).toBe('vleermuis');
    expect(document.bodyTerms.split(' ')).toContain('vleermuis');
  });

  it('caps the body at 50,000 characters', () => {
    const long = toIndexedDocument({ ...page, seoDescription: 'x'.repeat(60_000) })!;
    expect(long.body.length).toBe(50_000);
  });

  it('keeps the keywords out of the body that snippets show, and says the description only once', () => {
    const repeated = toIndexedDocument({
      ...page,
      seoDescription: 'More species, stronger ecosystems.',
      seoKeywords: ['otter', 'faunapassage', 'ontsnippering'],
      blocks: [
        { type: 'hero', key: 'a', props: { title: 'Biodiversity', subtitle: 'More species, stronger ecosystems.' } },
        { type: 'pageHeader', key: 'b', props: { title: 'Biodiversity', intro: 'More  species, stronger ecosystems' } },
        { type: 'richText', key: 'c', props: { html: '<p>We count what lives here.</p>' } },
      ],
    })!;
    expect(repeated.body).toBe('Biodiversity\nMore species, stronger ecosystems.\nWe count what lives here.');
    expect(repeated.body).not.toContain('faunapassage');
    expect(repeated.bodyTerms.split(' ')).toEqual(expect.arrayContaining(['otter', 'faunapassag', 'ecosystem']));
  });
});

describe('pageReadingText', () => {
  it('puts a description the blocks do not say before their text', () => {
    const blocks = [{ type: 'richText', key: 'a', props: { html: '<p>Tekst over bevers.</p>' } }];
    expect(pageReadingText('Alles over otters.', blocks)).toBe('Alles over otters.\nTekst over bevers.');
    expect(pageReadingText('Tekst over bevers', blocks)).toBe('Tekst over bevers.');
    expect(pageReadingText('', [])).toBe('');
    expect(pageReadingText('Alleen een omschrijving', [])).toBe('Alleen een omschrijving');
  });
});

describe('what the search leaves out and ranks last (issue 17)', () => {
  const page = {
    pageId: 8,
    locale: 'en-gb',
    type: 'blank',
    slug: 'about',
    url: '/en-gb/about',
    title: 'Bats at work',
    seoDescription: '',
    seoKeywords: [],
    blocks: [
      { type: 'pageHeader', key: 'a', props: { title: 'Bats at work', intro: 'What we do for bats.' } },
      { type: 'richText', key: 'b', props: { html: '<p>Surveys.</p>' } },
    ],
    typeData: {},
  };

  it('keeps the title out of the body: the result shows it above the snippet', () => {
    expect(toIndexedDocument(page)!.body).toBe('What we do for bats.\nSurveys.');
    expect(toIndexedDocument({ ...page, seoDescription: 'Bats at work.' })!.body).toBe('What we do for bats.\nSurveys.');
    expect(pageReadingText('', page.blocks, 'Bats at work')).toBe('What we do for bats.\nSurveys.');
  });

  it('leaves out the search page and the 404 page, in both languages', () => {
    expect(toIndexedDocument({ ...page, slug: 'search', url: '/en-gb/search' })).toBeNull();
    expect(toIndexedDocument({ ...page, locale: 'nl-nl', slug: 'zoeken', url: '/zoeken' })).toBeNull();
    expect(toIndexedDocument({ ...page, slug: '404' })).toBeNull();
    // A page that is only a search box is a search page, whatever its slug.
    const searchOnly = [
      { type: 'pageHeader', key: 'a', props: { title: 'Find' } },
      { type: 'searchBox', key: 'b', props: {} },
    ];
    expect(toIndexedDocument({ ...page, slug: 'find', blocks: searchOnly })).toBeNull();
    // The home page has a search box among its content: it stays.
    expect(toIndexedDocument({ ...page, slug: '', blocks: [...page.blocks, { type: 'searchBox', key: 'c', props: {} }] })).not.toBeNull();
  });

  it('ranks legal pages after content, and content at the normal priority', () => {
    expect(toIndexedDocument(page)!.priority).toBe(0);
    for (const slug of [
      'privacy-statement',
      'cookie-policy',
      'terms-and-conditions',
      'privacyverklaring',
      'algemene-voorwaarden',
      'disclaimer',
    ])
      expect(toIndexedDocument({ ...page, slug })!.priority, slug).toBe(-1);
  });
});
