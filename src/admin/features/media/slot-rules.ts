import type { BlockImage } from '../../../shared/blocks/block-media.ts';
import { maxItemsOf } from '../../../shared/blocks/block-limits.ts';
import type { MediaFileDto } from '../../../shared/media/media-dto.ts';
import { storeVersionBody } from '../../../shared/pages/page-schemas.ts';

/** SPEC 9: a version has at most one SEO image (read from the store schema). */
export const MAX_SEO_IMAGES = maxItemsOf(storeVersionBody, 'seoImage');

/** How many more items fit in a slot (never negative). */
export function remainingCapacity(current: number, max: number): number {
  return Math.max(0, max - current);
}

export function canAddToSlot(current: number, max: number): boolean {
  return remainingCapacity(current, max) > 0;
}

/** Adds items at the end, dropping whatever does not fit. */
export function addToSlot<T>(list: readonly T[], added: readonly T[], max: number): T[] {
  return [...list, ...added].slice(0, Math.max(0, Math.max(max, 0)));
}

/** Replaces the item at `index` (used when re-cropping or picking another file). */
export function replaceInSlot<T>(list: readonly T[], index: number, next: T): T[] {
  if (index < 0 || index >= list.length) return [...list];
  return list.map((item, position) => (position === index ? next : item));
}

export function removeFromSlot<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, position) => position !== index);
}

/** Moves one item by `delta` places; moves past either end change nothing. */
export function moveInSlot<T>(list: readonly T[], index: number, delta: number): T[] {
  const target = index + delta;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length || delta === 0) return [...list];
  const next = [...list];
  const [moved] = next.splice(index, 1);
  next.splice(target, 0, moved as T);
  return next;
}

/** A library file as a block image; the alt text starts as the file's default alt text. */
export function blockImageFromFile(
  file: Pick<MediaFileDto, 'id' | 'hash' | 'fileName' | 'defaultAltText'>,
  cropParams?: BlockImage['cropParams'],
): BlockImage {
  const image: BlockImage = { hash: file.hash, fileName: file.fileName, altText: file.defaultAltText ?? '', fileID: file.id };
  if (cropParams) image.cropParams = cropParams;
  return image;
}

/** SPEC 5: the SEO image list may be saved only with at most one element. */
export function seoImageAllowed(seoImage: readonly unknown[] | null | undefined): boolean {
  return !seoImage || seoImage.length <= MAX_SEO_IMAGES;
}

/** Whether a library file can fill an image slot (images and gifs) or a file slot (anything but video links). */
export function fitsSlot(file: Pick<MediaFileDto, 'type'>, kind: 'image' | 'file'): boolean {
  return kind === 'image' ? file.type === 'image' || file.type === 'gif' : file.type !== 'video';
}
