import { BLOCK_DEFINITIONS, BLOCK_TYPES, type BlockProps, type BlockType } from './definitions.ts';
import type { SearchablePath } from './searchable-path.ts';

export type { SearchablePath } from './searchable-path.ts';

/**
 * Per block type, the props the search index and its snippets hold, read from each type's
 * definition (`searchableProps`), so the search domain never keeps a list of its own.
 */
export const SEARCHABLE_PROPS = Object.fromEntries(BLOCK_TYPES.map((type) => [type, BLOCK_DEFINITIONS[type].searchableProps])) as {
  readonly [Type in BlockType]: readonly SearchablePath<BlockProps<Type>>[];
};
