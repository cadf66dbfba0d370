import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SITE_BLOCK_REGISTRY, type SiteBlockRegistry } from '../blocks/registry.tsx';
import { RenderBlocks, type LoadedBlockData, type StoredBlock } from '../blocks/render-blocks.tsx';
import { createRenderContext, type RenderContextInput } from '../render-context.ts';
import { SAMPLE_BLOCKS } from '../testing/sample-blocks.ts';
import { BlockFragments, blockSlotPieces } from './block-fragments.tsx';
import { EncodedText, joinPieces } from './document-pieces.ts';

afterEach(() => vi.restoreAllMocks());

/** The blocks as the site renderer renders them with kept blocks: slots, then filled. */
function render(
  fragments: BlockFragments,
  blocks: readonly StoredBlock[],
  options: { registry?: SiteBlockRegistry; data?: LoadedBlockData; context?: Partial<RenderContextInput> } = {},
) {
  const context = createRenderContext({ locale: 'en-gb', pageId: 7, ...options.context });
  const slots = fragments.forRender(context);
  const data = options.data ?? new Map();
  const html = renderToString(<RenderBlocks blocks={blocks} context={context} data={data} registry={options.registry} fragments={slots} />);
  const plain = renderToString(<RenderBlocks blocks={blocks} context={context} data={data} registry={options.registry} />);
  return { html: joinPieces(blockSlotPieces(html, slots.pieces)), plain };
}

/** A registry whose quote counts its renders and shows its loaded data. */
function countingRegistry() {
  const renders = { count: 0 };
  const registry: SiteBlockRegistry = {
    ...SITE_BLOCK_REGISTRY,
    quote: {
      Component: ({ data }: { data: unknown }) => {
        renders.count += 1;
        return <p className="counted">{JSON.stringify(data ?? null)}</p>;
      },
      load: async () => null,
    } as unknown as SiteBlockRegistry['quote'],
  };
  return { registry, renders };
}

describe('BlockFragments', () => {
  it('renders a block once for the same stored block, context and data, and again when any of them changes', () => {
    const fragments = new BlockFragments();
    const { registry, renders } = countingRegistry();
    const block = SAMPLE_BLOCKS.quote;
    const data = (value: unknown): LoadedBlockData => new Map([[block.key, { ok: true, data: value }]]);
    const first = render(fragments, [block], { registry, data: data({ items: [1] }) });
    expect(first.html).toBe(first.plain);
    const counted = renders.count;
    expect(render(fragments, [block], { registry, data: data({ items: [1] }) }).html).toBe(first.html);
    expect(renders.count).toBe(counted + 1); // the plain render only

    const changedData = render(fragments, [block], { registry, data: data({ items: [2] }) });
    expect(changedData.html).toBe(changedData.plain);
    expect(changedData.html).toContain('[2]');
    const otherLocale = render(fragments, [block], { registry, data: data({ items: [1] }), context: { locale: 'nl-nl' } });
    expect(otherLocale.html).toBe(otherLocale.plain);
    const newVersion = render(fragments, [{ ...block }], { registry, data: data({ items: [1] }) });
    expect(newVersion.html).toBe(newVersion.plain);
    expect(renders.count).toBe(counted + 1 + 2 * 3);
  });

  it('keys a block by the known sizes of its images', () => {
    const fragments = new BlockFragments();
    const block = SAMPLE_BLOCKS.textWithImage;
    const hash = Object.values(block.__images ?? {})[0]?.[0]?.hash ?? '';
    expect(hash).not.toBe('');
    const unknown = render(fragments, [block]);
    const known = render(fragments, [block], { context: { imageSizes: new Map([[hash, { width: 640, height: 480 }]]) } });
    expect(unknown.html).toBe(unknown.plain);
    expect(known.html).toBe(known.plain);
    expect(known.html).toContain('width="640"');
  });

  it('does not keep a block that failed: it renders, and is reported, each time', () => {
    const fragments = new BlockFragments();
    const tries = { count: 0 };
    const registry: SiteBlockRegistry = {
      ...SITE_BLOCK_REGISTRY,
      quote: {
        Component: () => {
          tries.count += 1;
          throw new Error('quote exploded');
        },
      },
    };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(fragments, [SAMPLE_BLOCKS.quote], { registry });
    const afterFirst = tries.count;
    render(fragments, [SAMPLE_BLOCKS.quote], { registry });
    expect(tries.count).toBeGreaterThan(afterFirst);
  });

  it('refuses a document that lacks a slot', () => {
    const block = new EncodedText('<p>kept</p>');
    expect(() => blockSlotPieces('<main></main>', [block])).toThrow(/slot 0/);
    expect(joinPieces(blockSlotPieces('<main><template data-cms-block="0"></template></main>', [block]))).toBe('<main><p>kept</p></main>');
  });
});
