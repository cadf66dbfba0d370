import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { PageListQuery } from './page-list.repository.ts';

/** The overview's query with its defaults (all pages, newest first, page 1 of 25), changed where given. */
export function pageListQuery(fields: Partial<PageListQuery>): PageListQuery {
  return {
    type: '',
    locale: '',
    searchTerm: '',
    filter: 'all',
    userId: 0,
    sortColumn: '',
    sortOrder: 'desc',
    offset: 0,
    limit: 25,
    ...fields,
  };
}

/**
 * Gives pages inserted in bulk (their slugs starting with the prefix) a concept version of their
 * title, as every page has one: the overview's joins and tabs read it.
 */
export async function addConceptVersions(db: Executor, slugPrefix: string): Promise<void> {
  const slugs = `${slugPrefix}%`;
  await sql`INSERT INTO page_versions (page_id, title, blocks, seo_title, seo_description, seo_keywords, type_data, revision,
      has_publication_request, created_at, updated_at)
    SELECT id, concept_title, '[]', '', '', '[]', '{}', 1, 0, created_at, updated_at FROM pages WHERE slug LIKE ${slugs}`.execute(db);
  await sql`UPDATE pages SET concept_version_id = (SELECT v.id FROM page_versions v WHERE v.page_id = pages.id)
    WHERE slug LIKE ${slugs}`.execute(db);
}
