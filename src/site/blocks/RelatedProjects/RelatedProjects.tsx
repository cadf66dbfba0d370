import type { ListingPage } from '../../../shared/site/published-pages.ts';
import { siteRoute } from '../../i18n/ui-strings.ts';
import { listingQueryString } from '../shared/listing-query.ts';
import { PageCards } from '../shared/PageCards.tsx';
import { withData, type BlockComponentProps } from '../types.ts';

/**
 * Projects related to a theme and/or service (SPEC 2.9: theme and service pages list them):
 * the newest few, and a link into the project finder with the same filter (issue 17).
 */
export function RelatedProjects({ block, context, data }: BlockComponentProps<'relatedProjects', ListingPage>) {
  const title = block.props.title || context.t('relatedProjects.defaultTitle');
  const { theme, service } = block.props;
  const finder = `${siteRoute(context.locale, 'projects', context.defaultLocale)}${listingQueryString({
    theme: theme === 'NONE' ? '' : theme,
    service: service === 'NONE' ? '' : service,
    province: '',
    year: null,
    page: 1,
  })}`;
  return (
    <section className="block block-related-projects">
      <h2 className="block__title">{title}</h2>
      {data.items.length > 0 ? (
        <>
          <PageCards pages={data.items} context={context} headingLevel={3} />
          <p className="block__more">
            <a className="button button--secondary" href={finder}>
              {context.t('relatedProjects.seeAll')}
            </a>
          </p>
        </>
      ) : (
        <p className="block__empty">{context.t('relatedProjects.empty')}</p>
      )}
    </section>
  );
}

export const relatedProjectsRenderer = withData<'relatedProjects', ListingPage>({
  Component: RelatedProjects,
  load: (block, context, dataSource) => {
    const { theme, service, limit } = block.props;
    return dataSource.listingPage({
      type: 'project',
      locale: context.locale,
      ...(theme !== 'NONE' ? { theme } : {}),
      ...(service !== 'NONE' ? { service } : {}),
      excludeId: context.pageId,
      page: 1,
      pageSize: limit,
      // The block shows no count or year filter: the finder behind "see all" has them.
      counted: false,
    });
  },
});
