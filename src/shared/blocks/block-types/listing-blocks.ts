import { z } from 'zod';
import { FUNCTION_GROUPS, SERVICES, THEMES } from '../../taxonomy.ts';
import { defineBlock } from '../block-definition.ts';
import { plainText } from '../block-fields.ts';

/** Blocks that list other pages or people; the site loads their entries when it renders. */
export const pageList = defineBlock({
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
  searchableProps: ['title'],
});

export const relatedProjects = defineBlock({
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
  searchableProps: ['title'],
});

export const teamMembers = defineBlock({
  type: 'teamMembers',
  category: 'listing',
  labelKey: 'blocks.teamMembers',
  props: z.object({
    title: plainText(160),
    intro: plainText(1000),
    groups: z
      .array(z.enum(FUNCTION_GROUPS))
      .max(FUNCTION_GROUPS.length)
      .default([...FUNCTION_GROUPS]),
  }),
  imageSlots: {},
  fileSlots: {},
  searchableProps: ['title', 'intro'],
});
