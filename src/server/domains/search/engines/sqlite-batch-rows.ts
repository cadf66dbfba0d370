import { documentRow, type IndexedDocument } from './search-engine.ts';
import { listingRows } from './search-facets.ts';

/**
 * A SQLite rebuild batch as the JSON texts its statements unpack with json_each(): worked out on
 * the reader's thread (rebuild-reader-worker.ts), so the writer's thread only runs the statements
 * (at 100,000 pages the rows, their JSON and the sorted listing rows took 3.6 of its 19 s).
 *
 * Each text is UTF-8 bytes with a buffer of its own, so the thread hands them over without a copy
 * (a transfer) and SQLite binds them as they are. As strings (two bytes a character once a text
 * holds one character past Latin-1, as page text does) a batch of 5,000 pages was copied by the
 * message's serialisation and again on arrival (0.2-0.4 s of the reader's 1.4-1.7 s a batch, at
 * 100,000 pages the rebuild's slower half), then converted to UTF-8 once more to be bound.
 */
export interface SqliteBatchRows {
  readonly engine: 'sqlite';
  readonly indexedAt: string;
  /** [page id, …] */
  readonly pageIds: Uint8Array;
  /** [[page_id, locale, page_type, title, body, url, themes, services, title_terms, body_terms, priority, facets], …] */
  readonly documents: Uint8Array;
  /** [[page_id, title_terms, body_terms, facets], …]: both full-text tables' entries. */
  readonly entries: Uint8Array;
  /** [[key, title_key, page_id], …] in key order (search_facets). */
  readonly listing: Uint8Array;
}

// TextEncoder gives each text a buffer of its own: Buffer.from() would share a pooled one for a
// short text, and transferring that would take the pool away from the thread's other buffers.
const encoder = new TextEncoder();
const utf8Json = (value: unknown): Uint8Array => encoder.encode(JSON.stringify(value));

/** The buffers a thread transfers with the rows (none is shared with another value). */
export function transferables(rows: SqliteBatchRows): ArrayBuffer[] {
  return [rows.pageIds, rows.documents, rows.entries, rows.listing].map((bytes) => bytes.buffer as ArrayBuffer);
}

export function sqliteBatchRows(documents: IndexedDocument[], indexedAt: string): SqliteBatchRows {
  const rows = documents.map((document) => {
    const row = documentRow(document, indexedAt);
    return [
      row.page_id,
      row.locale,
      row.page_type,
      row.title,
      row.body,
      row.url,
      row.themes,
      row.services,
      row.title_terms,
      row.body_terms,
      row.priority,
      row.facets,
    ] as const;
  });
  return {
    engine: 'sqlite',
    indexedAt,
    pageIds: utf8Json(documents.map((document) => document.pageId)),
    documents: utf8Json(rows),
    entries: utf8Json(rows.map((row) => [row[0], row[8], row[9], row[11]])),
    listing: utf8Json(listingRows(documents)),
  };
}
