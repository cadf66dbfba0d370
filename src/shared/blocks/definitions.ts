import type { z } from 'zod';
import type { BlockLabelKey } from './block-definition.ts';
import { contactForm, officesMap, searchBox } from './block-types/interactive-blocks.ts';
import { buttons, callToAction, hero, threeCards } from './block-types/layout-blocks.ts';
import { pageList, relatedProjects, teamMembers } from './block-types/listing-blocks.ts';
import { image, video } from './block-types/media-blocks.ts';
import { pageHeader, quote, richText, teamMember, textWithImage } from './block-types/text-blocks.ts';

/**
 * Every block type the public site needs (SPEC 2.9), in picker order. Each definition lives in
 * block-types/ by category; a new block type is added there and listed here (see README).
 */
export const BLOCK_DEFINITIONS = {
  hero,
  pageHeader,
  richText,
  image,
  textWithImage,
  buttons,
  threeCards,
  quote,
  video,
  pageList,
  relatedProjects,
  teamMembers,
  teamMember,
  officesMap,
  contactForm,
  searchBox,
  callToAction,
} as const;

export type BlockType = keyof typeof BLOCK_DEFINITIONS;
export type BlockProps<T extends BlockType> = z.infer<(typeof BLOCK_DEFINITIONS)[T]['props']>;
export const BLOCK_TYPES = Object.keys(BLOCK_DEFINITIONS) as BlockType[];

/** Every name of a block type in the admin's translations. */
export type BlockTypeLabelKey = BlockLabelKey<BlockType>;

/** A definition listed under another type's key would be validated and rendered as the wrong block. */
type KeysMatchTypes = { [T in BlockType]: (typeof BLOCK_DEFINITIONS)[T]['type'] extends T ? T : never }[BlockType];
const everyKeyMatchesItsType: [BlockType] extends [KeysMatchTypes] ? true : never = true;
void everyKeyMatchesItsType;

export function isBlockType(value: string): value is BlockType {
  return Object.hasOwn(BLOCK_DEFINITIONS, value);
}

/** The props a new block starts with: every field's default. */
export function defaultBlockProps<T extends BlockType>(type: T): BlockProps<T> {
  return BLOCK_DEFINITIONS[type].props.parse({}) as BlockProps<T>;
}
