import { z } from 'zod';
import { blockFiles, blockImages } from './block-media.ts';
import { slotMax } from './block-definition.ts';
import { BLOCK_DEFINITIONS, isBlockType } from './definitions.ts';

export const MAX_BLOCKS_PER_VERSION = 200;
export const ANCHOR_PATTERN = /^[a-z0-9][a-z0-9_-]{0,79}$/;

export const anchorName = z
  .string({ error: 'V_12' })
  .max(80, 'V_14')
  .refine((value) => value === '' || ANCHOR_PATTERN.test(value), 'V_12');

/** SPEC 3 Block: type, key (also its id), props, anchorPoint, __images, __files. */
export const blockShape = {
  type: z.string({ error: 'V_01' }).min(1, 'V_01').max(40, 'V_14'),
  key: z.string({ error: 'V_01' }).regex(/^[A-Za-z0-9_-]{1,64}$/, 'V_12'),
  props: z.record(z.string(), z.unknown()).default({}),
  anchorPoint: anchorName.default(''),
  __images: blockImages.default({}),
  __files: blockFiles.default({}),
};

/** A block of a registered type, its props checked against the type's schema. */
export const blockInput = z
  .object(blockShape)
  .superRefine((block, context) => {
    if (!isBlockType(block.type)) {
      context.addIssue({ code: 'custom', message: 'V_12', path: ['type'] });
      return;
    }
    const definition = BLOCK_DEFINITIONS[block.type];
    const parsed = definition.props.safeParse(block.props);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        context.addIssue({ code: 'custom', message: issue.message, path: ['props', ...issue.path] });
      }
    }
    for (const [slot, images] of Object.entries(block.__images)) {
      const max = slotMax(definition.imageSlots, slot);
      if (max === undefined || images.length > max) context.addIssue({ code: 'custom', message: 'V_12', path: ['__images', slot] });
    }
    for (const [slot, files] of Object.entries(block.__files)) {
      const max = slotMax(definition.fileSlots, slot);
      if (max === undefined || files.length > max) context.addIssue({ code: 'custom', message: 'V_12', path: ['__files', slot] });
    }
  })
  .transform((block) => ({
    ...block,
    // Props are re-parsed so defaults fill in and unknown keys are dropped.
    props: BLOCK_DEFINITIONS[block.type as keyof typeof BLOCK_DEFINITIONS].props.parse(block.props) as Record<string, unknown>,
  }));

export type Block = z.output<typeof blockInput>;

/**
 * A version's blocks: ordered, each with a unique key, each anchor used at most once
 * (V_18 on the second use).
 */
export const blockList = z
  .array(blockInput, { error: 'V_12' })
  .max(MAX_BLOCKS_PER_VERSION, 'V_14')
  .superRefine((blocks, context) => {
    const keys = new Set<string>();
    const anchors = new Set<string>();
    blocks.forEach((block, index) => {
      if (keys.has(block.key)) context.addIssue({ code: 'custom', message: 'V_06', path: [index, 'key'] });
      keys.add(block.key);
      if (block.anchorPoint) {
        if (anchors.has(block.anchorPoint)) context.addIssue({ code: 'custom', message: 'V_18', path: [index, 'anchorPoint'] });
        anchors.add(block.anchorPoint);
      }
    });
  });
