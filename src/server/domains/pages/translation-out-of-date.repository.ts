import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Executor } from '../../db/executor.ts';

/*
 * pages.translation_out_of_date (migration 0033): whether the page, as a translation, has fallen
 * behind its source, stored so the overview's "translation out of date" tab reads one partial
 * index instead of evaluating the rule below for every page it walks past (100,000 at scale).
 *
 * The flag is derived, so every change of what the rule reads recomputes it for the page's
 * translation group in the same transaction (translation-out-of-date.service.ts lists the
 * callers); a change of the site's default language or a site import recomputes all pages.
 */

/**
 * The rule, in SQL: the row's source (translation-status.service.ts: the page it was made from,
 * or the group's default-language page) published after the row's concept was last saved or
 * marked up to date. It names the row `pages`, the table being updated.
 *
 * Two branches, each cheap to rule out from the row itself:
 * - the recorded source (a primary-key lookup), only for rows that record one;
 * - the default-language page (one lookup in the unique (translation_group, locale) index), only
 *   for rows in another language: a row in the default language is that page itself, and a group
 *   holds one page per language. And only when no recorded source exists.
 * A row without a concept version is never out of date (the translations panel lists no such page).
 */
export function outOfDate(eb: ExpressionBuilder<Database, 'pages'>, defaultLocale: string) {
  // Each branch is its own subquery, so both name their page "source".
  const newer = () =>
    eb
      .selectFrom('pages as source')
      .innerJoin('page_versions as source_live', 'source_live.id', 'source.published_version_id')
      // The row's own concept: its last save.
      .innerJoin('page_versions as concept', 'concept.id', 'pages.concept_version_id')
      .select('source.id')
      .whereRef('source.translation_group', '=', 'pages.translation_group')
      .whereRef('source.id', '<>', 'pages.id')
      .whereRef('source_live.published_at', '>', 'concept.updated_at')
      .where((inner) =>
        inner.or([
          inner('pages.translation_synced_at', 'is', null),
          inner('source_live.published_at', '>', inner.ref('pages.translation_synced_at')),
        ]),
      );
  const recorded = newer().whereRef('source.id', '=', 'pages.translation_source_id');
  const original = newer()
    .where('source.locale', '=', defaultLocale)
    // Never a page made from this one: an original in another language does not follow its translation.
    .where((inner) =>
      inner.or([inner('source.translation_source_id', 'is', null), inner('source.translation_source_id', '<>', inner.ref('pages.id'))]),
    );
  const sourceGone = eb.not(
    eb.exists(eb.selectFrom('pages as gone').select('gone.id').whereRef('gone.id', '=', 'pages.translation_source_id')),
  );
  return eb.or([
    eb.and([eb('pages.translation_source_id', 'is not', null), eb.exists(recorded)]),
    eb.and([
      eb('pages.locale', '<>', defaultLocale),
      eb.or([eb('pages.translation_source_id', 'is', null), sourceGone]),
      eb.exists(original),
    ]),
  ]);
}

/** Which pages to recompute: those of some translation groups (a change touches one), or all. */
export type OutOfDateScope = { groups: readonly string[] } | 'all';

/**
 * Recomputes the flag with one UPDATE. Only rows whose flag changes are written: a full
 * recompute rewrites the few that moved instead of every page (no 100,000 dead row versions on
 * PostgreSQL), and a group's recompute leaves rows that keep their flag unlocked.
 */
export async function refreshTranslationOutOfDate(db: Executor, scope: OutOfDateScope, defaultLocale: string): Promise<void> {
  const groups = scope === 'all' ? null : [...new Set(scope.groups)];
  if (groups?.length === 0) return;
  const flag = (eb: ExpressionBuilder<Database, 'pages'>) =>
    eb.case().when(outOfDate(eb, defaultLocale)).then(sql.lit(1)).else(sql.lit(0)).end();
  let update = db
    .updateTable('pages')
    .set((eb) => ({ translation_out_of_date: flag(eb) }))
    .where((eb) => eb('pages.translation_out_of_date', '<>', flag(eb)));
  if (groups) update = update.where('pages.translation_group', 'in', groups);
  await update.execute();
}

/** The translation groups of some pages (read before the pages change or go). */
export async function groupsOfPages(db: Executor, pageIds: readonly number[]): Promise<string[]> {
  if (pageIds.length === 0) return [];
  const rows = await db.selectFrom('pages').select('translation_group').distinct().where('id', 'in', pageIds).execute();
  return rows.map((row) => row.translation_group);
}
