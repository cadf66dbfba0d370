import { sql, type Kysely } from 'kysely';
import { repairSiteSettings, siteSettings } from '../../../shared/schemas/settings.ts';
import type { DialectName } from '../database.ts';

/**
 * The page overview's "translation out of date" tab at scale (issue 20): whether a page, as a
 * translation, has fallen behind its source is stored on the page (1 or 0) instead of worked out
 * per row while the list walks its sort order (about 370 ms at 100,000 pages on PostgreSQL).
 * Kept by translation-out-of-date.service.ts whenever anything the rule reads changes.
 *
 * The index holds only the flagged pages (a minority: translations whose source moved on), in
 * the tab's default order (last change first, ties oldest first as the overview breaks them), so
 * the tab's first page and its bounded count read the start of one small index range. Other
 * sorts start from these few rows or walk their own index (0031), as the planner prefers; a
 * (flag, updated_at, id) index would serve the same reads but also carry every up-to-date page.
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .alterTable('pages')
    .addColumn('translation_out_of_date', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`CREATE INDEX pages_translation_out_of_date_idx ON pages (updated_at DESC, id) WHERE translation_out_of_date = 1`.execute(db);
  await backfill(db);
}

/** The site's default language as getSiteSettings reads it (settings.service.ts). */
async function defaultLocale(db: Kysely<unknown>): Promise<string> {
  const row = (await sql<{ value: string }>`SELECT value FROM settings WHERE ${sql.ref('key')} = 'site'`.execute(db)).rows[0];
  let stored: unknown;
  try {
    stored = row ? JSON.parse(row.value) : undefined;
  } catch {
    stored = undefined;
  }
  const parsed = siteSettings.safeParse(stored);
  return (parsed.success ? parsed.data : repairSiteSettings(stored))?.defaultLocale ?? 'nl-nl';
}

/**
 * Flags the pages that are out of date now, by the rule of translation-out-of-date.repository.ts
 * (outOfDate) written out: a migration keeps its own copy, so a later change of the rule cannot
 * change what this migration did. translation-out-of-date.test.ts checks that both flag the same
 * pages. Every page starts at 0 (the column's default), so only the flagged ones are written.
 */
async function backfill(db: Kysely<unknown>): Promise<void> {
  const locale = await defaultLocale(db);
  // The row's source published after the row's concept was last saved and after it was last marked up to date.
  const newer = sql`SELECT source.id FROM pages AS source
    INNER JOIN page_versions AS source_live ON source_live.id = source.published_version_id
    INNER JOIN page_versions AS concept ON concept.id = pages.concept_version_id
    WHERE source.translation_group = pages.translation_group
      AND source.id <> pages.id
      AND source_live.published_at > concept.updated_at
      AND (pages.translation_synced_at IS NULL OR source_live.published_at > pages.translation_synced_at)`;
  await sql`UPDATE pages SET translation_out_of_date = 1 WHERE
    (pages.translation_source_id IS NOT NULL AND EXISTS (${newer} AND source.id = pages.translation_source_id))
    OR (
      pages.locale <> ${locale}
      AND (pages.translation_source_id IS NULL
        OR NOT EXISTS (SELECT gone.id FROM pages AS gone WHERE gone.id = pages.translation_source_id))
      AND EXISTS (${newer} AND source.locale = ${locale}
        AND (source.translation_source_id IS NULL OR source.translation_source_id <> pages.id))
    )`.execute(db);
}
