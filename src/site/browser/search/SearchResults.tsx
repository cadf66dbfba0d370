import type { PageTypeId } from '../../../shared/pages/page-types.ts';
import { pageTypeLabel, type Translate } from '../../i18n/ui-strings.ts';
import type { SiteSearchResponse } from '../../../shared/site/site-search.ts';

/**
 * "1 result for “bats”", "12 results", "No results for “bats”", "No results found" (SPEC 2.9);
 * "More than 1,000 results for “bats”" when the search stopped counting (`moreThan`: issue 20),
 * the number written as the page's language writes it.
 */
export function resultCountLine(t: Translate, total: number, term: string, moreThan = false, locale = 'en-gb'): string {
  if (moreThan && total > 0) {
    const count = total.toLocaleString(locale);
    return term ? t('search.countMoreThanFor', { count, term }) : t('search.countMoreThan', { count });
  }
  if (total === 0) return term ? t('search.noResultsFor', { term }) : t('search.noResults');
  const plural = total === 1 ? 'one' : 'other';
  return term ? t(`search.countFor.${plural}`, { count: total, term }) : t(`search.count.${plural}`, { count: total });
}

// A copy of PAGE_TYPE_IDS: importing page-types.ts at runtime would pull zod into the browser.
const KNOWN_TYPES: readonly string[] = [
  'theme',
  'service',
  'project',
  'innovation',
  'news',
  'team',
  'blank',
] satisfies readonly PageTypeId[];

/** The type label of a hit; anything unexpected reads as generic content. */
export function resultTypeLabel(locale: string, pageType: string): string {
  const type: PageTypeId = KNOWN_TYPES.includes(pageType) ? (pageType as PageTypeId) : 'blank';
  return pageTypeLabel(locale, type);
}

export interface SearchResultsProps {
  locale: string;
  t: Translate;
  term: string;
  response: SiteSearchResponse;
  headingId: string;
}

/** The result list. Snippets are HTML from our own search service: escaped text plus <mark>. */
export function SearchResults({ locale, t, term, response, headingId }: SearchResultsProps) {
  return (
    <>
      <p className="search-results__count" id={headingId}>
        {resultCountLine(t, response.total, term, response.totalIsEstimate === true, locale)}
      </p>
      {response.results.length > 0 ? (
        <ol className="search-results__list">
          {response.results.map((hit) => (
            <li key={hit.pageID} className="search-result">
              <p className="search-result__type">{resultTypeLabel(locale, hit.pageType)}</p>
              <h3 className="search-result__title">
                <a href={hit.url}>{hit.title}</a>
              </h3>
              {hit.snippet ? <p className="search-result__snippet" dangerouslySetInnerHTML={{ __html: hit.snippet }} /> : null}
              <a className="search-result__more" href={hit.url} aria-label={t('common.readMoreAbout', { title: hit.title })}>
                {t('common.readMore')}
              </a>
            </li>
          ))}
        </ol>
      ) : null}
    </>
  );
}
