import { describe, expect, it } from 'vitest';
import type { BreadcrumbItem } from '../../layout/Breadcrumbs.tsx';
import { COMPANY, fakePage } from '../../testing/structured-data-fixtures.ts';
import { pageJsonLd, type PageStructuredDataInput } from './page-structured-data.ts';

const ORIGIN = 'https://www.verdant.example';
type Node = Record<string, unknown>;

/**
 * What schema.org and Google's structured-data guidelines ask of each type the site emits; every
 * node of that type anywhere in the graph must have these properties, non-empty.
 */
const REQUIRED: Record<string, string[]> = {
  Organization: ['@id', 'name', 'url'],
  LocalBusiness: ['@id', 'name', 'address', 'telephone', 'parentOrganization'],
  PostalAddress: ['streetAddress', 'postalCode', 'addressLocality', 'addressCountry'],
  GeoCoordinates: ['latitude', 'longitude'],
  WebSite: ['@id', 'url', 'name', 'potentialAction'],
  SearchAction: ['target', 'query-input'],
  EntryPoint: ['urlTemplate'],
  BreadcrumbList: ['itemListElement'],
  ListItem: ['position', 'name', 'item'],
  NewsArticle: ['headline', 'datePublished', 'dateModified', 'author', 'publisher', 'image', 'mainEntityOfPage'],
  Person: ['name'],
};
/** Properties whose value is an address: absolute, on the site or a social network. */
const URL_PROPERTIES = new Set(['url', 'item', 'mainEntityOfPage', 'urlTemplate', 'sameAs', 'image', 'logo']);

/** Parses a block as a browser's JSON-LD processor would, and returns its graph. */
function parse(jsonLd: string): Node[] {
  const document = JSON.parse(jsonLd) as Node;
  expect(document['@context']).toBe('https://schema.org');
  expect(Array.isArray(document['@graph'])).toBe(true);
  return document['@graph'] as Node[];
}

/** Every node (typed object) in a value, depth first. */
function nodesIn(value: unknown): Node[] {
  if (Array.isArray(value)) return value.flatMap(nodesIn);
  if (value === null || typeof value !== 'object') return [];
  const node = value as Node;
  return [...(typeof node['@type'] === 'string' ? [node] : []), ...Object.values(node).flatMap(nodesIn)];
}

/** Checks every node against REQUIRED and every address for being absolute; returns the problems. */
function problems(graph: Node[]): string[] {
  const found: string[] = [];
  for (const node of nodesIn(graph)) {
    const type = node['@type'] as string;
    if (!(type in REQUIRED)) found.push(`unexpected type ${type}`);
    for (const property of REQUIRED[type] ?? []) {
      const value = node[property];
      if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) found.push(`${type} without ${property}`);
    }
    for (const [property, value] of Object.entries(node)) {
      if (!URL_PROPERTIES.has(property)) continue;
      for (const url of [value].flat()) if (typeof url === 'string' && !/^https:\/\//.test(url)) found.push(`${type}.${property} ${url}`);
    }
  }
  return found;
}

const byType = (graph: Node[], type: string) => graph.filter((node) => node['@type'] === type);
const only = (graph: Node[], type: string): Node => {
  const nodes = byType(graph, type);
  expect(nodes, type).toHaveLength(1);
  return nodes[0]!;
};

const HOME: BreadcrumbItem = { name: 'Home', href: '/' };

function graphOf(overrides: Partial<PageStructuredDataInput>): Node[] {
  const graph = parse(
    pageJsonLd({
      publicUrl: ORIGIN,
      company: COMPANY,
      locale: 'nl-nl',
      defaultLocale: 'nl-nl',
      officesHref: '/contact#kantoren',
      page: null,
      trail: [],
      image: null,
      ...overrides,
    }),
  );
  expect(problems(graph)).toEqual([]);
  return graph;
}

const news = fakePage({
  id: 31,
  type: 'news',
  slug: 'nieuws/record-gierzwaluwen',
  title: 'Recordaantal gierzwaluwen in Nijmegen',
  url: '/nieuws/record-gierzwaluwen',
  typeData: { publicationDate: '2024-03-12', author: 'Lotte Visser', themes: [], services: [] },
  seoDescription: 'Nooit eerder telden we er zoveel.',
  publishedAt: '2024-05-06T09:00:00.000Z',
});
const newsTrail: BreadcrumbItem[] = [HOME, { name: 'Nieuws', href: '/nieuws' }, { name: news.title, href: news.url }];

describe('structured data of every page (issue 17)', () => {
  it('home: the organisation with its three offices (address, phone, position) and the website with its search', () => {
    const home = fakePage({ type: 'blank', slug: '', title: 'Home', url: '/' });
    const graph = graphOf({ page: home });
    expect(graph.map((node) => node['@type'])).toEqual(['Organization', 'WebSite']);

    const organization = only(graph, 'Organization');
    expect(organization).toMatchObject({
      '@id': `${ORIGIN}/#organization`,
      name: 'Verdant Ecology',
      url: `${ORIGIN}/`,
      email: 'info@verdant-ecology.example',
      telephone: '+31 345 000 000',
      sameAs: [
        'https://www.linkedin.com/company/verdant-ecology-example',
        'https://x.com/verdant_ecology_example',
        'https://www.youtube.com/@verdant-ecology-example',
      ],
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Stationsweg 1',
        postalCode: '4101 AA',
        addressLocality: 'Culemborg',
        addressCountry: 'NL',
      },
    });
    expect(organization.logo).toBeUndefined();
    const offices = organization.department as Node[];
    expect(offices.map((office) => [office['@type'], office.name, office.telephone])).toEqual([
      // The headquarters without its own number has the company's, as the footer shows.
      ['LocalBusiness', 'Verdant Ecology Culemborg', '+31 345 000 000'],
      ['LocalBusiness', 'Verdant Ecology Haren', '+31 50 000 0000'],
      ['LocalBusiness', 'Verdant Ecology Nijmegen', '+31 24 000 0000'],
    ]);
    expect(offices[2]).toMatchObject({
      url: `${ORIGIN}/contact#kantoren`,
      address: { streetAddress: 'Heyendaalseweg 100', postalCode: '6525 AA', addressLocality: 'Nijmegen', addressCountry: 'NL' },
      geo: { '@type': 'GeoCoordinates', latitude: 51.821, longitude: 5.865 },
      parentOrganization: { '@id': `${ORIGIN}/#organization` },
    });
    // No position known: no made-up one.
    expect(offices[1]!.geo).toBeUndefined();

    expect(only(graph, 'WebSite')).toMatchObject({
      url: `${ORIGIN}/`,
      name: 'Verdant Ecology',
      inLanguage: 'nl-nl',
      publisher: { '@id': `${ORIGIN}/#organization` },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${ORIGIN}/zoeken?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it("the English pages' search goes to the English search page", () => {
    const home = fakePage({ type: 'blank', slug: '', locale: 'en-gb', title: 'Home', url: '/en-gb' });
    const action = only(graphOf({ page: home, locale: 'en-gb' }), 'WebSite').potentialAction as Node;
    expect((action.target as Node).urlTemplate).toBe(`${ORIGIN}/en-gb/search?q={search_term_string}`);
  });

  it('an overview page and a project: a BreadcrumbList with the trail shown, positions from 1, absolute items', () => {
    const overview = fakePage({ type: 'blank', slug: 'projecten', title: 'Projecten', url: '/projecten' });
    const overviewList = only(graphOf({ page: overview, trail: [HOME, { name: 'Projecten', href: '/projecten' }] }), 'BreadcrumbList');
    expect(overviewList.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
      { '@type': 'ListItem', position: 2, name: 'Projecten', item: `${ORIGIN}/projecten` },
    ]);

    const project = fakePage({ type: 'project', slug: 'projecten/otters', title: 'Otterpassages', url: '/projecten/otters' });
    const trail = [HOME, { name: 'Projecten', href: '/projecten' }, { name: 'Otterpassages', href: '/projecten/otters' }];
    const graph = graphOf({ page: project, trail });
    expect(graph.map((node) => node['@type'])).toEqual(['Organization', 'WebSite', 'BreadcrumbList']);
    const list = only(graph, 'BreadcrumbList');
    expect(list['@id']).toBe(`${ORIGIN}/projecten/otters#breadcrumb`);
    expect((list.itemListElement as Node[]).map((item) => [item.position, item.name, item.item])).toEqual([
      [1, 'Home', `${ORIGIN}/`],
      [2, 'Projecten', `${ORIGIN}/projecten`],
      [3, 'Otterpassages', `${ORIGIN}/projecten/otters`],
    ]);
  });

  it('a news page: a NewsArticle with its publication date, the live version as modified, the author and the image', () => {
    const image = `${ORIGIN}/api/medialib/get-page-file/31/seo_image/abc/swifts.jpg`;
    const graph = graphOf({ page: news, trail: newsTrail, image });
    expect(byType(graph, 'BreadcrumbList')).toHaveLength(1);
    expect(only(graph, 'NewsArticle')).toEqual({
      '@type': 'NewsArticle',
      '@id': `${ORIGIN}/nieuws/record-gierzwaluwen#article`,
      url: `${ORIGIN}/nieuws/record-gierzwaluwen`,
      mainEntityOfPage: `${ORIGIN}/nieuws/record-gierzwaluwen`,
      headline: 'Recordaantal gierzwaluwen in Nijmegen',
      description: 'Nooit eerder telden we er zoveel.',
      inLanguage: 'nl-nl',
      datePublished: '2024-03-12',
      dateModified: '2024-05-06T09:00:00.000Z',
      image: [image],
      author: { '@type': 'Person', name: 'Lotte Visser' },
      publisher: { '@type': 'Organization', '@id': `${ORIGIN}/#organization`, name: 'Verdant Ecology', url: `${ORIGIN}/` },
    });
  });

  it("a news page without author or date: the organisation's, dated when it was published; a long headline is cut to 110", () => {
    const untitled = fakePage({
      type: 'news',
      slug: 'nieuws/lang',
      title: 'Lang '.repeat(40).trim(),
      url: '/nieuws/lang',
      typeData: { publicationDate: '', author: '  ' },
      publishedAt: '2024-07-01T08:30:00.000Z',
    });
    const graph = parse(
      pageJsonLd({
        publicUrl: ORIGIN,
        company: COMPANY,
        locale: 'nl-nl',
        defaultLocale: 'nl-nl',
        officesHref: '/contact#kantoren',
        page: untitled,
        trail: [HOME, { name: 'Nieuws', href: '/nieuws' }, { name: untitled.title, href: untitled.url }],
        image: null,
      }),
    );
    const article = only(graph, 'NewsArticle');
    expect(article.author).toMatchObject({ '@type': 'Organization', name: 'Verdant Ecology' });
    expect(article.datePublished).toBe('2024-07-01T08:30:00.000Z');
    expect(article.dateModified).toBe('2024-07-01T08:30:00.000Z');
    expect((article.headline as string).length).toBeLessThanOrEqual(110);
    expect(article.headline).toMatch(/…$/);
    // No image of its own and no social image: none (the only required property it can lack).
    expect(article.image).toBeUndefined();
  });

  it("a team member's page: a Person with job title, specialism, profile, portrait, working for the organisation", () => {
    const member = fakePage({
      id: 44,
      type: 'team',
      slug: 'team/lotte-visser',
      title: 'Lotte Visser',
      url: '/team/lotte-visser',
      typeData: { name: 'Lotte Visser', functionGroup: 'RESEARCHERS_AND_ADVISORS', functionTitle: 'MSC', specialism: 'Zoogdieren' },
      blocks: [
        {
          type: 'teamMember',
          key: 'm',
          anchorPoint: '',
          props: {
            name: 'Lotte Visser',
            function: 'Ecoloog',
            description: 'Lotte onderzoekt otters.',
            specialties: ['Otter', 'Zoogdieren'],
            professionalNetworkUrl: 'https://www.linkedin.com/in/lotte-visser-example',
          },
          __images: {},
          __files: {},
        },
      ],
    });
    const portrait = `${ORIGIN}/portrait.jpg`;
    const graph = graphOf({
      page: member,
      trail: [HOME, { name: 'Team', href: '/team' }, { name: 'Lotte Visser', href: '/team/lotte-visser' }],
      image: portrait,
    });
    expect(graph.map((node) => node['@type'])).toEqual(['Organization', 'WebSite', 'BreadcrumbList', 'Person']);
    expect(only(graph, 'Person')).toEqual({
      '@type': 'Person',
      '@id': `${ORIGIN}/team/lotte-visser#person`,
      name: 'Lotte Visser',
      url: `${ORIGIN}/team/lotte-visser`,
      jobTitle: 'Ecoloog',
      description: 'Lotte onderzoekt otters.',
      knowsAbout: ['Zoogdieren', 'Otter'],
      image: portrait,
      sameAs: ['https://www.linkedin.com/in/lotte-visser-example'],
      worksFor: { '@type': 'Organization', '@id': `${ORIGIN}/#organization`, name: 'Verdant Ecology', url: `${ORIGIN}/` },
    });
  });

  it('the built-in 404 (no page): the organisation and the website, no breadcrumbs', () => {
    expect(graphOf({ page: null }).map((node) => node['@type'])).toEqual(['Organization', 'WebSite']);
  });

  it('cannot close its script element: "<" and other unsafe characters are escaped and parse back unchanged', () => {
    const title = '</script><script>alert(1)</script> & <!-- \u2028';
    const hostile = fakePage({ type: 'news', slug: 'nieuws/x', url: '/nieuws/x', title, typeData: { author: '</SCRIPT>' } });
    const text = pageJsonLd({
      publicUrl: ORIGIN,
      company: { ...COMPANY, name: 'A</script>B' },
      locale: 'nl-nl',
      defaultLocale: 'nl-nl',
      officesHref: '/contact#kantoren',
      page: hostile,
      trail: [HOME, { name: title, href: '/nieuws/x' }],
      image: null,
    });
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    const graph = parse(text);
    expect(only(graph, 'NewsArticle')).toMatchObject({ headline: title, author: { name: '</SCRIPT>' } });
    expect(only(graph, 'Organization').name).toBe('A</script>B');
  });
});

describe('pageJsonLd, kept per page (issue 20)', () => {
  const base: PageStructuredDataInput = {
    publicUrl: ORIGIN,
    company: COMPANY,
    locale: 'nl-nl',
    defaultLocale: 'nl-nl',
    officesHref: '/contact#kantoren',
    page: fakePage({ type: 'news', slug: 'otters-terug', url: '/nieuws/otters-terug', title: 'Otters terug' }),
    trail: [HOME],
    image: null,
  };

  it('gives what serialising the graph again gives, for the same page and for every change of the input', () => {
    const first = pageJsonLd(base);
    expect(pageJsonLd({ ...base })).toBe(first);
    const otherTrail = pageJsonLd({ ...base, trail: [HOME, { name: 'Nieuws', href: '/nieuws' }] });
    expect(otherTrail).not.toBe(first);
    expect(otherTrail).toContain('/nieuws');
    expect(pageJsonLd({ ...base, image: `${ORIGIN}/social.jpg` })).toContain('/social.jpg');
    const renamed = pageJsonLd({
      ...base,
      page: fakePage({ type: 'news', slug: 'otters-terug', url: '/nieuws/otters-terug', title: 'Bevers terug' }),
    });
    expect(renamed).toContain('Bevers terug');
    expect(pageJsonLd({ ...base, company: { ...COMPANY, name: 'Groen Advies' } })).toContain('Groen Advies');
    expect(pageJsonLd(base)).toBe(first);
  });
});
