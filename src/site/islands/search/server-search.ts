import { PostgresAdapter, type Kysely } from 'kysely';
import type { DialectName } from '../../../server/db/database.ts';
import type { Database } from '../../../server/db/schema.ts';
import { postgresFtsEngine } from '../../../server/domains/search/engines/postgres-fts-engine.ts';
import { sqliteFtsEngine } from '../../../server/domains/search/engines/sqlite-fts-engine.ts';
import { search } from '../../../server/domains/search/search.service.ts';
import type { LocaleCode } from '../../../shared/locales.ts';
import type { SiteDataSource, SiteSearchQuery, SiteSearchResponse } from '../../data-source.ts';

/**
 * The search the SearchBox block runs on the server (no JavaScript needed), the same query
 * POST /api/search/search runs: the engine follows the database, as in search.routes.ts.
 * Plug it into the site's data source: `{ ...dataSource, search: createSiteSearch(deps) }`.
 */
export function createSiteSearch(deps: { db: Kysely<Database>; dialect?: DialectName }): NonNullable<SiteDataSource['search']> {
  // Without an explicit dialect, the query builder's adapter tells which database this is.
  const dialect = deps.dialect ?? (deps.db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite');
  const engine = dialect === 'postgres' ? postgresFtsEngine : sqliteFtsEngine;
  return async (query: SiteSearchQuery): Promise<SiteSearchResponse> => {
    const locale = query.locale as LocaleCode;
    // Stemming follows the page's language, so the default-locale fallback is never used.
    return search(
      deps.db,
      engine,
      {
        term: query.term,
        locales: [locale],
        pageTypes: [...query.pageTypes],
        themes: [...query.themes],
        services: [...query.services],
        tags: [...(query.tags ?? [])],
        count: query.count,
        offset: query.offset,
      },
      locale,
    );
  };
}
