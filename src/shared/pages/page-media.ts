import type { z } from 'zod';
import { blockImages, type BlockImage } from '../blocks/block-media.ts';
import { PAGE_TYPES, type PageTypeId } from './page-types.ts';

/**
 * Page-level images (SPEC 3 Page type: image map). A page type's imageMap names its slots
 * and their maximum counts (a listing thumbnail, a team member's portrait); the images live
 * in the version's typeData under `__images`, next to the type's own fields, so they are
 * versioned, published and restored with the page. The server checks them against the map
 * (checkPageImages); the admin edits them in Page Settings; the site uses them for listing
 * cards, team portraits and the social image.
 */
export const PAGE_IMAGES_KEY = '__images';

/**
 * The pseudo block key that page-level images are served under by the media route
 * (/api/medialib/get-page-file/{page}/block_images___page/{hash}/{name}). Stored block keys
 * never take it: storedBlockList refuses it.
 */
export const PAGE_MEDIA_BLOCK_KEY = '__page';

export type PageImages = Record<string, BlockImage[]>;

/** The page-level images in a typeData value (empty when there are none or they are malformed). */
export function pageImagesOf(typeData: Record<string, unknown> | null | undefined): PageImages {
  const parsed = blockImages.safeParse(typeData?.[PAGE_IMAGES_KEY]);
  return parsed.success ? parsed.data : {};
}

/** The first image of a slot, if the page type declares the slot and the page filled it. */
export function pageImage(type: PageTypeId, typeData: Record<string, unknown> | null | undefined, slot: string): BlockImage | undefined {
  if (!Object.hasOwn(PAGE_TYPES[type].imageMap, slot)) return undefined;
  return pageImagesOf(typeData)[slot]?.[0];
}

/** The first page-level image in the order the type declares its slots (for the social image). */
export function firstPageImage(type: PageTypeId, typeData: Record<string, unknown> | null | undefined): BlockImage | undefined {
  for (const slot of Object.keys(PAGE_TYPES[type].imageMap)) {
    const image = pageImage(type, typeData, slot);
    if (image) return image;
  }
  return undefined;
}

/** The public address of a page-level image (the media route checks the page references it). */
export function pageImageUrl(pageId: number, image: Pick<BlockImage, 'hash' | 'fileName'>): string {
  return `/api/medialib/get-page-file/${pageId}/block_images_${PAGE_MEDIA_BLOCK_KEY}/${image.hash}/${encodeURIComponent(image.fileName)}`;
}

/**
 * Checks page-level images against the type's image map: only declared slots, each with at
 * most its count (V_12 on the slot otherwise). Empty slots are dropped.
 */
export function pageImagesSchema(type: PageTypeId) {
  const map = PAGE_TYPES[type].imageMap;
  return blockImages
    .default({})
    .superRefine((images, context) => {
      for (const [slot, list] of Object.entries(images)) {
        const max = Object.hasOwn(map, slot) ? map[slot] : undefined;
        if (max === undefined || list.length > max) context.addIssue({ code: 'custom', message: 'V_12', path: [slot] });
      }
    })
    .transform((images) => Object.fromEntries(Object.entries(images).filter(([, list]) => list.length > 0)) as PageImages);
}

export type PageImagesInput = z.input<ReturnType<typeof pageImagesSchema>>;
