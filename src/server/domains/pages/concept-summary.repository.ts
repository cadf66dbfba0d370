import type { Executor } from '../../db/executor.ts';

/*
 * pages.concept_title and pages.concept_updated_by (migration 0034) repeat the concept version's
 * title and last editor, so the overview sorts, searches and finds "mine" on the pages table
 * alone. Whatever changes them calls syncConceptSummary in its transaction:
 * - a new page (pages.service.ts insertPageWithConcept) and a save or restore (page-versions.service.ts
 *   applyStore), the only writes of a concept's title and editor;
 * - a publication, which puts a copy in the concept's place (publication-transitions.ts publishConcept);
 * - a site import, whose archive may come from before 0034 (site-archive-import.service.ts, all pages).
 * A deleted user leaves null here as in the version (the foreign key's ON DELETE SET NULL).
 */

/** Copies the concept's title and last editor onto its page (or onto every page). */
export async function syncConceptSummary(db: Executor, scope: number | 'all'): Promise<void> {
  await db
    .updateTable('pages')
    .set((eb) => ({
      concept_title: eb.fn.coalesce(
        eb.selectFrom('page_versions').select('page_versions.title').whereRef('page_versions.id', '=', 'pages.concept_version_id'),
        eb.val(''),
      ),
      concept_updated_by: eb
        .selectFrom('page_versions')
        .select('page_versions.updated_by')
        .whereRef('page_versions.id', '=', 'pages.concept_version_id'),
    }))
    .$if(scope !== 'all', (query) => query.where('pages.id', '=', scope as number))
    .execute();
}
