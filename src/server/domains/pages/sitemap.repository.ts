import { sql, SqliteAdapter, type RawBuilder } from 'kysely';
import type { Executor } from '../../db/executor.ts';

/**
 * How many addresses the sitemap lists: the published pages of the site's locales but the "404"
 * page (not a destination). A published page always has its published version: a
 * published version is never deleted (version-history.repository.ts removes unpublished
 * snapshots only), so published_version_id is enough.
 */
export async function countSitemap(db: Executor, locales: readonly string[]): Promise<number> {
  const row = await db
    .selectFrom('pages')
    .where('pages.locale', 'in', locales.length > 0 ? [...locales] : [''])
    .where('pages.slug', '!=', '404')
    .where('pages.published_version_id', 'is not', null)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** A sitemap page: its own address and date, and one of its published translations (null: none). */
export interface SitemapRow {
  id: number;
  slug: string;
  locale: string;
  translationGroup: string;
  /** When the published version was published (else the page's last change). */
  modifiedAt: string;
  /** The sitemap links translations without a date of their own. */
  translation: { id: number; slug: string; locale: string } | null;
}

/**
 * Between a row's fields in the text the database hands over. The application writes none into
 * slugs, locales, groups or timestamps; an imported archive could (its rows are taken as they
 * are), so the read takes it out of each field (XML has no place for it either).
 */
const FIELD_SEPARATOR = '\u001f';
const FIELD_COUNT = 8;

/** The index 0041 made for the sitemap's reads of the published versions' dates (SQLite). */
const DATES_INDEX = 'page_versions_published_at_idx';

/**
 * One sitemap file's pages in a stable order (issue 20: a sitemap index past 10,000 addresses),
 * each beside its published translations (a row per translation; no translation: one row). One
 * read, the translations by a left join on the group (as a second statement with the file's
 * 10,000 groups as parameters it took 35 ms on SQLite against 19 ms joined). Each row comes as
 * one text of its fields: the drivers make a value of each column of each row, and for 10,000
 * rows of six columns better-sqlite3 spent 27 ms making them against 3 ms reading the rows
 * (8 ms as one text a row, split here).
 */
export async function sitemapChunkWithTranslations(
  db: Executor,
  locales: readonly string[],
  offset: number,
  limit: number,
): Promise<SitemapRow[]> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  try {
    return await readChunk(db, locales, offset, limit, sqlite);
  } catch (error) {
    // Only a hint: a database without the index (dropped by hand) still lists its pages.
    if (!sqlite || !(error instanceof Error) || !error.message.includes(`no such index: ${DATES_INDEX}`)) throw error;
    return readChunk(db, locales, offset, limit, false);
  }
}

async function readChunk(db: Executor, locales: readonly string[], offset: number, limit: number, datesFromIndex: boolean) {
  const listed = sql.join(locales.length > 0 ? [...locales] : ['']);
  const field = (value: RawBuilder<unknown>) => sql`replace(coalesce(cast(${value} as text), ''), ${sql.lit(FIELD_SEPARATOR)}, '')`;
  const line = sql.join(
    [
      sql`c.id`,
      sql`c.slug`,
      sql`c.locale`,
      sql`c.translation_group`,
      sql`coalesce(c.published_at, c.updated_at)`,
      sql`m.id`,
      sql`m.slug`,
      sql`m.locale`,
    ].map(field),
    sql` || ${sql.lit(FIELD_SEPARATOR)} || `,
  );
  // SQLite has no statistics unless ANALYZE ran: it looked each version up by its row id and
  // reached the date through the row's blocks (10.4 ms against 1.9 ms for the 10,000 of a file).
  const versions = datesFromIndex ? sql`page_versions AS v INDEXED BY ${sql.id(DATES_INDEX)}` : sql`page_versions AS v`;
  // The conditions of the chunk's pages (published, listed locales, not the "404" page) hold for the translation too.
  const { rows } = await sql<{ line: string }>`SELECT ${line} AS line
    FROM (SELECT p.id, p.slug, p.locale, p.translation_group, v.published_at, p.updated_at
      FROM pages AS p JOIN ${versions} ON v.id = p.published_version_id
      WHERE p.locale IN (${listed}) AND p.slug != '404'
      ORDER BY p.locale, p.slug, p.id LIMIT ${limit} OFFSET ${offset}) AS c
    LEFT JOIN pages AS m ON m.translation_group = c.translation_group AND m.id != c.id
      AND m.published_version_id IS NOT NULL AND m.locale IN (${listed}) AND m.slug != '404'
    ORDER BY c.locale, c.slug, c.id`.execute(db);
  return rows.map((row) => sitemapRow(row.line));
}

function sitemapRow(line: string): SitemapRow {
  const fields = line.split(FIELD_SEPARATOR);
  if (fields.length !== FIELD_COUNT) throw new Error(`A sitemap row has ${fields.length} fields, not ${FIELD_COUNT}`);
  const [id, slug, locale, translationGroup, modifiedAt, translationId, translationSlug, translationLocale] = fields as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  return {
    id: Number(id),
    slug,
    locale,
    translationGroup,
    modifiedAt,
    translation: translationId === '' ? null : { id: Number(translationId), slug: translationSlug, locale: translationLocale },
  };
}
