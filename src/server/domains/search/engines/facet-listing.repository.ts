import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { Executor } from '../../../db/executor.ts';
import { listingKeys, MAX_LISTING_KEYS } from './search-facets.ts';
import type { EngineAnswer, EngineListing } from './search-engine.ts';
import { countCap } from './ranking-window.ts';

export async function removeListingRows(db: Executor, pageIds: number[] | 'all'): Promise<void> {
  if (pageIds === 'all') await db.deleteFrom('search_facets').execute();
  else if (pageIds.length > 0) await db.deleteFrom('search_facets').where('page_id', 'in', pageIds).execute();
}

/**
 * SQLite, after the documents themselves: the listing rows whose document a rebuild did not
 * rewrite (PostgreSQL's trigger removes them with their documents: migration 0044).
 */
export async function removeOrphanListingRows(db: Executor): Promise<void> {
  await db
    .deleteFrom('search_facets')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('search_documents').select('page_id').whereRef('search_documents.page_id', '=', 'search_facets.page_id'))),
    )
    .execute();
}

/** Whether listFromFacets can answer this listing (tags and very wide filters cannot). */
export function facetListingApplies(listing: EngineListing): boolean {
  if (listing.publicTagKeys) return false;
  if (listing.pageTypes.length === 0 && listing.themes.length === 0 && listing.services.length === 0) return false;
  return listingKeys(listing).length <= MAX_LISTING_KEYS;
}

/**
 * Filters without words, in title order, from one range of the search_facets primary key per
 * key: the page is read in index order and the count stops after countCap rows (beyond that
 * the total is a lower bound, flagged as such). Several keys (several locales or values) can
 * hold the same document, hence DISTINCT there.
 */
export async function listFromFacets(db: Kysely<Database>, listing: EngineListing): Promise<EngineAnswer> {
  const keys = listingKeys(listing);
  const cap = countCap(listing.offset, listing.count);
  const single = keys.length === 1;
  const rows = single
    ? db.selectFrom('search_facets').select(['search_facets.title_key', 'search_facets.page_id']).where('key', '=', keys[0]!)
    : db.selectFrom('search_facets').select(['search_facets.title_key', 'search_facets.page_id']).where('key', 'in', keys).distinct();
  const { rows: counted } = await sql<{ n: number | string }>`SELECT count(*) AS n FROM (${rows.limit(cap + 1)}) AS capped`.execute(db);
  const found = Number(counted[0]?.n ?? 0);
  const total = Math.min(found, cap);
  const estimate = found > cap ? { totalIsEstimate: true as const } : {};
  if (listing.offset >= total) return { total, ...estimate, hits: [] };
  const page = await db
    .selectFrom(rows.as('listed'))
    .select('listed.page_id')
    .orderBy('listed.title_key')
    .orderBy('listed.page_id')
    .limit(listing.count)
    .offset(listing.offset)
    .execute();
  return { total, ...estimate, hits: page.map((row) => ({ pageId: Number(row.page_id) })) };
}
