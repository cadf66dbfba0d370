import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { DialectName } from '../../db/database.ts';
import type { Executor } from '../../db/executor.ts';
import type { Database } from '../../db/schema.ts';

/*
 * The filtered, counted and paged listings of the public site (issue 17: project finder, news
 * overview). Relations live in each published version's typeData JSON; each dialect reads it
 * with its own JSON functions, so filtering, counting and paging all happen in SQL.
 */

export interface ListingFilter {
  type: 'project' | 'news';
  locale: string;
  theme?: string;
  service?: string;
  province?: string;
  year?: number;
  excludeId?: number;
}

type ListingQuery = SelectQueryBuilder<Database, 'pages' | 'page_versions', object>;

/** A typeData property as text (null when absent). Keys are constants of this file, never input. */
function jsonText(dialect: DialectName, key: string): RawBuilder<string | null> {
  return dialect === 'postgres'
    ? sql<string | null>`(page_versions.type_data::jsonb ->> ${sql.lit(key)})`
    : sql<string | null>`json_extract(page_versions.type_data, ${sql.lit(`$.${key}`)})`;
}

/** Whether a typeData array property (themes, services) holds the value. */
function jsonArrayHas(dialect: DialectName, key: string, value: string): RawBuilder<boolean> {
  return dialect === 'postgres'
    ? sql<boolean>`coalesce((page_versions.type_data::jsonb -> ${sql.lit(key)}) @> jsonb_build_array(${value}::text), false)`
    : sql<boolean>`exists (select 1 from json_each(page_versions.type_data, ${sql.lit(`$.${key}`)}) as j where j.value = ${value})`;
}

/** A project's year as a number, 0 when it has none (so unknown years sort last). */
function yearNumber(dialect: DialectName): RawBuilder<number> {
  return dialect === 'postgres'
    ? sql<number>`(case when jsonb_typeof(page_versions.type_data::jsonb -> 'year') = 'number' then (page_versions.type_data::jsonb ->> 'year')::numeric else 0 end)`
    : sql<number>`coalesce(cast(json_extract(page_versions.type_data, '$.year') as integer), 0)`;
}

function filtered(db: Executor, dialect: DialectName, filter: ListingFilter): ListingQuery {
  let query: ListingQuery = db
    .selectFrom('pages')
    .innerJoin('page_versions', 'page_versions.id', 'pages.published_version_id')
    .where('pages.type', '=', filter.type)
    .where('pages.locale', '=', filter.locale);
  if (filter.theme) query = query.where(jsonArrayHas(dialect, 'themes', filter.theme));
  if (filter.service) query = query.where(jsonArrayHas(dialect, 'services', filter.service));
  if (filter.province) query = query.where(jsonText(dialect, 'province'), '=', filter.province);
  if (filter.year !== undefined) query = query.where(yearNumber(dialect), '=', filter.year);
  if (filter.excludeId !== undefined) query = query.where('pages.id', '!=', filter.excludeId);
  return query;
}

/** How many published pages match the filter. */
export async function countListing(db: Executor, dialect: DialectName, filter: ListingFilter): Promise<number> {
  if (filter.theme === undefined && filter.service === undefined && filter.province === undefined && filter.year === undefined) {
    // Without typeData filters the count needs no version rows (on SQLite those hold the large
    // blocks column): the pages index alone answers it. A published version is never deleted
    // (version-history.repository.ts removes unpublished snapshots only), so no join is needed.
    const row = await db
      .selectFrom('pages')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('pages.type', '=', filter.type)
      .where('pages.locale', '=', filter.locale)
      .where('pages.published_version_id', 'is not', null)
      .$if(filter.excludeId !== undefined, (query) => query.where('pages.id', '!=', filter.excludeId!))
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  }
  const row = await filtered(db, dialect, filter)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/**
 * One page of matches, without the heavy blocks column. Projects: newest year first; news:
 * newest publication date first; then the latest published, then the id, so paging is stable.
 * Two steps (issue 20): the sort carries only ids, then the page's few rows are read, so a
 * deep page of thousands of projects does not sort every match's title and typeData.
 */
export async function listingPage(db: Executor, dialect: DialectName, filter: ListingFilter, offset: number, limit: number) {
  const newest = filter.type === 'project' ? yearNumber(dialect) : sql<string>`coalesce(${jsonText(dialect, 'publicationDate')}, '')`;
  const ids = (
    await filtered(db, dialect, filter)
      .select('pages.id')
      .orderBy(newest, 'desc')
      .orderBy('page_versions.published_at', 'desc')
      .orderBy('pages.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute()
  ).map((row) => row.id);
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('pages')
    .innerJoin('page_versions', 'page_versions.id', 'pages.published_version_id')
    .select([
      'pages.id',
      'pages.slug',
      'pages.type',
      'pages.locale',
      'page_versions.title',
      'page_versions.type_data',
      'page_versions.seo_description',
      'page_versions.published_at',
    ])
    .where('pages.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The distinct project years of a locale (newest first), for the finder's year filter. */
export async function listingYears(db: Executor, dialect: DialectName, locale: string): Promise<number[]> {
  const year = yearNumber(dialect);
  const rows = await filtered(db, dialect, { type: 'project', locale })
    .select(year.as('year'))
    .distinct()
    .orderBy('year', 'desc')
    .limit(200)
    .execute();
  return rows.map((row) => Number(row.year)).filter((value) => value > 0);
}
