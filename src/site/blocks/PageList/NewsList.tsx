import type { ListingPage } from '../../../shared/site/published-pages.ts';
import type { RenderContext } from '../../render-context.ts';
import type { ListingQuery } from '../shared/listing-query.ts';
import { NewsMeta } from '../shared/NewsMeta.tsx';
import { PageCards } from '../shared/PageCards.tsx';
import { Pager } from '../shared/Pager.tsx';

/** The news overview (issue 17): newest first, each with its date, author and categories, paged. */
export function NewsList({
  title,
  context,
  query,
  result,
  pageSize,
}: {
  title: string;
  context: RenderContext;
  query: ListingQuery;
  result: ListingPage;
  pageSize: number;
}) {
  return (
    <section className="block block-page-list block-page-list--news">
      {title ? <h2 className="block__title">{title}</h2> : null}
      {result.items.length > 0 ? (
        <PageCards
          pages={result.items}
          context={context}
          headingLevel={title ? 3 : 2}
          meta={(page) => <NewsMeta typeData={page.typeData} context={context} />}
        />
      ) : (
        <p className="block__empty">{context.t('pageList.empty')}</p>
      )}
      <Pager path={context.path ?? ''} query={query} total={result.total} pageSize={pageSize} t={context.t} />
    </section>
  );
}
