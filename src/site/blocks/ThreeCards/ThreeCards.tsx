import { BlockImg, firstImage } from '../shared/BlockImg.tsx';
import { isExternalLink } from '../shared/ButtonLinks.tsx';
import type { BlockComponentProps } from '../types.ts';

/** Up to three cards; card n uses image n of the "cards" slot. */
export function ThreeCards({ block, context }: BlockComponentProps<'threeCards'>) {
  const { title, cards } = block.props;
  if (cards.length === 0 && !title) return null;
  const CardHeading = title ? 'h3' : 'h2';
  return (
    <section className="block block-three-cards">
      {title ? <h2 className="block__title">{title}</h2> : null}
      <ul className="card-grid">
        {cards.map((card, index) => {
          const image = firstImage(block.__images, 'cards', index);
          const hasLink = card.link !== '';
          return (
            <li key={index} className="card">
              {image ? (
                <BlockImg
                  className="card__image"
                  image={image}
                  blockKey={block.key}
                  context={context}
                  decorative
                  sizes="(min-width: 48rem) 33vw, 100vw"
                />
              ) : null}
              <div className="card__body">
                {card.title ? <CardHeading className="card__title">{card.title}</CardHeading> : null}
                {card.text ? <p className="card__text">{card.text}</p> : null}
                {hasLink ? (
                  <a className="card__link" href={card.link} rel={isExternalLink(card.link) ? 'noopener noreferrer' : undefined}>
                    {card.linkLabel || context.t('common.readMore')}
                    {!card.linkLabel && card.title ? <span className="visually-hidden">: {card.title}</span> : null}
                  </a>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
