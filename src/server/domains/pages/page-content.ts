import { randomBytes } from 'node:crypto';
import type { Block } from '../../../shared/blocks/block.ts';
import { defaultBlockProps } from '../../../shared/blocks/definitions.ts';
import { PAGE_TYPES, type PageTypeId } from '../../../shared/pages/page-types.ts';
import { AppError } from '../../lib/errors.ts';
import { issuesToErrors } from '../../lib/validation.ts';
import { sanitizeBlocks } from './rich-text-sanitizer.ts';

export function newBlockKey(): string {
  return `b${randomBytes(6).toString('hex')}`;
}

/** The blocks a new page of a type starts with, each with its default props. */
export function initialBlocks(type: PageTypeId): Block[] {
  return PAGE_TYPES[type].initialBlocks.map((initial) => ({
    type: initial.type,
    key: newBlockKey(),
    props: { ...defaultBlockProps(initial.type), ...initial.props },
    anchorPoint: '',
    __images: {},
    __files: {},
  }));
}

/** Checks typeData against the page type's schema; errors name the field as typeData.<field>. */
export function checkTypeData(type: PageTypeId, typeData: unknown): Record<string, unknown> {
  const parsed = PAGE_TYPES[type].typeData.safeParse(typeData ?? {});
  if (!parsed.success) {
    throw new AppError(
      400,
      issuesToErrors(parsed.error.issues).map((error) => ({ ...error, property: error.property ? `typeData.${error.property}` : 'typeData' })),
    );
  }
  return parsed.data;
}

export function serializeBlocks(blocks: Block[]): string {
  return JSON.stringify(sanitizeBlocks(blocks));
}

/** Fresh keys for copied blocks, so a duplicate never shares block ids (and image groups) with its source. */
export function withFreshKeys(blocks: Block[]): Block[] {
  return blocks.map((block) => ({ ...block, key: newBlockKey() }));
}
