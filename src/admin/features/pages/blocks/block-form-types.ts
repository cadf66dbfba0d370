import type { ComponentType } from 'react';
import type { BlockProps, BlockType } from '../../../../shared/blocks/definitions.ts';

export interface BlockFormProps<T extends BlockType> {
  value: BlockProps<T>;
  onChange: (next: BlockProps<T>) => void;
  /** Unique per block, for element ids. */
  blockKey: string;
}

export type BlockFormComponent<T extends BlockType> = ComponentType<BlockFormProps<T>>;

/** One form per block type; a missing entry is a type error. */
export type BlockFormRegistry = { [T in BlockType]: BlockFormComponent<T> };

/** `set('title', 'x')` returns a setter bound to the current value. */
export function propSetter<P extends object>(value: P, onChange: (next: P) => void) {
  return <K extends keyof P>(key: K, next: P[K]) => onChange({ ...value, [key]: next });
}
