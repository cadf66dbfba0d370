import type { Block } from '../../shared/blocks/block.ts';
import { mediaUrlHash } from '../../shared/site/block-media-urls.ts';
import type { ResolvedImage } from '../../shared/site/published-pages.ts';
import type { SiteDataSource } from '../data-source.ts';
import { keptFor } from './object-memo.ts';
import type { SitePort } from './site-port.ts';

/*
 * Issue 17, layout shift: every image the site renders carries its intrinsic width and height,
 * so the browser reserves its space before it loads. A crop has its own size; every other image
 * takes the media library's, looked up by content hash through the port, once per render.
 */

/** By the blocks array: a published page's blocks are the same object until its content changes (content-memo.ts). */
const hashesByBlocks = new WeakMap<readonly Block[], readonly string[]>();

/** The content hashes of every image in the blocks (all slots). */
export function blockImageHashes(blocks: readonly Block[]): readonly string[] {
  return keptFor(hashesByBlocks, blocks, () => [
    ...new Set(blocks.flatMap((block) => Object.values(block.__images ?? {}).flatMap((images) => images.map((image) => image.hash)))),
  ]);
}

/**
 * The images with width and height filled in where the server sent none (an uncropped listing
 * thumbnail or portrait) and the library knows the file behind the URL; the rest unchanged.
 */
export async function withIntrinsicSizes(port: Pick<SitePort, 'imageSizes'>, images: readonly (ResolvedImage | undefined)[]) {
  const missing = images.flatMap((image) => {
    const hash = image && (image.width === undefined || image.height === undefined) ? mediaUrlHash(image.src) : null;
    return hash ? [hash] : [];
  });
  if (missing.length === 0) return images;
  const sizes = await port.imageSizes(missing);
  return images.map((image) => {
    if (!image || (image.width !== undefined && image.height !== undefined)) return image;
    const size = sizes.get(mediaUrlHash(image.src) ?? '');
    return size ? { ...image, width: size.width, height: size.height } : image;
  });
}

/**
 * Sized answers by the port's answer: the memoised port (content-memo.ts) hands out the same
 * object until a content change (media included) empties it, so sizing it again would give
 * the same result. A port without the memo answers with new objects, which are sized anew.
 */
const sizedAnswers = new WeakMap<object, Promise<unknown>>();

function sizedOnce<T extends object>(answer: T, size: (answer: T) => Promise<T>): Promise<T> {
  let sized = sizedAnswers.get(answer) as Promise<T> | undefined;
  if (!sized) {
    sized = size(answer);
    sizedAnswers.set(answer, sized);
    // A failed lookup is not kept: the next render asks again.
    sized.catch(() => sizedAnswers.delete(answer));
  }
  return sized;
}

/** Listed items (pages, members) with the sizes of their image in `key` (a thumbnail, a portrait). */
async function withSizedImages<K extends string, T extends Partial<Record<K, ResolvedImage>>>(
  port: Pick<SitePort, 'imageSizes'>,
  items: readonly T[],
  key: K,
): Promise<T[]> {
  const images = await withIntrinsicSizes(
    port,
    items.map((item) => item[key]),
  );
  return items.map((item, index) => {
    const image = images[index];
    return image ? { ...item, [key]: image } : item;
  });
}

/** The listing blocks' data source over the port, with the thumbnails' and portraits' sizes. */
export function sizedDataSource(port: SitePort, defaultLocale: string): SiteDataSource {
  return {
    async publishedPages(query) {
      return sizedOnce(await port.publishedPages(query, defaultLocale), (pages) => withSizedImages(port, pages, 'thumbnail'));
    },
    async listingPage(query) {
      return sizedOnce(await port.listingPage(query, defaultLocale), async (result) => ({
        ...result,
        items: await withSizedImages(port, result.items, 'thumbnail'),
      }));
    },
    async teamMembers(query) {
      return sizedOnce(await port.teamMembers(query, defaultLocale), (members) => withSizedImages(port, members, 'portrait'));
    },
    search: (query) => port.search(query),
  };
}
