import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * The site's listings at scale (issue 20, target 3): the keys the project finder, the news
 * overview and the related projects sort and filter by, outside the published version's
 * typeData JSON, so a listing reads one index range instead of parsing every version.
 *
 * One row per published page with dimension 'page' (value ''), one per theme and per service
 * of its typeData ('theme' / 'service', value the code) and one per pair of both
 * ('theme+service', value 'THEME|SERVICE'). Every row carries the page's type, locale, sort
 * keys and province, so each listing ("type + locale", "theme X", "service Y", both) is one
 * index range already in listing order, with no join (site-listing.repository.ts).
 * Kept by site-listing-keys.repository.ts whenever a page's published version changes.
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('site_listing_keys')
    .addColumn('page_id', 'integer', (col) => col.notNull().references('pages.id').onDelete('cascade'))
    .addColumn('dimension', 'varchar(16)', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('type', 'varchar(20)', (col) => col.notNull())
    .addColumn('locale', 'varchar(10)', (col) => col.notNull())
    // typeData.year (projects' sort key and the year filter), 0 when it has none.
    .addColumn('sort_year', 'integer', (col) => col.notNull())
    // typeData.publicationDate (news' sort key), '' when it has none.
    .addColumn('sort_date', 'text', (col) => col.notNull())
    // The published version's published_at: the tie-break after the sort key.
    .addColumn('published_at', 'varchar(32)')
    .addColumn('province', 'text')
    .addPrimaryKeyConstraint('site_listing_keys_pk', ['page_id', 'dimension', 'value'])
    .execute();
  // Projects: newest year, then latest published, then id (all read backwards). The province
  // at the end lets a province filter and its count read the index alone.
  await db.schema
    .createIndex('site_listing_keys_year_idx')
    .on('site_listing_keys')
    .columns(['dimension', 'value', 'type', 'locale', 'sort_year', 'published_at', 'page_id', 'province'])
    .execute();
  // News: newest publication date, then latest published, then id.
  await db.schema
    .createIndex('site_listing_keys_date_idx')
    .on('site_listing_keys')
    .columns(['dimension', 'value', 'type', 'locale', 'sort_date', 'published_at', 'page_id'])
    .execute();
  await backfill(db);
}

interface PublishedRow {
  id: number;
  type: string;
  locale: string;
  type_data: string;
  published_at: string | null;
}

/**
 * The keys of every published page, in batches by page id. Read in JavaScript rather than with
 * each dialect's JSON functions, so both databases derive exactly what the publication path
 * derives (the same rules as site-listing-keys.ts; a migration keeps its own copy).
 */
async function backfill(db: Kysely<unknown>): Promise<void> {
  const keysDb = db.withTables<{ site_listing_keys: ReturnType<typeof keysOf>[number] }>();
  let after = 0;
  for (;;) {
    const rows = (
      await sql<PublishedRow>`SELECT pages.id, pages.type, pages.locale, page_versions.type_data, page_versions.published_at
        FROM pages JOIN page_versions ON page_versions.id = pages.published_version_id
        WHERE pages.id > ${after} ORDER BY pages.id LIMIT 500`.execute(db)
    ).rows;
    if (rows.length === 0) return;
    const keys = rows.flatMap(keysOf);
    for (let start = 0; start < keys.length; start += 500) {
      await keysDb
        .insertInto('site_listing_keys')
        .values(keys.slice(start, start + 500))
        .execute();
    }
    after = Number(rows[rows.length - 1]!.id);
  }
}

function keysOf(row: PublishedRow) {
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(row.type_data);
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) data = parsed as Record<string, unknown>;
  } catch {
    // Unreadable typeData lists the page without keys, as the JSON functions read it before.
  }
  const codes = (value: unknown) =>
    Array.isArray(value) ? [...new Set(value.filter((item): item is string => typeof item === 'string'))] : [];
  const base = {
    page_id: Number(row.id),
    type: row.type,
    locale: row.locale,
    sort_year: typeof data.year === 'number' && Math.abs(data.year) < 2 ** 31 ? Math.trunc(data.year) : 0,
    sort_date: typeof data.publicationDate === 'string' ? data.publicationDate : '',
    published_at: row.published_at,
    province: typeof data.province === 'string' ? data.province : null,
  };
  const themes = codes(data.themes);
  const services = codes(data.services);
  return [
    { ...base, dimension: 'page', value: '' },
    ...themes.map((value) => ({ ...base, dimension: 'theme', value })),
    ...services.map((value) => ({ ...base, dimension: 'service', value })),
    ...themes.flatMap((theme) => services.map((service) => ({ ...base, dimension: 'theme+service', value: `${theme}|${service}` }))),
  ];
}
