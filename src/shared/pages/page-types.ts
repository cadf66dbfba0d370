import { z } from 'zod';
import type { BlockType } from '../blocks/definitions.ts';
import { FUNCTION_GROUPS, FUNCTION_TITLES, SERVICES, THEMES } from '../taxonomy.ts';

export const PAGE_TYPE_IDS = ['theme', 'service', 'project', 'innovation', 'news', 'team', 'blank'] as const;
export type PageTypeId = (typeof PAGE_TYPE_IDS)[number];

const themes = z.array(z.enum(THEMES, { error: 'V_12' })).max(THEMES.length).default([]);
const services = z.array(z.enum(SERVICES, { error: 'V_12' })).max(SERVICES.length).default([]);
const isoDate = z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/, 'V_12').default('');

export interface InitialBlock {
  type: BlockType;
  props?: Record<string, unknown>;
}

/**
 * SPEC 3 Page type: slug prefix, initial blocks, default props, header and footer, image
 * and file maps. typeData carries the relations the site and search need.
 */
export interface PageTypeDefinition {
  id: PageTypeId;
  labelKey: string;
  /** Slug prefix per site language (base language); other languages use English. */
  slugPrefix: { en: string; nl: string };
  initialBlocks: InitialBlock[];
  typeData: z.ZodType<Record<string, unknown>>;
  header: 'default' | 'hero' | 'none';
  footer: 'default' | 'none';
  /** Page-level image and file slots (used by overviews and social cards). */
  imageMap: Record<string, number>;
  fileMap: Record<string, number>;
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
    fileMap: {},
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
    fileMap: {},
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
    }),
    header: 'default',
    footer: 'default',
    imageMap: { thumbnail: 1 },
    fileMap: {},
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
    fileMap: {},
    listed: true,
  },
  news: {
    id: 'news',
    labelKey: 'pageTypes.news',
    slugPrefix: { en: 'news/', nl: 'nieuws/' },
    initialBlocks: [{ type: 'pageHeader' }, { type: 'image' }, { type: 'richText' }],
    typeData: z.object({ publicationDate: isoDate, themes, services }),
    header: 'default',
    footer: 'default',
    imageMap: { thumbnail: 1 },
    fileMap: {},
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
    fileMap: {},
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
    fileMap: {},
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
