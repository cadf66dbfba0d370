/**
 * An eighth of the search documents, the same on every server: PostgreSQL's hashint4 (the hash
 * of its hash partitioning, stable across versions) of the page id. Written out as a constant
 * because the planner uses a partial index only for a query that states its predicate as is.
 * Translations get consecutive ids, so a plain modulo would sample one locale only.
 */
export const SEARCH_SAMPLE_PREDICATE = '(hashint4(page_id) & 7) = 0';
export const SEARCH_OUTSIDE_SAMPLE_PREDICATE = '(hashint4(page_id) & 7) <> 0';
/** One document in this many is in the sample. */
export const SEARCH_SAMPLE_SHARE = 8;
