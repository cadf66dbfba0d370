import { BlockImg, firstImage } from '../shared/BlockImg.tsx';
import type { BlockComponentProps } from '../types.ts';

export function Quote({ block, context }: BlockComponentProps<'quote'>) {
  const { text, author, role } = block.props;
  if (!text) return null;
  const portrait = firstImage(block.__images, 'portrait');
  return (
    <figure className="block block-quote">
      {/* The author is named in the caption, so the portrait is decorative. */}
      {portrait ? <BlockImg className="block-quote__portrait" image={portrait} blockKey={block.key} context={context} decorative /> : null}
      <blockquote className="block-quote__text">
        <p>{text}</p>
      </blockquote>
      {author || role ? (
        <figcaption className="block-quote__caption">
          {author ? <span className="block-quote__author">{author}</span> : null}
          {author && role ? ', ' : null}
          {role ? <span className="block-quote__role">{role}</span> : null}
        </figcaption>
      ) : null}
    </figure>
  );
}
