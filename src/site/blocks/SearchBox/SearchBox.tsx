import type { SiteSearchResponse } from '../../../shared/site/site-search.ts';
import { siteRoute } from '../../i18n/ui-strings.ts';
import { islandAttributes } from '../../browser/island-props.ts';
import SearchPanel, { type SearchPanelProps } from '../../browser/search/SearchPanel.tsx';
import { isActiveQuery, parseSearchQuery, SEARCH_PAGE_SIZE, toSiteSearchQuery } from '../../browser/search/search-query.ts';
import { withData, type BlockComponentProps, type SiteBlock } from '../types.ts';
import { loadTaxonomyLabels, type TaxonomyLabels } from '../shared/taxonomy-labels.ts';
import type { RenderContext } from '../../render-context.ts';
import type { SiteDataSource } from '../../data-source.ts';

/** Server-side results and the page they are for (1-based): past the last page, the last page. */
export type SearchBoxResults = SiteSearchResponse & { page: number };

/** What the search box loads: the request's results (null: nothing asked) and the filters' labels. */
export interface SearchBoxData {
  results: SearchBoxResults | null;
  labels: TaxonomyLabels;
}

async function loadSearchBox(block: SiteBlock<'searchBox'>, context: RenderContext, dataSource: SiteDataSource): Promise<SearchBoxData> {
  const [results, labels] = await Promise.all([
    loadSearchResults(block, context, dataSource),
    loadTaxonomyLabels(dataSource, context.locale),
  ]);
  return { results, labels };
}

/**
 * Server-side results for the request's ?q=&type=&theme=&service=&page=; null when none asked.
 * A page past the end (?page=99 of 2, an old link) shows the last page instead of a count line
 * over an empty list with only "Previous".
 */
export async function loadSearchResults(
  _block: SiteBlock<'searchBox'>,
  context: RenderContext,
  dataSource: SiteDataSource,
): Promise<SearchBoxResults | null> {
  const query = parseSearchQuery(context.searchParams ?? {});
  if (!isActiveQuery(query) || !dataSource.search) return null;
  const response = await dataSource.search(toSiteSearchQuery(query, context.locale));
  const lastPage = Math.max(1, Math.ceil(response.total / SEARCH_PAGE_SIZE));
  if (query.page <= lastPage || response.total === 0) return { ...response, page: query.page };
  return { ...(await dataSource.search(toSiteSearchQuery({ ...query, page: lastPage }, context.locale))), page: lastPage };
}

/**
 * The search screen (SPEC 2.9): a GET form to the search page with the type, theme and
 * service filters, and the results of the request's query, so all of it works without
 * JavaScript. The "search-box" island hydrates the same markup and searches live.
 */
export function SearchBox({ block, context, data: loaded }: BlockComponentProps<'searchBox', SearchBoxData | null>) {
  const { title, placeholder } = block.props;
  const query = parseSearchQuery(context.searchParams ?? {});
  const data = loaded?.results ?? null;
  const props: SearchPanelProps = {
    blockKey: block.key,
    locale: context.locale,
    action: siteRoute(context.locale, 'search', context.defaultLocale),
    placeholder: placeholder || context.t('search.placeholder'),
    query: data ? { ...query, page: data.page } : query,
    initial: data ? { total: data.total, totalIsEstimate: data.totalIsEstimate === true, results: data.results } : null,
    ...(loaded ? { labels: loaded.labels } : {}),
  };
  // Live search runs only on the search page itself; elsewhere (the home page) the island
  // would just submit the GET form, so the page stays without React and without a script.
  const live = context.path === undefined || context.path === props.action;
  return (
    <section className="block block-search-box">
      {title ? <h2 className="block__title">{title}</h2> : null}
      <div className="search-box__island" {...(live ? islandAttributes('search-box', props) : {})}>
        <SearchPanel {...props} />
      </div>
    </section>
  );
}

export const searchBoxRenderer = withData<'searchBox', SearchBoxData | null>({ Component: SearchBox, load: loadSearchBox });
