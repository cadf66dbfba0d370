import { Fragment, Component as ReactComponent, Suspense, type ReactNode } from 'react';
import type { Block } from '../../shared/blocks/block.ts';
import { isBlockType, type BlockType } from '../../shared/blocks/definitions.ts';
import { normaliseProps } from '../../shared/blocks/normalise-props.ts';
import type { SiteDataSource } from '../data-source.ts';
import type { BlockFragmentSlots } from './block-fragments.ts';
import type { RenderContext } from '../render-context.ts';
import { PAGE_HEADING_BLOCKS, SITE_BLOCK_REGISTRY, type SiteBlockRegistry } from './registry.tsx';
import type { SiteBlock, SiteBlockRenderer } from './types.ts';

/** A block as stored, possibly from an older schema or a type the site no longer knows. */
export type StoredBlock = Omit<Block, 'props' | '__images' | '__files'> & {
  props?: unknown;
  __images?: Block['__images'];
  __files?: Block['__files'];
};

/** What each block's `load` produced, by block key. A failed load is kept as an error. */
export type LoadedBlockData = Map<string, { ok: true; data: unknown } | { ok: false; error: unknown }>;

/** The editor repairs props the same way (shared/blocks/normalise-props.ts); re-exported for the site's callers. */
export { normaliseProps };

/**
 * Checked props by the stored props object (issue 20): a published page's blocks are read once
 * per content change (server/content-memo.ts) and rendered many times, and checking them (zod)
 * was a tenth of a render. Weakly held: they go with the page; a fresh object is checked anew.
 */
const checkedProps = new WeakMap<object, { type: BlockType; props: unknown }>();

function checkedPropsOf(type: BlockType, props: unknown): unknown {
  if (props === null || typeof props !== 'object') return normaliseProps(type, props);
  const known = checkedProps.get(props);
  if (known?.type === type) return known.props;
  const checked = normaliseProps(type, props);
  checkedProps.set(props, { type, props: checked });
  return checked;
}

/**
 * The stored block with checked props, or null when its type is not in the registry
 * (SPEC 4: skipped with a developer warning, nothing renders).
 */
export function toSiteBlock(block: StoredBlock, registry: SiteBlockRegistry = SITE_BLOCK_REGISTRY): SiteBlock | null {
  if (!isBlockType(block.type) || !Object.hasOwn(registry, block.type)) {
    console.warn(`block type not in block map: "${block.type}" (block ${block.key})`);
    return null;
  }
  return {
    type: block.type,
    key: block.key,
    anchorPoint: block.anchorPoint ?? '',
    props: checkedPropsOf(block.type, block.props),
    __images: block.__images ?? {},
    __files: block.__files ?? {},
  } as SiteBlock;
}

function rendererFor(registry: SiteBlockRegistry, type: BlockType): SiteBlockRenderer<BlockType, unknown> {
  return registry[type] as unknown as SiteBlockRenderer<BlockType, unknown>;
}

/**
 * Runs every block's `load` in parallel, one call per block. A load that throws is logged
 * and recorded; that block is then left out of the page while the rest renders.
 */
export async function loadBlockData(
  blocks: readonly StoredBlock[],
  context: RenderContext,
  dataSource: SiteDataSource,
  registry: SiteBlockRegistry = SITE_BLOCK_REGISTRY,
): Promise<LoadedBlockData> {
  const result: LoadedBlockData = new Map();
  await Promise.all(
    blocks.map(async (stored) => {
      if (!isBlockType(stored.type) || !Object.hasOwn(registry, stored.type)) return;
      const renderer = rendererFor(registry, stored.type);
      if (!renderer.load) return;
      const block = {
        ...stored,
        anchorPoint: stored.anchorPoint ?? '',
        props: checkedPropsOf(stored.type, stored.props),
        __images: stored.__images ?? {},
        __files: stored.__files ?? {},
      } as SiteBlock;
      try {
        result.set(stored.key, { ok: true, data: await renderer.load(block, context, dataSource) });
      } catch (error) {
        console.error(`loading data for block ${stored.key} (${stored.type}) failed`, error);
        result.set(stored.key, { ok: false, error });
      }
    }),
  );
  return result;
}

interface BoundaryProps {
  blockKey: string;
  children: ReactNode;
}

/** Client-side safety net; on the server the surrounding Suspense boundary does this job. */
class BlockErrorBoundary extends ReactComponent<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(error: unknown): void {
    console.error(`block ${this.props.blockKey} failed to render`, error);
  }
  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

export interface RenderBlocksProps {
  blocks: readonly StoredBlock[];
  context: RenderContext;
  data: LoadedBlockData;
  registry?: SiteBlockRegistry;
  /** Where the server keeps rendered blocks (issue 20); without it every block renders in place. */
  fragments?: BlockFragmentSlots;
}

/**
 * The page's blocks in order. Each block renders inside its own boundary, so a block that
 * throws leaves a gap instead of breaking the page: during server rendering an error inside
 * a Suspense boundary is reported to the render call's onError and the (empty) fallback is
 * sent; in the browser the error boundary catches it.
 */
export function RenderBlocks({ blocks, context, data, registry = SITE_BLOCK_REGISTRY, fragments }: RenderBlocksProps) {
  const known = blocks.flatMap((stored) => {
    const block = toSiteBlock(stored, registry);
    return block ? [{ stored, block }] : [];
  });
  const hasPageHeading = known.some(
    ({ block }) => PAGE_HEADING_BLOCKS.has(block.type) && 'title' in block.props && block.props.title !== '',
  );
  return (
    <>
      {known.map(({ stored, block }) => {
        const renderer = rendererFor(registry, block.type);
        let blockData: unknown = undefined;
        if (renderer.load) {
          const loaded = data.get(block.key);
          if (!loaded || !loaded.ok) {
            if (!loaded) console.warn(`no data loaded for block ${block.key} (${block.type}); call loadBlockData first`);
            return null;
          }
          blockData = loaded.data;
        }
        const { Component } = renderer;
        const rendered = (
          <BlockErrorBoundary blockKey={block.key}>
            <Suspense fallback={null}>
              <Component block={block} context={context} data={blockData} hasPageHeading={hasPageHeading} />
            </Suspense>
          </BlockErrorBoundary>
        );
        // A posted contact form shows that post's state: never kept.
        const keepable = fragments && context.contactForm?.blockKey !== block.key;
        const element = keepable ? fragments.slot(stored, rendered, { hasPageHeading, data: blockData }) : rendered;
        return block.anchorPoint ? (
          <div key={block.key} id={block.anchorPoint} className="anchor-point-element">
            {element}
          </div>
        ) : (
          <Fragment key={block.key}>{element}</Fragment>
        );
      })}
    </>
  );
}
