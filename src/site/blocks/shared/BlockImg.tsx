import type { BlockImage } from '../../../shared/blocks/block-media.ts';
import type { ResolvedImage } from '../../../shared/site/published-pages.ts';
import type { RenderContext } from '../../render-context.ts';

interface BlockImgProps {
  image: BlockImage;
  blockKey: string;
  context: RenderContext;
  className?: string;
  /** Decorative images get alt="" whatever the library says (e.g. a hero background). */
  decorative?: boolean;
  /** Above-the-fold images load eagerly; everything else is lazy. */
  eager?: boolean;
  sizes?: string;
}

/** Widths offered in srcset; the media route resizes with ?w= (16–2560). */
export const SRCSET_WIDTHS = [480, 800, 1200, 1600, 2400] as const;

/**
 * A srcset for images served by our own media route (same-origin paths): every standard
 * width up to the image's own width when known. Other URLs (CDN, data:) get none.
 */
export function responsiveSrcSet(src: string, intrinsicWidth: number | undefined): string | undefined {
  if (!src.startsWith('/') || src.startsWith('//')) return undefined;
  const widths = SRCSET_WIDTHS.filter((width) => intrinsicWidth === undefined || width < intrinsicWidth);
  if (widths.length === 0) return undefined;
  const separator = src.includes('?') ? '&' : '?';
  const candidates = widths.map((width) => `${src}${separator}w=${width} ${width}w`);
  if (intrinsicWidth !== undefined) candidates.push(`${src} ${intrinsicWidth}w`);
  return candidates.join(', ');
}

/** GIFs are named .gif (the upload checks content and extension together). */
export function isGifName(fileName: string): boolean {
  return /\.gif$/i.test(fileName);
}

/**
 * The size a block image is served at: the crop's, else the library file's (by content hash).
 * Written into width/height so the browser reserves the image's space before it loads (no
 * layout shift); undefined only when neither is known.
 */
export function blockImageSize(image: BlockImage, context: RenderContext): { width: number; height: number } | undefined {
  if (image.cropParams) return { width: Math.round(image.cropParams.width), height: Math.round(image.cropParams.height) };
  return context.imageSizes.get(image.hash);
}

/**
 * A block image: alt text from the block, lazy by default, its intrinsic size (crop or file),
 * and a srcset when the caller says how wide it is shown (`sizes`).
 */
export function BlockImg({ image, blockKey, context, className, decorative = false, eager = false, sizes }: BlockImgProps) {
  const size = blockImageSize(image, context);
  const width = size?.width;
  const height = size?.height;
  const src = context.imageUrl(context.pageId, blockKey, image);
  // A GIF may be animated: it is served as it is (or cropped, every frame), never in other widths.
  const srcSet = sizes && !isGifName(image.fileName) ? responsiveSrcSet(src, width) : undefined;
  return (
    <img
      className={className}
      src={src}
      srcSet={srcSet}
      alt={decorative ? '' : image.altText}
      width={width}
      height={height}
      sizes={srcSet ? sizes : undefined}
      loading={eager ? 'eager' : 'lazy'}
      decoding={eager ? 'sync' : 'async'}
      fetchPriority={eager ? 'high' : undefined}
    />
  );
}

/** An image the data source resolved (page thumbnails, portraits). */
export function ResolvedImg({ image, className, decorative = false }: { image: ResolvedImage; className?: string; decorative?: boolean }) {
  return (
    <img
      className={className}
      src={image.src}
      alt={decorative ? '' : image.alt}
      width={image.width}
      height={image.height}
      loading="lazy"
      decoding="async"
    />
  );
}

/** The first image of a slot, if any. */
export function firstImage(images: Record<string, BlockImage[]> | undefined, slot: string, index = 0): BlockImage | undefined {
  return images?.[slot]?.[index];
}
