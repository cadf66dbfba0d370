import type { BlockFile, BlockImage } from '../blocks/block-media.ts';

/** The media route's URL of a block image (a file stored for this page's block). */
export function defaultImageUrl(pageId: number, blockKey: string, image: BlockImage): string {
  return `/api/medialib/get-page-file/${pageId}/block_images_${blockKey}/${image.hash}/${encodeURIComponent(image.fileName)}`;
}

/** The media route's URL of a block file (attachments). */
export function defaultFileUrl(pageId: number, blockKey: string, file: BlockFile): string {
  return `/api/medialib/get-page-file/${pageId}/block_files_${blockKey}/${file.hash}/${encodeURIComponent(file.fileName)}`;
}
