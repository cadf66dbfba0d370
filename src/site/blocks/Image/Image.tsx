import { BlockImg, firstImage } from '../shared/BlockImg.tsx';
import type { BlockComponentProps } from '../types.ts';

export function ImageBlock({ block, context }: BlockComponentProps<'image'>) {
  const image = firstImage(block.__images, 'image');
  if (!image) return null;
  const { caption } = block.props;
  return (
    <figure className="block block-image">
      <BlockImg className="block-image__img" image={image} blockKey={block.key} context={context} sizes="(min-width: 72rem) 72rem, 100vw" />
      {caption ? <figcaption className="block-image__caption">{caption}</figcaption> : null}
    </figure>
  );
}
