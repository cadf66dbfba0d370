import type { BlockImage } from '../../../shared/blocks/block-media.ts';
import type { ResolvedImage } from '../../data-source.ts';
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

/** A block image: alt text from the block, lazy by default, size from the crop when known. */
export function BlockImg({ image, blockKey, context, className, decorative = false, eager = false, sizes }: BlockImgProps) {
  const width = image.cropParams ? Math.round(image.cropParams.width) : undefined;
  const height = image.cropParams ? Math.round(image.cropParams.height) : undefined;
  return (
    <img
      className={className}
      src={context.imageUrl(context.pageId, blockKey, image)}
      alt={decorative ? '' : image.altText}
      width={width}
      height={height}
      sizes={sizes}
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
