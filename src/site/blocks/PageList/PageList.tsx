import type { PublishedPageSummary } from '../../../shared/site/published-pages.ts';
import { PageCards } from '../shared/PageCards.tsx';
import { withData, type BlockComponentProps } from '../types.ts';

export function PageList({ block, context, data }: BlockComponentProps<'pageList', PublishedPageSummary[]>) {
  const { title } = block.props;
  return (
    <section className="block block-page-list">
      {title ? <h2 className="block__title">{title}</h2> : null}
      {data.length > 0 ? (
        <PageCards pages={data} context={context} headingLevel={title ? 3 : 2} />
      ) : (
        <p className="block__empty">{context.t('pageList.empty')}</p>
      )}
    </section>
  );
}

export const pageListRenderer = withData<'pageList', PublishedPageSummary[]>({
  Component: PageList,
  load: (block, context, dataSource) =>
    dataSource.publishedPages({
      type: block.props.pageType,
      locale: context.locale,
      excludeIds: [context.pageId],
      limit: block.props.limit,
    }),
});
