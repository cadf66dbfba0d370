import type { ReactNode } from 'react';
import type { PublishedPageSummary } from '../../../shared/site/published-pages.ts';
import type { RenderContext } from '../../render-context.ts';
import { ResolvedImg } from './BlockImg.tsx';

/** Cards linking to published pages (page lists, related projects). */
export function PageCards({
  pages,
  context,
  headingLevel,
  meta,
}: {
  pages: readonly PublishedPageSummary[];
  context: RenderContext;
  headingLevel: 2 | 3;
  /** Facts under the title (a project's year and province, a news item's date and author). */
  meta?: (page: PublishedPageSummary) => ReactNode;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="card-grid">
      {pages.map((page) => (
        <li key={page.id} className="card card--page">
          {page.thumbnail ? <ResolvedImg className="card__image" image={page.thumbnail} decorative /> : null}
          <div className="card__body">
            <Heading className="card__title">
              <a href={page.url}>{page.title}</a>
            </Heading>
            {meta ? meta(page) : null}
            {page.description ? <p className="card__text">{page.description}</p> : null}
            <a className="card__link" href={page.url} aria-label={context.t('common.readMoreAbout', { title: page.title })}>
              {context.t('common.readMore')}
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}
