import type { z } from 'zod';

export type BlockCategory = 'text' | 'media' | 'layout' | 'listing' | 'interactive';

/**
 * The data side of a block type, shared by the server (validation), the admin editor
 * (forms, defaults) and the public renderer. Editor forms and renderers register against
 * the same type ids in their own typed maps, so a missing one is a compile error.
 */
export interface BlockDefinition<Props extends z.ZodType = z.ZodType> {
  type: string;
  category: BlockCategory;
  /** i18n key of the block's name in the picker. */
  labelKey: string;
  props: Props;
  /** Image slots the block offers, with the most images each may hold. */
  imageSlots: Record<string, number>;
  fileSlots: Record<string, number>;
  /** Props holding rich-text HTML; the server sanitises these before storing. */
  richTextProps?: readonly string[];
}

export function defineBlock<Props extends z.ZodType>(definition: BlockDefinition<Props>): BlockDefinition<Props> {
  return definition;
}
