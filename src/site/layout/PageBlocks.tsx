import type { PageTypeId } from '../../shared/pages/page-types.ts';
import { PAGE_HEADING_BLOCKS } from '../blocks/registry.tsx';
import type { BlockFragmentSlots } from '../blocks/block-fragments.ts';
import { RenderBlocks, type LoadedBlockData, type StoredBlock } from '../blocks/render-blocks.tsx';
import { NewsMeta } from '../blocks/shared/NewsMeta.tsx';
import type { RenderContext } from '../render-context.ts';

/**
 * A page's blocks. A news article gets its date, author and categories (issue 17) right under
 * its heading block, where a reader looks for them, whichever blocks the editor put after it.
 */
export function PageBlocks({
  type,
  typeData,
  blocks,
  context,
  data,
  fragments,
}: {
  type: PageTypeId;
  typeData: Record<string, unknown>;
  blocks: readonly StoredBlock[];
  context: RenderContext;
  data: LoadedBlockData;
  fragments?: BlockFragmentSlots;
}) {
  if (type !== 'news') return <RenderBlocks blocks={blocks} context={context} data={data} fragments={fragments} />;
  const heading = blocks.findIndex((block) => PAGE_HEADING_BLOCKS.has(block.type as never));
  const split = heading + 1;
  return (
    <>
      {split > 0 ? <RenderBlocks blocks={blocks.slice(0, split)} context={context} data={data} fragments={fragments} /> : null}
      <div className="article-meta">
        <NewsMeta typeData={typeData} context={context} />
      </div>
      <RenderBlocks blocks={blocks.slice(split)} context={context} data={data} fragments={fragments} />
    </>
  );
}
