import type { SiteSearchResponse } from '../../data-source.ts';
import { siteRoute } from '../../i18n/ui-strings.ts';
import { islandAttributes } from '../../islands/island-props.ts';
import SearchPanel, { type SearchPanelProps } from '../../islands/search/SearchPanel.tsx';
import { isActiveQuery, parseSearchQuery, toSiteSearchQuery } from '../../islands/search/search-query.ts';
import { withData, type BlockComponentProps, type SiteBlock } from '../types.ts';
import type { RenderContext } from '../../render-context.ts';
import type { SiteDataSource } from '../../data-source.ts';

/** Server-side results for the request's ?q=&type=&theme=&service=&page=; null when none asked. */
export async function loadSearchResults(_block: SiteBlock<'searchBox'>, context: RenderContext, dataSource: SiteDataSource): Promise<SiteSearchResponse | null> {
  const query = parseSearchQuery(context.searchParams ?? {});
  if (!isActiveQuery(query) || !dataSource.search) return null;
  return dataSource.search(toSiteSearchQuery(query, context.locale));
}

/**
 * The search screen (SPEC 2.9): a GET form to the search page with the type, theme and
 * service filters, and the results of the request's query, so all of it works without
 * JavaScript. The "search-box" island hydrates the same markup and searches live.
 */
export function SearchBox({ block, context, data }: BlockComponentProps<'searchBox', SiteSearchResponse | null>) {
  const { title, placeholder } = block.props;
  const props: SearchPanelProps = {
    blockKey: block.key,
    locale: context.locale,
    action: siteRoute(context.locale, 'search', context.defaultLocale),
    placeholder: placeholder || context.t('search.placeholder'),
    query: parseSearchQuery(context.searchParams ?? {}),
    initial: data ?? null,
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

export const searchBoxRenderer = withData<'searchBox', SiteSearchResponse | null>({ Component: SearchBox, load: loadSearchResults });
