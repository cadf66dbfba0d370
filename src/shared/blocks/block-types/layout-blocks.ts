import { z } from 'zod';
import { defineBlock } from '../block-definition.ts';
import { blockButton, blockCard, plainText } from '../block-fields.ts';

/** Blocks that structure a page: its opening, buttons, cards and calls to action. */
export const hero = defineBlock({
  type: 'hero',
  category: 'layout',
  labelKey: 'blocks.hero',
  props: z.object({ title: plainText(160), subtitle: plainText(400), buttons: z.array(blockButton).max(3).default([]) }),
  imageSlots: { background: 1 },
  fileSlots: {},
  searchableProps: ['title', 'subtitle'],
});

export const buttons = defineBlock({
  type: 'buttons',
  category: 'layout',
  labelKey: 'blocks.buttons',
  props: z.object({ buttons: z.array(blockButton).max(4).default([]) }),
  imageSlots: {},
  fileSlots: {},
  // Button labels are navigation, the same on many pages.
  searchableProps: [],
});

export const threeCards = defineBlock({
  type: 'threeCards',
  category: 'layout',
  labelKey: 'blocks.threeCards',
  props: z.object({ title: plainText(160), cards: z.array(blockCard).max(3).default([]) }),
  imageSlots: { cards: 3 },
  fileSlots: {},
  searchableProps: ['title', 'cards.title', 'cards.text'],
});

export const callToAction = defineBlock({
  type: 'callToAction',
  category: 'layout',
  labelKey: 'blocks.callToAction',
  props: z.object({ title: plainText(160), text: plainText(600), buttons: z.array(blockButton).max(2).default([]) }),
  imageSlots: {},
  fileSlots: {},
  searchableProps: ['title', 'text'],
});
