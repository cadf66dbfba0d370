import type { BlockFile, BlockImage } from '../blocks/block-media.ts';

/** The media route's URL of a block image (a file stored for this page's block). */
export function defaultImageUrl(pageId: number, blockKey: string, image: BlockImage): string {
  return `/api/medialib/get-page-file/${pageId}/block_images_${blockKey}/${image.hash}/${encodeURIComponent(image.fileName)}`;
}

/** The media route's URL of a block file (attachments). */
export function defaultFileUrl(pageId: number, blockKey: string, file: BlockFile): string {
  return `/api/medialib/get-page-file/${pageId}/block_files_${blockKey}/${file.hash}/${encodeURIComponent(file.fileName)}`;
}

const MEDIA_URL_HASH = /^\/api\/medialib\/get-page-file\/\d+\/[^/]+\/([a-f0-9]{16,128})\//;

/**
 * The content hash in one of the media route's page-file URLs (the ones above, and a page's own
 * images: /api/medialib/get-page-file/{page}/{group}/{hash}/{name}); null for any other URL.
 */
export function mediaUrlHash(src: string): string | null {
  return MEDIA_URL_HASH.exec(src)?.[1] ?? null;
}
