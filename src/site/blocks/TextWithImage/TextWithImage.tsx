import { BlockImg, firstImage } from '../shared/BlockImg.tsx';
import { ButtonLinks } from '../shared/ButtonLinks.tsx';
import type { BlockComponentProps } from '../types.ts';

export function TextWithImage({ block, context }: BlockComponentProps<'textWithImage'>) {
  const { title, html, imagePosition, buttons } = block.props;
  const image = firstImage(block.__images, 'image');
  return (
    <section
      className={`block block-text-with-image block-text-with-image--image-${imagePosition}${image ? '' : ' block-text-with-image--no-image'}`}
    >
      <div className="block-text-with-image__text">
        {title ? <h2 className="block__title">{title}</h2> : null}
        {/* Sanitised by the server before storage (see RichText). */}
        {html ? <div className="rich-text" dangerouslySetInnerHTML={{ __html: html }} /> : null}
        <ButtonLinks buttons={buttons} context={context} />
      </div>
      {image ? (
        <div className="block-text-with-image__media">
          <BlockImg
            className="block-text-with-image__img"
            image={image}
            blockKey={block.key}
            context={context}
            sizes="(min-width: 48rem) 50vw, 100vw"
          />
        </div>
      ) : null}
    </section>
  );
}
