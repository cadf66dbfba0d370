/** One document in this many is in the sample (a power of two: the predicate masks the hash). */
export const SEARCH_SAMPLE_SHARE = 8;

const BUCKET = `(hashint4(page_id) & ${SEARCH_SAMPLE_SHARE - 1})`;

/**
 * An eighth of the search documents, the same on every server: PostgreSQL's hashint4 (the hash
 * of its hash indexes, whose stored values depend on it staying the same) of the page id.
 * Written out as SQL because the planner uses a partial index only for a query that states its
 * predicate as is; migration 0038 created the indexes with this text (a test compares them).
 * Translations get consecutive ids, so a plain modulo would sample one locale only.
 */
export const SEARCH_SAMPLE_PREDICATE = `${BUCKET} = 0`;
export const SEARCH_OUTSIDE_SAMPLE_PREDICATE = `${BUCKET} <> 0`;
