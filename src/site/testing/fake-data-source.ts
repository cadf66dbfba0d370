import type {
  ListingPageQuery,
  PublishedPageSummary,
  PublishedPagesQuery,
  TeamMemberSummary,
  TeamMembersQuery,
} from '../../shared/site/published-pages.ts';
import type { SiteDataSource } from '../data-source.ts';

interface FakePage extends PublishedPageSummary {
  locale: string;
}
interface FakeMember extends TeamMemberSummary {
  locale: string;
}

/**
 * An in-memory SiteDataSource that filters like the real one must (type, locale, themes,
 * services, excluded ids, limit) and records every call, for tests and previews.
 */
export function createFakeDataSource(pages: FakePage[] = [], members: FakeMember[] = []) {
  const calls = {
    publishedPages: [] as PublishedPagesQuery[],
    listingPage: [] as ListingPageQuery[],
    teamMembers: [] as TeamMembersQuery[],
  };
  const listOf = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);
  const dataSource: SiteDataSource = {
    async publishedPages(query) {
      calls.publishedPages.push(query);
      return pages
        .filter((page) => page.type === query.type && page.locale === query.locale)
        .filter((page) => !query.excludeIds?.includes(page.id))
        .filter((page) => !query.themes || listOf(page.typeData['themes']).some((theme) => query.themes!.includes(theme as never)))
        .filter(
          (page) => !query.services || listOf(page.typeData['services']).some((service) => query.services!.includes(service as never)),
        )
        .slice(0, query.limit)
        .map(({ locale: _locale, ...page }) => page);
    },
    async listingPage(query) {
      calls.listingPage.push(query);
      const matches = pages
        .filter((page) => page.type === query.type && page.locale === query.locale && page.id !== query.excludeId)
        .filter((page) => !query.theme || listOf(page.typeData['themes']).includes(query.theme))
        .filter((page) => !query.service || listOf(page.typeData['services']).includes(query.service))
        .filter((page) => !query.province || page.typeData['province'] === query.province)
        .filter((page) => query.year === undefined || page.typeData['year'] === query.year)
        .map(({ locale: _locale, ...page }) => page);
      const start = (query.page - 1) * query.pageSize;
      const years = [...new Set(matches.map((page) => page.typeData['year']).filter((year): year is number => typeof year === 'number'))];
      return { items: matches.slice(start, start + query.pageSize), total: matches.length, years: years.sort((a, b) => b - a) };
    },
    async teamMembers(query) {
      calls.teamMembers.push(query);
      return members
        .filter((member) => member.locale === query.locale && query.groups.includes(member.functionGroup))
        .map(({ locale: _locale, ...member }) => member);
    },
  };
  return { dataSource, calls };
}

export const SAMPLE_PAGES: FakePage[] = [
  {
    id: 101,
    locale: 'en-gb',
    type: 'project',
    title: 'Otter passages along the river Lek',
    url: '/en-gb/projects/otter-passages',
    description: 'Monitoring how otters use new wildlife passages under dikes and roads.',
    typeData: { themes: ['BIODIVERSITY', 'WILDLIFE_INCLUSIVE_DESIGN'], services: ['MONITORING_AND_SURVEYS'] },
    thumbnail: {
      src: 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 4 3%22%3E%3Crect width=%224%22 height=%223%22 fill=%22%236b8f71%22/%3E%3C/svg%3E',
      alt: 'Otter passage',
      width: 400,
      height: 300,
    },
  },
  {
    id: 102,
    locale: 'en-gb',
    type: 'project',
    title: 'Bats and wind farms in Flevoland',
    url: '/en-gb/projects/bats-wind-farms',
    description: 'Acoustic research into bat activity around turbines.',
    typeData: { themes: ['RENEWABLE_ENERGY'], services: ['MONITORING_AND_SURVEYS', 'DATA_MANAGEMENT_AND_STATISTICAL_ANALYSES'] },
  },
  {
    id: 103,
    locale: 'en-gb',
    type: 'project',
    title: 'Peat meadow restoration',
    url: '/en-gb/projects/peat-meadows',
    description: '',
    typeData: { themes: ['RESTORATING_ECOLOGY', 'BIODIVERSITY'], services: ['LAB_ANALYSES'] },
  },
  {
    id: 201,
    locale: 'en-gb',
    type: 'news',
    title: 'New office in Nijmegen',
    url: '/en-gb/news/nijmegen',
    description: 'We opened a third office close to the university.',
    typeData: { publicationDate: '2024-05-01' },
  },
  {
    id: 301,
    locale: 'nl-nl',
    type: 'project',
    title: 'Otterpassages langs de Lek',
    url: '/projecten/otterpassages',
    description: 'Monitoring van otters bij nieuwe faunapassages.',
    typeData: { themes: ['BIODIVERSITY'], services: [] },
  },
];

export const SAMPLE_MEMBERS: FakeMember[] = [
  {
    id: 1,
    locale: 'en-gb',
    name: 'Anna de Vries',
    url: '/en-gb/team/anna-de-vries',
    functionGroup: 'MANAGEMENT',
    functionTitle: 'DR_IR',
    specialism: 'Landscape ecology',
  },
  {
    id: 2,
    locale: 'en-gb',
    name: 'Bram Jansen',
    url: '/en-gb/team/bram-jansen',
    functionGroup: 'RESEARCHERS_AND_ADVISORS',
    functionTitle: 'MSC',
    specialism: 'Bats',
  },
  {
    id: 3,
    locale: 'en-gb',
    name: 'Chris Bakker',
    url: '/en-gb/team/chris-bakker',
    functionGroup: 'RESEARCHERS_AND_ADVISORS',
    functionTitle: 'NONE',
    specialism: '',
  },
  {
    id: 4,
    locale: 'en-gb',
    name: 'Dewi Smit',
    url: '/en-gb/team/dewi-smit',
    functionGroup: 'SUPPORT',
    functionTitle: 'BA',
    specialism: 'Office management',
  },
  {
    id: 5,
    locale: 'en-gb',
    name: 'Eva Visser',
    url: '/en-gb/team/eva-visser',
    functionGroup: 'TEAM_LEADERS',
    functionTitle: 'ING',
    specialism: 'Amphibians',
  },
  {
    id: 6,
    locale: 'nl-nl',
    name: 'Anna de Vries',
    url: '/team/anna-de-vries',
    functionGroup: 'MANAGEMENT',
    functionTitle: 'DR_IR',
    specialism: 'Landschapsecologie',
  },
];
