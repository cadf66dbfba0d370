import type { Executor } from '../../db/executor.ts';
import { listingKeysOf, type ListingKeyRow, type PublishedPageSource } from './site-listing-keys.ts';

/*
 * Keeps site_listing_keys (migration 0032) equal to what is published: every change of a page's
 * published version calls syncListingKeys in the same transaction (publication-transitions.ts:
 * publish, unpublish, and through them scheduled publications and accepted requests); deleting
 * a page removes its rows by the foreign key's cascade; a site import rebuilds them all.
 */

/** Rows per INSERT: nine columns each, well under both databases' parameter limits. */
const INSERT_BATCH = 500;
/** Pages read per step of a rebuild. */
const READ_BATCH = 500;

function publishedPages(db: Executor) {
  return db
    .selectFrom('pages')
    .innerJoin('page_versions', 'page_versions.id', 'pages.published_version_id')
    .select(['pages.id', 'pages.type', 'pages.locale', 'page_versions.type_data', 'page_versions.published_at']);
}

async function insertKeys(db: Executor, rows: ListingKeyRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await db
      .insertInto('site_listing_keys')
      .values(rows.slice(start, start + INSERT_BATCH))
      .execute();
  }
}

/** Sets the page's keys from its published version now (none when it is not published). */
export async function syncListingKeys(db: Executor, pageId: number): Promise<void> {
  await db.deleteFrom('site_listing_keys').where('page_id', '=', pageId).execute();
  const page: PublishedPageSource | undefined = await publishedPages(db).where('pages.id', '=', pageId).executeTakeFirst();
  if (page) await insertKeys(db, listingKeysOf(page));
}

/** Derives every page's keys afresh (after a site import, or rows written outside the services). */
export async function rebuildListingKeys(db: Executor): Promise<void> {
  await db.deleteFrom('site_listing_keys').execute();
  let after = 0;
  for (;;) {
    const pages = await publishedPages(db).where('pages.id', '>', after).orderBy('pages.id').limit(READ_BATCH).execute();
    if (pages.length === 0) return;
    await insertKeys(db, pages.flatMap(listingKeysOf));
    after = pages[pages.length - 1]!.id;
  }
}
