import { randomBytes } from 'node:crypto';
import type { Block } from '../../../shared/blocks/block.ts';
import { defaultBlockProps } from '../../../shared/blocks/definitions.ts';
import { PAGE_IMAGES_KEY, pageImagesSchema } from '../../../shared/pages/page-media.ts';
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

/**
 * Checks typeData against the page type's schema, and its page-level images (`__images`)
 * against the type's image map; errors name the field as typeData.<field>. Images are kept
 * only when there are some, so a page without them keeps the plain typeData it always had.
 */
export function checkTypeData(type: PageTypeId, typeData: unknown): Record<string, unknown> {
  const input = (typeData ?? {}) as Record<string, unknown>;
  const isObject = typeof input === 'object' && !Array.isArray(input);
  const { [PAGE_IMAGES_KEY]: images, ...fields } = isObject ? input : {};
  const parsed = PAGE_TYPES[type].typeData.safeParse(isObject ? fields : input);
  const media = pageImagesSchema(type).safeParse(images);
  const issues = [
    ...(parsed.success ? [] : parsed.error.issues),
    ...(media.success ? [] : media.error.issues.map((issue) => ({ ...issue, path: [PAGE_IMAGES_KEY, ...issue.path] }))),
  ];
  if (!parsed.success || !media.success) {
    throw new AppError(
      400,
      issuesToErrors(issues).map((error) => ({ ...error, property: error.property ? `typeData.${error.property}` : 'typeData' })),
    );
  }
  return Object.keys(media.data).length > 0 ? { ...parsed.data, [PAGE_IMAGES_KEY]: media.data } : parsed.data;
}

export function serializeBlocks(blocks: Block[]): string {
  return JSON.stringify(sanitizeBlocks(blocks));
}

/** Fresh keys for copied blocks, so a duplicate never shares block ids (and image groups) with its source. */
export function withFreshKeys(blocks: Block[]): Block[] {
  return blocks.map((block) => ({ ...block, key: newBlockKey() }));
}
