import { z } from 'zod';
import { FUNCTION_GROUPS, SERVICES, THEMES } from '../taxonomy.ts';
import { defineBlock } from './block-definition.ts';
import { link, plainText, richHtml } from './block-fields.ts';

const button = z.object({
  label: plainText(80),
  link,
  variant: z.enum(['primary', 'secondary']).default('primary'),
});

const card = z.object({
  title: plainText(120),
  text: plainText(600),
  linkLabel: plainText(80),
  link,
});

/** Every block type the public site needs (SPEC 2.9). */
export const BLOCK_DEFINITIONS = {
  hero: defineBlock({
    type: 'hero',
    category: 'layout',
    labelKey: 'blocks.hero',
    props: z.object({ title: plainText(160), subtitle: plainText(400), buttons: z.array(button).max(3).default([]) }),
    imageSlots: { background: 1 },
    fileSlots: {},
  }),
  pageHeader: defineBlock({
    type: 'pageHeader',
    category: 'text',
    labelKey: 'blocks.pageHeader',
    props: z.object({ title: plainText(160), intro: plainText(1000) }),
    imageSlots: {},
    fileSlots: {},
  }),
  richText: defineBlock({
    type: 'richText',
    category: 'text',
    labelKey: 'blocks.richText',
    props: z.object({ html: richHtml() }),
    imageSlots: {},
    fileSlots: { attachments: 10 },
    richTextProps: ['html'],
  }),
  image: defineBlock({
    type: 'image',
    category: 'media',
    labelKey: 'blocks.image',
    props: z.object({ caption: plainText(300) }),
    imageSlots: { image: 1 },
    fileSlots: {},
  }),
  textWithImage: defineBlock({
    type: 'textWithImage',
    category: 'text',
    labelKey: 'blocks.textWithImage',
    props: z.object({
      title: plainText(160),
      html: richHtml(),
      imagePosition: z.enum(['left', 'right']).default('right'),
      buttons: z.array(button).max(3).default([]),
    }),
    imageSlots: { image: 1 },
    fileSlots: {},
    richTextProps: ['html'],
  }),
  buttons: defineBlock({
    type: 'buttons',
    category: 'layout',
    labelKey: 'blocks.buttons',
    props: z.object({ buttons: z.array(button).max(4).default([]) }),
    imageSlots: {},
    fileSlots: {},
  }),
  threeCards: defineBlock({
    type: 'threeCards',
    category: 'layout',
    labelKey: 'blocks.threeCards',
    props: z.object({ title: plainText(160), cards: z.array(card).max(3).default([]) }),
    imageSlots: { cards: 3 },
    fileSlots: {},
  }),
  quote: defineBlock({
    type: 'quote',
    category: 'text',
    labelKey: 'blocks.quote',
    props: z.object({ text: plainText(1000), author: plainText(120), role: plainText(120) }),
    imageSlots: { portrait: 1 },
    fileSlots: {},
  }),
  video: defineBlock({
    type: 'video',
    category: 'media',
    labelKey: 'blocks.video',
    props: z.object({
      provider: z.enum(['youtube', 'vimeo']).default('youtube'),
      videoId: z.string().regex(/^[A-Za-z0-9_-]{0,32}$/, 'V_12').default(''),
      title: plainText(160),
    }),
    imageSlots: {},
    fileSlots: {},
  }),
  pageList: defineBlock({
    type: 'pageList',
    category: 'listing',
    labelKey: 'blocks.pageList',
    props: z.object({
      title: plainText(160),
      pageType: z.enum(['theme', 'service', 'project', 'innovation', 'news', 'team']).default('news'),
      limit: z.number().int().min(1).max(60).default(12),
    }),
    imageSlots: {},
    fileSlots: {},
  }),
  relatedProjects: defineBlock({
    type: 'relatedProjects',
    category: 'listing',
    labelKey: 'blocks.relatedProjects',
    props: z.object({
      title: plainText(160),
      theme: z.enum(THEMES).default('NONE'),
      service: z.enum(SERVICES).default('NONE'),
      limit: z.number().int().min(1).max(24).default(6),
    }),
    imageSlots: {},
    fileSlots: {},
  }),
  teamMembers: defineBlock({
    type: 'teamMembers',
    category: 'listing',
    labelKey: 'blocks.teamMembers',
    props: z.object({
      title: plainText(160),
      intro: plainText(1000),
      groups: z.array(z.enum(FUNCTION_GROUPS)).max(FUNCTION_GROUPS.length).default([...FUNCTION_GROUPS]),
    }),
    imageSlots: {},
    fileSlots: {},
  }),
  teamMember: defineBlock({
    type: 'teamMember',
    category: 'text',
    labelKey: 'blocks.teamMember',
    props: z.object({
      name: plainText(120),
      function: plainText(120),
      description: plainText(4000),
      specialties: z.array(plainText(120)).max(12).default([]),
      professionalNetworkUrl: link,
    }),
    imageSlots: { portrait: 1 },
    fileSlots: {},
  }),
  officesMap: defineBlock({
    type: 'officesMap',
    category: 'interactive',
    labelKey: 'blocks.officesMap',
    props: z.object({ title: plainText(160) }),
    imageSlots: {},
    fileSlots: {},
  }),
  contactForm: defineBlock({
    type: 'contactForm',
    category: 'interactive',
    labelKey: 'blocks.contactForm',
    props: z.object({ title: plainText(160), intro: plainText(1000) }),
    imageSlots: {},
    fileSlots: {},
  }),
  searchBox: defineBlock({
    type: 'searchBox',
    category: 'interactive',
    labelKey: 'blocks.searchBox',
    props: z.object({ title: plainText(160), placeholder: plainText(120) }),
    imageSlots: {},
    fileSlots: {},
  }),
  callToAction: defineBlock({
    type: 'callToAction',
    category: 'layout',
    labelKey: 'blocks.callToAction',
    props: z.object({ title: plainText(160), text: plainText(600), buttons: z.array(button).max(2).default([]) }),
    imageSlots: {},
    fileSlots: {},
  }),
} as const;

export type BlockType = keyof typeof BLOCK_DEFINITIONS;
export type BlockProps<T extends BlockType> = z.infer<(typeof BLOCK_DEFINITIONS)[T]['props']>;
export const BLOCK_TYPES = Object.keys(BLOCK_DEFINITIONS) as BlockType[];

export function isBlockType(value: string): value is BlockType {
  return Object.hasOwn(BLOCK_DEFINITIONS, value);
}

/** The props a new block starts with: every field's default. */
export function defaultBlockProps<T extends BlockType>(type: T): BlockProps<T> {
  return BLOCK_DEFINITIONS[type].props.parse({}) as BlockProps<T>;
}
