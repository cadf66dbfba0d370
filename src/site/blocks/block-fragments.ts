import type { ReactElement, ReactNode } from 'react';
import type { StoredBlock } from './render-blocks.tsx';

/**
 * Issue 20: a block shows the same markup for the same stored block, render context and loaded
 * data, so the server renders it once and keeps the HTML (server/block-fragments.tsx).
 * RenderBlocks hands each such block's element here and puts what comes back in its place: the
 * element itself, or a placeholder the renderer fills with the kept markup.
 */
export interface BlockFragmentSlots {
  slot(block: StoredBlock, element: ReactElement, inputs: BlockInputs): ReactNode;
}

/** What a block's element depends on besides the stored block and the render's context. */
export interface BlockInputs {
  hasPageHeading: boolean;
  /** What the block's `load` returned; undefined for a block without one. */
  data?: unknown;
}
