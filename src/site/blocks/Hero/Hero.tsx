import { BlockImg, firstImage } from '../shared/BlockImg.tsx';
import { ButtonLinks } from '../shared/ButtonLinks.tsx';
import type { BlockComponentProps } from '../types.ts';

/** The page's opening: h1, subtitle, buttons over a decorative background photo. */
export function Hero({ block, context }: BlockComponentProps<'hero'>) {
  const { title, subtitle, buttons } = block.props;
  const background = firstImage(block.__images, 'background');
  return (
    <section className={`block block-hero${background ? ' block-hero--with-image' : ''}`}>
      {background ? (
        <BlockImg className="block-hero__image" image={background} blockKey={block.key} context={context} decorative eager sizes="100vw" />
      ) : null}
      <div className="block-hero__content">
        {title ? <h1 className="block-hero__title">{title}</h1> : null}
        {subtitle ? <p className="block-hero__subtitle">{subtitle}</p> : null}
        <ButtonLinks buttons={buttons} context={context} className="block-hero__buttons" />
      </div>
    </section>
  );
}
