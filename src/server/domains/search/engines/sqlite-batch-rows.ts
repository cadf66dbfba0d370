import { documentRow, type IndexedDocument } from './search-engine.ts';
import { listingRows } from './search-facets.ts';

/**
 * A SQLite rebuild batch as the JSON texts its statements unpack with json_each(): worked out on
 * the reader's thread (rebuild-reader-worker.ts), so the writer's thread only runs the statements
 * (at 100,000 pages the rows, their JSON and the sorted listing rows took 3.6 of its 19 s).
 */
export interface SqliteBatchRows {
  readonly engine: 'sqlite';
  readonly indexedAt: string;
  /** [page id, …] */
  readonly pageIds: string;
  /** [[page_id, locale, page_type, title, body, url, themes, services, title_terms, body_terms, priority, facets], …] */
  readonly documents: string;
  /** [[page_id, title_terms, body_terms, facets], …]: both full-text tables' entries. */
  readonly entries: string;
  /** [[key, title_key, page_id], …] in key order (search_facets). */
  readonly listing: string;
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
    pageIds: JSON.stringify(documents.map((document) => document.pageId)),
    documents: JSON.stringify(rows),
    entries: JSON.stringify(rows.map((row) => [row[0], row[8], row[9], row[11]])),
    listing: JSON.stringify(listingRows(documents)),
  };
}
