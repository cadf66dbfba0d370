import { z } from 'zod';
import { defineBlock } from '../block-definition.ts';
import { plainText } from '../block-fields.ts';

/** Blocks a visitor works with: the offices map, the contact form, the search box. */
export const officesMap = defineBlock({
  type: 'officesMap',
  category: 'interactive',
  labelKey: 'blocks.officesMap',
  props: z.object({ title: plainText(160) }),
  imageSlots: {},
  fileSlots: {},
  searchableProps: ['title'],
});

export const contactForm = defineBlock({
  type: 'contactForm',
  category: 'interactive',
  labelKey: 'blocks.contactForm',
  props: z.object({ title: plainText(160), intro: plainText(1000) }),
  imageSlots: {},
  fileSlots: {},
  searchableProps: ['title', 'intro'],
});

export const searchBox = defineBlock({
  type: 'searchBox',
  category: 'interactive',
  labelKey: 'blocks.searchBox',
  props: z.object({ title: plainText(160), placeholder: plainText(120) }),
  imageSlots: {},
  fileSlots: {},
  // The placeholder is interface text, not content.
  searchableProps: ['title'],
});
