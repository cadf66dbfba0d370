import type { ListingPage, PublishedPageSummary } from '../../../shared/site/published-pages.ts';
import { parseListingQuery, type ListingQuery } from '../shared/listing-query.ts';
import { PageCards } from '../shared/PageCards.tsx';
import { withData, type BlockComponentProps } from '../types.ts';
import { NewsList } from './NewsList.tsx';
import { ProjectFinder } from './ProjectFinder.tsx';

/**
 * Projects and news are listed a page at a time, from the address's query (issue 17: the
 * project finder, the paged news overview); the other types as one list of cards.
 */
interface Listed {
  query: ListingQuery;
  result: ListingPage;
  pageSize: number;
}
export type PageListData = { kind: 'cards'; pages: PublishedPageSummary[] } | ({ kind: 'project' } & Listed) | ({ kind: 'news' } & Listed);

export function PageList({ block, context, data }: BlockComponentProps<'pageList', PageListData>) {
  const { title } = block.props;
  if (data.kind === 'project') return <ProjectFinder title={title} context={context} {...data} />;
  if (data.kind === 'news') return <NewsList title={title} context={context} {...data} />;
  return (
    <section className="block block-page-list">
      {title ? <h2 className="block__title">{title}</h2> : null}
      {data.pages.length > 0 ? (
        <PageCards pages={data.pages} context={context} headingLevel={title ? 3 : 2} />
      ) : (
        <p className="block__empty">{context.t('pageList.empty')}</p>
      )}
    </section>
  );
}

export const pageListRenderer = withData<'pageList', PageListData>({
  Component: PageList,
  load: async (block, context, dataSource) => {
    const { pageType, limit } = block.props;
    if (pageType === 'project' || pageType === 'news') {
      const parsed = parseListingQuery(context.searchParams ?? {});
      // News has no filters: only its page number is read.
      const query: ListingQuery = pageType === 'news' ? { theme: '', service: '', province: '', year: null, page: parsed.page } : parsed;
      const result = await dataSource.listingPage({
        type: pageType,
        locale: context.locale,
        ...(query.theme ? { theme: query.theme } : {}),
        ...(query.service ? { service: query.service } : {}),
        ...(query.province ? { province: query.province } : {}),
        ...(query.year !== null ? { year: query.year } : {}),
        excludeId: context.pageId,
        page: query.page,
        pageSize: limit,
      });
      const listed: Listed = { query, result, pageSize: limit };
      return pageType === 'project' ? { kind: 'project', ...listed } : { kind: 'news', ...listed };
    }
    const pages = await dataSource.publishedPages({ type: pageType, locale: context.locale, excludeIds: [context.pageId], limit });
    return { kind: 'cards', pages };
  },
});
