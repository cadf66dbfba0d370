import { createHash } from 'node:crypto';
import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { BlockFragmentSlots, BlockInputs } from '../blocks/block-fragments.ts';
import { listingQueryString, parseListingQuery } from '../blocks/shared/listing-query.ts';
import { parseSearchQuery } from '../browser/search/search-query.ts';
import type { StoredBlock } from '../blocks/render-blocks.tsx';
import type { RenderContext } from '../render-context.ts';
import { EncodedText, type DocumentPiece } from './document-pieces.ts';
import { hasIsland } from './island-assets.ts';
import { LruMap } from './lru-map.ts';
import { ObjectNumbers } from './object-memo.ts';

/** Rendered blocks kept at most (a few KB each: the blocks of the pages visited most). */
export const BLOCK_FRAGMENTS_KEPT = 2000;

const SLOT_START = '<template data-cms-block="';
const SLOT_END = '"></template>';

/** A block's kept markup; null: the block renders in place (see isWholeBoundary). */
interface KeptBlock {
  markup: EncodedText | null;
  island: boolean;
}

/**
 * Issue 20: most of an uncached render was React turning the same blocks into the same markup.
 * A block's markup is a function of the stored block, the render's context and its loaded data,
 * so it is rendered once and kept under a key made of exactly those: the stored block's identity
 * (the content memo hands out the same object until the content changes, and a stored block is
 * never changed in place), the context's fields (locale, page, path, consent, query, company,
 * URL builders), the sizes of its own images and a digest of its data. Nothing needs
 * invalidating: changed content comes as new objects, so new keys, and the old entries age out.
 */
export class BlockFragments {
  private readonly entries: LruMap<KeptBlock>;
  readonly identities = new ObjectNumbers();
  /** Short numbers for long key parts (a context's JSON), so each block's lookup hashes a short key. */
  private readonly contexts: LruMap<number>;
  private nextContext = 1;

  constructor(maxEntries = BLOCK_FRAGMENTS_KEPT) {
    this.entries = new LruMap<KeptBlock>(maxEntries);
    this.contexts = new LruMap<number>(maxEntries);
  }

  /** The slots of one render in this context. */
  forRender(context: RenderContext): RenderedBlocks {
    const key = JSON.stringify([
      context.locale,
      context.defaultLocale ?? '',
      context.pageId,
      context.path ?? '',
      context.consent ?? null,
      // The query as blocks read it (the listings' filters and page, the search box's query), so
      // other parameters (utm_source, cache busters) share the bare page's blocks, as they share
      // its render cache entry (site.routes.ts).
      listingQueryString(parseListingQuery(context.searchParams ?? {})),
      parseSearchQuery(context.searchParams ?? {}),
      context.company,
      this.identities.of(context.imageUrl),
      this.identities.of(context.fileUrl),
    ]);
    let contextNumber = this.contexts.get(key);
    if (contextNumber === undefined) {
      contextNumber = this.nextContext++;
      this.contexts.set(key, contextNumber);
    }
    return new RenderedBlocks(this, context, contextNumber);
  }

  kept(key: string): KeptBlock | undefined {
    return this.entries.get(key);
  }

  keep(key: string, block: KeptBlock): void {
    this.entries.set(key, block);
  }
}

/** One render's blocks: each slot's markup by number, for assembleDocument. */
export class RenderedBlocks implements BlockFragmentSlots {
  readonly pieces: EncodedText[] = [];
  /** Whether a kept block holds an island (the document itself then may not). */
  island = false;

  constructor(
    private readonly fragments: BlockFragments,
    private readonly context: RenderContext,
    private readonly contextNumber: number,
  ) {}

  slot(block: StoredBlock, element: ReactElement, inputs: BlockInputs): ReactNode {
    const data = inputs.data === undefined ? '' : dataKey(inputs.data);
    if (data === null) return element;
    const key = `${this.fragments.identities.of(block)}|${this.contextNumber}|${this.imageSizes(block)}|${inputs.hasPageHeading ? 'h1' : ''}|${data}`;
    let kept = this.fragments.kept(key);
    if (!kept) {
      const html = renderToString(element);
      // Kept only when the markup is the boundary's alone. React hoists some elements out of
      // the body into the document's head (an image's preload with fetchPriority="high"); alone
      // they come first, and a block that failed carries React's client-render marker. Those
      // render in place, where React puts each part where it belongs (and reports the error);
      // the key remembers that, so they are not rendered alone again.
      kept = isWholeBoundary(html) ? { markup: new EncodedText(html), island: hasIsland(html) } : { markup: null, island: false };
      this.fragments.keep(key, kept);
    }
    if (kept.markup === null) return element;
    if (kept.island) this.island = true;
    const index = this.pieces.push(kept.markup) - 1;
    return <template data-cms-block={index} />;
  }

  /** The known sizes of the block's images (width and height attributes). */
  private imageSizes(block: StoredBlock): string {
    const sizes: string[] = [];
    for (const images of Object.values(block.__images ?? {}))
      for (const image of images) {
        const size = this.context.imageSizes.get(image.hash);
        // The block's images are fixed with the block; only whether their size is known can change.
        sizes.push(size ? `${size.width}x${size.height}` : '-');
      }
    return sizes.join(',');
  }
}

/**
 * A block's loaded data as part of its key: what the database answered this time (a listing's
 * pages, the search filters' labels), so a changed answer is a new key. Null for data JSON
 * cannot tell apart (a Map or a Set writes as `{}`): such a block renders in place.
 */
function dataKey(data: unknown): string | null {
  let json: string;
  try {
    json = JSON.stringify(data, (_name, value: unknown) => {
      if (value instanceof Map || value instanceof Set) throw new TypeError('not plain data');
      return value;
    });
  } catch {
    return null;
  }
  // Its digest, not the JSON: a listing's pages with their type data would make keys of many KB.
  return createHash('sha1').update(json).digest('base64url');
}

const BOUNDARY_START = '<!--$-->';
const BOUNDARY_END = '<!--/$-->';
const FAILED_BOUNDARY = '<!--$!-->';

/** One completed Suspense boundary and nothing around it (see RenderBlocks). */
function isWholeBoundary(html: string): boolean {
  return html.startsWith(BOUNDARY_START) && html.endsWith(BOUNDARY_END) && !html.includes(FAILED_BOUNDARY);
}

/** The section in pieces, each block slot replaced by its kept markup; the slots come in the order they were made. */
export function blockSlotPieces(section: string, blocks: readonly EncodedText[]): DocumentPiece[] {
  if (blocks.length === 0) return [section];
  const pieces: DocumentPiece[] = [];
  let at = 0;
  for (let index = 0; index < blocks.length; index += 1) {
    const slot = `${SLOT_START}${index}${SLOT_END}`;
    const found = section.indexOf(slot, at);
    if (found === -1) throw new Error(`the document lacks block slot ${index}`);
    pieces.push(section.slice(at, found), blocks[index]!);
    at = found + slot.length;
  }
  pieces.push(section.slice(at));
  return pieces;
}
