import { z } from 'zod';
import { blockImage } from '../blocks/block-media.ts';
import { anchorName, blockInput, blockList, blockShape, MAX_BLOCKS_PER_VERSION, type Block } from '../blocks/block.ts';
import { isBlockType } from '../blocks/definitions.ts';
import { LOCALES } from '../locales.ts';
import { id, listQuery, requiredText } from '../schemas/common.ts';
import { PAGE_MEDIA_BLOCK_KEY } from './page-media.ts';
import { PAGE_TYPE_IDS } from './page-types.ts';
import { slugSchema } from './slug.ts';
import { PAGE_LIST_FILTERS } from './page-list-options.ts';

export const localeCode = z.enum(Object.keys(LOCALES) as [keyof typeof LOCALES, ...(keyof typeof LOCALES)[]], { error: 'V_12' });
export const pageTypeId = z.enum(PAGE_TYPE_IDS, { error: 'V_12' });

// NUL characters, which PostgreSQL cannot store, are refused for every API input by
// parseInput (src/server/lib/validation.ts), so the text fields here need no rule of their own.
const title = requiredText(200);
const typeData = z.record(z.string(), z.unknown(), { error: 'V_12' });

/** SPEC 7 POST /page/create {title, slug, type, locale, content, typeData}; content is the initial block list. */
export const createPageBody = z.object({
  title,
  slug: slugSchema,
  type: pageTypeId,
  locale: localeCode,
  content: blockList.optional(),
  typeData: typeData.optional(),
});
export type CreatePageBody = z.infer<typeof createPageBody>;

export const savePageBody = z.object({
  id: id.optional(),
  slug: slugSchema,
  shouldUpdateLinks: z.boolean({ error: 'V_12' }).default(false),
});
export type SavePageBody = z.infer<typeof savePageBody>;

/**
 * A block whose type the registry does not know (stored before a block type was retired).
 * It is never edited, only carried: the server accepts it in a store only when it is exactly
 * a block the version already holds (page-versions.service.ts), so nothing saved is lost and
 * nothing new of an unknown type gets in.
 */
export const opaqueBlock = z.looseObject(blockShape);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The blocks of a store: known types are checked like blockList; blocks of an unknown type
 * pass through as opaque blocks. Keys are unique and anchors used once (V_18) over all of them.
 */
export const storedBlockList = z
  .array(z.unknown(), { error: 'V_12' })
  .max(MAX_BLOCKS_PER_VERSION, 'V_14')
  .transform((entries, context): Block[] => {
    const blocks: Block[] = [];
    const positions: number[] = [];
    entries.forEach((entry, index) => {
      const unknownType = isRecord(entry) && typeof entry.type === 'string' && entry.type !== '' && !isBlockType(entry.type);
      const parsed = unknownType ? opaqueBlock.safeParse(entry) : blockInput.safeParse(entry);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) context.addIssue({ code: 'custom', message: issue.message, path: [index, ...issue.path] });
        return;
      }
      if (parsed.data.key === PAGE_MEDIA_BLOCK_KEY) {
        // Reserved: page-level images are served under it (page-media.ts).
        context.addIssue({ code: 'custom', message: 'V_12', path: [index, 'key'] });
        return;
      }
      blocks.push(parsed.data as Block);
      positions.push(index);
    });
    const keys = new Set<string>();
    const anchors = new Set<string>();
    blocks.forEach((block, at) => {
      const index = positions[at]!;
      if (keys.has(block.key)) context.addIssue({ code: 'custom', message: 'V_06', path: [index, 'key'] });
      keys.add(block.key);
      if (block.anchorPoint) {
        if (anchors.has(block.anchorPoint)) context.addIssue({ code: 'custom', message: 'V_18', path: [index, 'anchorPoint'] });
        anchors.add(block.anchorPoint);
      }
    });
    return blocks;
  });

/** SEO image: null or at most one image (SPEC 5). */
export const seoImage = z.array(blockImage, { error: 'V_12' }).max(1, 'V_12').nullable();

/** A version's revision as the editor loaded it (optimistic locking). */
export const versionRevision = z.number({ error: 'V_12' }).int('V_12').min(0, 'V_12').max(2_147_483_647, 'V_12');

/** Fields whose store replaces the concept's content: such a store must carry its revision. */
export const CONTENT_FIELDS = ['blocks', 'seoTitle', 'seoDescription', 'seoKeywords', 'seoImage', 'typeData'] as const;

/**
 * POST /page/version/{id}/store: every field optional, so the page-settings form can send
 * {id, title} alone (SPEC 7). `revision` is the version's revision the editor started from; a
 * stale one gets 409 instead of overwriting someone else's work. A store that replaces blocks,
 * SEO fields or type data must send it (400 V_01 `revision`): without one, two editors saving
 * at once would silently erase each other's work.
 */
export const storeVersionBody = z
  .object({
    id: id.optional(),
    revision: versionRevision.optional(),
    title: title.optional(),
    blocks: storedBlockList.optional(),
    seoTitle: z.string({ error: 'V_12' }).max(200, 'V_14').optional(),
    seoDescription: z.string({ error: 'V_12' }).max(500, 'V_14').optional(),
    seoKeywords: z.array(z.string().trim().min(1, 'V_16').max(60, 'V_14'), { error: 'V_12' }).max(30, 'V_14').optional(),
    seoImage: seoImage.optional(),
    typeData: typeData.optional(),
  })
  .superRefine((body, context) => {
    if (body.revision === undefined && CONTENT_FIELDS.some((field) => body[field] !== undefined)) {
      context.addIssue({ code: 'custom', message: 'V_01', path: ['revision'] });
    }
  });
export type StoreVersionBody = z.infer<typeof storeVersionBody>;

export const listPagesBody = listQuery.extend({
  type: z.union([pageTypeId, z.literal('')]).default(''),
  locale: z.union([localeCode, z.literal('')]).default(''),
  filter: z.enum(PAGE_LIST_FILTERS, { error: 'V_12' }).default('all'),
});
export type ListPagesBody = z.infer<typeof listPagesBody>;

export const slugAvailableBody = z.object({ slug: slugSchema, locale: localeCode, pageID: id.optional() });

export const anchorAvailableBody = z.object({
  anchorName: anchorName.refine((value) => value !== '', 'V_01'),
  blockKey: z.string({ error: 'V_01' }).max(64, 'V_14'),
  pageVersionBlocks: z
    .array(z.object({ key: z.string().max(64), anchorPoint: z.string().max(80).default('') }).passthrough(), { error: 'V_12' })
    .max(500, 'V_14'),
});

export const createTranslationBody = z.object({ pageID: id, newLocale: localeCode, title, slug: slugSchema });
export const duplicatePageBody = z.object({ pageID: id, locale: localeCode, title, slug: slugSchema });

export const getBySlugBody = z.object({ slug: z.string({ error: 'V_01' }).max(400, 'V_14') });
export const getMultipleBody = z.object({ locale: localeCode.optional(), pageIDs: z.array(id, { error: 'V_12' }).max(200, 'V_14') });
export const getPagesBody = z.object({ type: pageTypeId, locale: localeCode });
export const pageSearchBody = z.object({
  locale: z.union([localeCode, z.literal('')]).default(''),
  searchTerm: z.string({ error: 'V_12' }).max(200, 'V_14').default(''),
});
