import type { z } from 'zod';
import type { SearchablePath } from './searchable-path.ts';

export type BlockCategory = 'text' | 'media' | 'layout' | 'listing' | 'interactive';

/** The props schema of every block: an object, so its fields (and their limits) can be read by name. */
export type BlockPropsSchema = z.ZodObject<z.ZodRawShape>;

/**
 * The i18n key of a block type's name. The admin's translations key their `blocks` section
 * by block type (a `Record<BlockType, string>`), so this key exists in every language.
 */
export type BlockLabelKey<Type extends string = string> = `blocks.${Type}`;

/**
 * The data side of a block type, shared by the server (validation, search), the admin editor
 * (forms, defaults, limits) and the public renderer. Editor forms and renderers register
 * against the same type ids in their own typed maps, so a missing one is a compile error.
 */
export interface BlockDefinition<
  Type extends string = string,
  Props extends BlockPropsSchema = BlockPropsSchema,
  ImageSlot extends string = string,
  FileSlot extends string = string,
> {
  type: Type;
  category: BlockCategory;
  /** i18n key of the block's name in the picker; NoInfer: the type id alone fixes it, so a typo here is an error. */
  labelKey: BlockLabelKey<NoInfer<Type>>;
  /** Validation, defaults (every field has one) and limits (read them with block-limits.ts). */
  props: Props;
  /**
   * Image and file slots the block offers, with the most items each may hold. Their names stay
   * in the type, so the admin's slot labels (a map typed by them) must name every one.
   */
  imageSlots: Readonly<Record<ImageSlot, number>>;
  fileSlots: Readonly<Record<FileSlot, number>>;
  /** Props holding rich-text HTML; the server sanitises these before storing. */
  richTextProps?: readonly (keyof z.output<Props> & string)[];
  /**
   * The props a visitor reads as the page's content: what the search index and its snippets
   * hold (see searchable-path.ts for what may be listed). Anything not listed is never indexed.
   */
  searchableProps: readonly SearchablePath<z.output<Props>>[];
}

/** The most items a slot holds, or undefined for a name the block does not declare. */
export function slotMax(slots: Readonly<Record<string, number>>, slot: string): number | undefined {
  // Own properties only: "constructor" or "toString" must not pass as a slot via the prototype.
  return Object.hasOwn(slots, slot) ? slots[slot] : undefined;
}

export function defineBlock<
  const Type extends string,
  Props extends BlockPropsSchema,
  const ImageSlot extends string = never,
  const FileSlot extends string = never,
>(definition: BlockDefinition<Type, Props, ImageSlot, FileSlot>): BlockDefinition<Type, Props, ImageSlot, FileSlot> {
  return definition;
}
