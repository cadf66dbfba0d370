import type { PublishedPageSummary } from '../../../shared/site/published-pages.ts';
import { PageCards } from '../shared/PageCards.tsx';
import { withData, type BlockComponentProps } from '../types.ts';

/** Projects related to a theme and/or service (SPEC 2.9: theme and service pages list them). */
export function RelatedProjects({ block, context, data }: BlockComponentProps<'relatedProjects', PublishedPageSummary[]>) {
  const title = block.props.title || context.t('relatedProjects.defaultTitle');
  return (
    <section className="block block-related-projects">
      <h2 className="block__title">{title}</h2>
      {data.length > 0 ? (
        <PageCards pages={data} context={context} headingLevel={3} />
      ) : (
        <p className="block__empty">{context.t('relatedProjects.empty')}</p>
      )}
    </section>
  );
}

export const relatedProjectsRenderer = withData<'relatedProjects', PublishedPageSummary[]>({
  Component: RelatedProjects,
  load: (block, context, dataSource) => {
    const { theme, service, limit } = block.props;
    return dataSource.publishedPages({
      type: 'project',
      locale: context.locale,
      ...(theme !== 'NONE' ? { themes: [theme] } : {}),
      ...(service !== 'NONE' ? { services: [service] } : {}),
      excludeIds: [context.pageId],
      limit,
    });
  },
});
