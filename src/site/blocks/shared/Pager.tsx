import type { Translate } from '../../i18n/ui-strings.ts';
import { listingQueryString, type ListingQuery } from './listing-query.ts';

/** Page numbers to offer: all of a short list; else the first, the last and two either side. */
export function pagerPages(current: number, pages: number): number[] {
  if (pages <= 9) return Array.from({ length: pages }, (_, index) => index + 1);
  const shown = new Set([1, pages]);
  for (let page = current - 2; page <= current + 2; page++) if (page >= 1 && page <= pages) shown.add(page);
  return [...shown].sort((a, b) => a - b);
}

/**
 * Links to the other pages of a listing: real addresses (?page=2 with the filters kept), so
 * they work without JavaScript, can be bookmarked and are followed by search engines.
 */
export function Pager({
  path,
  query,
  total,
  pageSize,
  t,
}: {
  path: string;
  query: ListingQuery;
  total: number;
  pageSize: number;
  t: Translate;
}) {
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  const href = (page: number) => `${path}${listingQueryString({ ...query, page })}`;
  const current = query.page;
  let previous = 0;
  return (
    <nav className="pager" aria-label={t('pager.label')}>
      <ul className="pager__list">
        {current > 1 && current <= pages ? (
          <li>
            <a className="pager__step" href={href(current - 1)} rel="prev">
              {t('pager.previous')}
            </a>
          </li>
        ) : null}
        {pagerPages(current, pages).map((page) => {
          const gap = page - previous > 1;
          previous = page;
          return (
            <li key={page}>
              {gap ? <span className="pager__gap">… </span> : null}
              <a
                className="pager__page"
                href={href(page)}
                aria-label={t('pager.page', { page })}
                {...(page === current ? { 'aria-current': 'page' as const } : {})}
              >
                {page}
              </a>
            </li>
          );
        })}
        {current < pages ? (
          <li>
            <a className="pager__step" href={href(current + 1)} rel="next">
              {t('pager.next')}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
