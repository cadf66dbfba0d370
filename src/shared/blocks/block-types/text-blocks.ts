import { z } from 'zod';
import { defineBlock } from '../block-definition.ts';
import { blockButton, link, plainText, richHtml } from '../block-fields.ts';

/** Blocks that are mostly words: headers, rich text, quotes, a team member's profile. */
export const pageHeader = defineBlock({
  type: 'pageHeader',
  category: 'text',
  labelKey: 'blocks.pageHeader',
  props: z.object({ title: plainText(160), intro: plainText(1000) }),
  imageSlots: {},
  fileSlots: {},
  searchableProps: ['title', 'intro'],
});

export const richText = defineBlock({
  type: 'richText',
  category: 'text',
  labelKey: 'blocks.richText',
  props: z.object({ html: richHtml() }),
  imageSlots: {},
  fileSlots: { attachments: 10 },
  richTextProps: ['html'],
  searchableProps: ['html'],
});

export const textWithImage = defineBlock({
  type: 'textWithImage',
  category: 'text',
  labelKey: 'blocks.textWithImage',
  props: z.object({
    title: plainText(160),
    html: richHtml(),
    imagePosition: z.enum(['left', 'right']).default('right'),
    buttons: z.array(blockButton).max(3).default([]),
  }),
  imageSlots: { image: 1 },
  fileSlots: {},
  richTextProps: ['html'],
  searchableProps: ['title', 'html'],
});

export const quote = defineBlock({
  type: 'quote',
  category: 'text',
  labelKey: 'blocks.quote',
  props: z.object({ text: plainText(1000), author: plainText(120), role: plainText(120) }),
  imageSlots: { portrait: 1 },
  fileSlots: {},
  searchableProps: ['text', 'author', 'role'],
});

export const teamMember = defineBlock({
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
  // Not the network address: an address is not content.
  searchableProps: ['name', 'function', 'description', 'specialties'],
});
