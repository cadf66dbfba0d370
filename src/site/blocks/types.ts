import type { ReactNode } from 'react';
import type { Block } from '../../shared/blocks/block.ts';
import type { BlockProps, BlockType } from '../../shared/blocks/definitions.ts';
import type { SiteDataSource } from '../data-source.ts';
import type { RenderContext } from '../render-context.ts';

/** A stored block whose props have been checked against its type's schema. */
export type SiteBlock<T extends BlockType = BlockType> = Omit<Block, 'type' | 'props'> & {
  type: T;
  props: BlockProps<T>;
};

export interface BlockComponentProps<T extends BlockType, Data = undefined> {
  block: SiteBlock<T>;
  context: RenderContext;
  data: Data;
  /** True when a hero or page header on this page already renders the h1. */
  hasPageHeading: boolean;
}

/**
 * How the public site renders one block type. `load` runs before rendering (once per
 * block, all blocks in parallel) and its result is passed to `Component` as `data`;
 * blocks without `load` get `data: undefined`.
 */
export interface SiteBlockRenderer<T extends BlockType, Data = undefined> {
  Component: (props: BlockComponentProps<T, Data>) => ReactNode;
  load?: (block: SiteBlock<T>, context: RenderContext, dataSource: SiteDataSource) => Promise<Data>;
}

/** Ties a renderer's `load` result to its `Component`'s `data` at the definition site. */
export function withData<T extends BlockType, Data>(renderer: {
  Component: (props: BlockComponentProps<T, Data>) => ReactNode;
  load: (block: SiteBlock<T>, context: RenderContext, dataSource: SiteDataSource) => Promise<Data>;
}): SiteBlockRenderer<T, Data> {
  return renderer;
}
