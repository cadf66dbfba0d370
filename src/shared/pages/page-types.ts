import { z } from 'zod';
import type { BlockType } from '../blocks/definitions.ts';
import { FUNCTION_GROUPS, FUNCTION_TITLES, PROVINCES, SERVICES, THEMES } from '../taxonomy.ts';

export const PAGE_TYPE_IDS = ['theme', 'service', 'project', 'innovation', 'news', 'team', 'blank'] as const;
export type PageTypeId = (typeof PAGE_TYPE_IDS)[number];

const themes = z
  .array(z.enum(THEMES, { error: 'V_12' }))
  .max(THEMES.length)
  .default([]);
const services = z
  .array(z.enum(SERVICES, { error: 'V_12' }))
  .max(SERVICES.length)
  .default([]);
const isoDate = z
  .string()
  .regex(/^(\d{4}-\d{2}-\d{2})?$/, 'V_12')
  .default('');

export interface InitialBlock {
  type: BlockType;
  props?: Record<string, unknown>;
}

/**
 * The site header and footer variants a page type picks (src/site/layout): 'default' is the
 * full frame; 'compact' is a reading frame: the header keeps the logo (home) and the language
 * switcher without the main menu (for landing-style types a site adds), the footer leaves out
 * only the footer menu: the office, other offices, legal links, social links and independence
 * label SPEC 2.9 asks for are in every footer. Every demo type keeps the full header and footer
 * (issue 17: articles had lost half their footer), so a visitor who lands on an article from a
 * search engine still has the site's navigation.
 */
export const HEADER_VARIANTS = ['default', 'compact'] as const;
export type HeaderVariant = (typeof HEADER_VARIANTS)[number];
export const FOOTER_VARIANTS = ['default', 'compact'] as const;
export type FooterVariant = (typeof FOOTER_VARIANTS)[number];

/**
 * SPEC 3 Page type: slug prefix, initial blocks, default props, header and footer, image
 * map. typeData carries the relations the site and search need.
 *
 * There is no file map: SPEC 3 names one, but a page-level file would have no place on the
 * site. Files are offered where they are shown, by blocks (a block type's fileSlots, such as
 * the attachments of the rich text block), so a page type's file map would only be data that
 * nothing displays or links to. It was removed rather than kept as a declaration nothing reads.
 */
export interface PageTypeDefinition {
  id: PageTypeId;
  labelKey: string;
  /** Slug prefix per site language (base language); other languages use English. */
  slugPrefix: { en: string; nl: string };
  initialBlocks: InitialBlock[];
  typeData: z.ZodType<Record<string, unknown>>;
  /** Which site header the page is rendered with (SiteHeader variant). */
  header: HeaderVariant;
  /** Which site footer the page is rendered with (SiteFooter variant). */
  footer: FooterVariant;
  /**
   * Page-level image slots and their maximum counts (src/shared/pages/page-media.ts), kept in
   * typeData.__images and checked by the server. `thumbnail`: the page's card in listings
   * (instead of its first block image) and its social image when it has no SEO image;
   * `portrait`: a team member's photo on the team page and social image.
   */
  imageMap: Record<string, number>;
  /** Shown in the "Page types" submenu (every type but blank). */
  listed: boolean;
}

export const PAGE_TYPES: Record<PageTypeId, PageTypeDefinition> = {
  theme: {
    id: 'theme',
    labelKey: 'pageTypes.theme',
    slugPrefix: { en: 'themes/', nl: 'themas/' },
    initialBlocks: [{ type: 'pageHeader' }, { type: 'textWithImage' }, { type: 'relatedProjects' }],
    typeData: z.object({ theme: z.enum(THEMES, { error: 'V_12' }).default('NONE') }),
    header: 'default',
    footer: 'default',
    imageMap: { thumbnail: 1 },
    listed: true,
  },
  service: {
    id: 'service',
    labelKey: 'pageTypes.service',
    slugPrefix: { en: 'services/', nl: 'diensten/' },
    initialBlocks: [{ type: 'pageHeader' }, { type: 'textWithImage' }, { type: 'relatedProjects' }],
    typeData: z.object({ service: z.enum(SERVICES, { error: 'V_12' }).default('NONE') }),
    header: 'default',
    footer: 'default',
    imageMap: { thumbnail: 1 },
    listed: true,
  },
  project: {
    id: 'project',
    labelKey: 'pageTypes.project',
    slugPrefix: { en: 'projects/', nl: 'projecten/' },
    initialBlocks: [{ type: 'pageHeader' }, { type: 'image' }, { type: 'richText' }],
    typeData: z.object({
      themes,
      services,
      location: z.string().max(120, 'V_14').default(''),
      client: z.string().max(120, 'V_14').default(''),
      year: z.number().int().min(1900).max(2200).nullable().default(null),
      // Optional (issue 17): the project finder's region filter; older projects have none.
      province: z.enum(PROVINCES, { error: 'V_12' }).optional(),
    }),
    header: 'default',
    footer: 'default',
    imageMap: { thumbnail: 1 },
    listed: true,
  },
  innovation: {
    id: 'innovation',
    labelKey: 'pageTypes.innovation',
    slugPrefix: { en: 'innovation/', nl: 'innovaties/' },
    initialBlocks: [{ type: 'pageHeader' }, { type: 'textWithImage' }],
    typeData: z.object({ themes, services }),
    header: 'default',
    footer: 'default',
    imageMap: { thumbnail: 1 },
    listed: true,
  },
  news: {
    id: 'news',
    labelKey: 'pageTypes.news',
    slugPrefix: { en: 'news/', nl: 'nieuws/' },
    initialBlocks: [{ type: 'pageHeader' }, { type: 'image' }, { type: 'richText' }],
    // author (issue 17): a plain name, shown on the overview and the article; a name rather than
    // a team page's id, because team pages are per language and an author may have left.
    typeData: z.object({ publicationDate: isoDate, author: z.string().max(120, 'V_14').default(''), themes, services }),
    header: 'default',
    footer: 'default',
    imageMap: { thumbnail: 1 },
    listed: true,
  },
  team: {
    id: 'team',
    labelKey: 'pageTypes.team',
    slugPrefix: { en: 'team/', nl: 'team/' },
    initialBlocks: [{ type: 'teamMember' }],
    typeData: z.object({
      name: z.string().max(120, 'V_14').default(''),
      functionGroup: z.enum(FUNCTION_GROUPS, { error: 'V_12' }).default('RESEARCHERS_AND_ADVISORS'),
      functionTitle: z.enum(FUNCTION_TITLES, { error: 'V_12' }).default('NONE'),
      specialism: z.string().max(120, 'V_14').default(''),
      themes,
      services,
    }),
    header: 'default',
    footer: 'default',
    imageMap: { portrait: 1 },
    listed: true,
  },
  blank: {
    id: 'blank',
    labelKey: 'pageTypes.blank',
    slugPrefix: { en: '', nl: '' },
    initialBlocks: [],
    typeData: z.object({}),
    header: 'default',
    footer: 'default',
    imageMap: {},
    listed: false,
  },
};

export function isPageTypeId(value: string): value is PageTypeId {
  return (PAGE_TYPE_IDS as readonly string[]).includes(value);
}

export function slugPrefixFor(type: PageTypeId, locale: string): string {
  const prefixes = PAGE_TYPES[type].slugPrefix;
  return locale.startsWith('nl') ? prefixes.nl : prefixes.en;
}
