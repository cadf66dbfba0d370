import type { EngineAnswer, EngineQuery, TermGroup } from './search-engine.ts';
import { countCap, DF_CAP, inverseDocumentFrequency, rankSection, sectionLimit, type WindowRow } from './ranking-window.ts';

/**
 * What an engine reads for a search with words; word-query.ts orders it alike on both. Section
 * rows come in the index's own order; rows past RANK_WINDOW need only their page id.
 */
export interface WordQueryReads {
  /**
   * The group's matches (words and filters) counted up to `countLimit`, and its title matches
   * (every word in the title), at most `limit`: one read, so PostgreSQL answers the usual
   * search in one round trip.
   */
  countAndTitles(group: TermGroup, countLimit: number, limit: number): Promise<{ count: number; titles: WindowRow[] }>;
  /** The group's other matches (not title matches), at most `limit`. */
  others(group: TermGroup, limit: number): Promise<WindowRow[]>;
  /** Documents holding the term, counted up to `limit`. */
  frequency(term: string, limit: number): Promise<number>;
  /** All documents (for idf). */
  documents(): Promise<number>;
  /**
   * Estimated document frequencies of the most common terms, where the database keeps them
   * (PostgreSQL's ANALYZE does for tsvector columns); read with `documents()`.
   */
  commonTermFrequencies?(): Promise<ReadonlyMap<string, number>>;
}

const STATISTICS_TTL_MS = 60_000;
const MAX_CACHED_FREQUENCIES = 10_000;
/**
 * Per database: the document count and the capped document frequencies change slowly and only
 * weigh words against each other, so a minute's staleness changes no match and no count. On
 * SQLite a common word's frequency costs a pass over its posting list (thousands of entries).
 */
const statistics = new WeakMap<
  object,
  {
    documents: { count: number; common: ReadonlyMap<string, number>; at: number } | null;
    frequencies: Map<string, { count: number; at: number }>;
  }
>();

/**
 * A term the planner's statistics know (the thousand commonest words of PostgreSQL's ANALYZE
 * sample of 30,000 rows) weighs by their estimate, capped, without a read: counting a common
 * word visits a table row per document up to the cap. The estimate's error grows as the word
 * gets rarer (a few percent for a word in 2% of the pages, about a fifth for one in 0.1%), and
 * it dates from the last ANALYZE; a weight moves by the logarithm of that error, a fraction of
 * the distance between two words' weights, and no match or count depends on it.
 */
function estimatedFrequency(common: ReadonlyMap<string, number>, term: string, cap: number): number | null {
  const estimate = common.get(term);
  return estimate === undefined ? null : Math.min(cap, Math.max(1, Math.round(estimate)));
}

async function termWeights(db: object, terms: string[], reads: WordQueryReads): Promise<Map<string, number>> {
  const weights = new Map<string, number>();
  // One word (per group) weighs the same in every document: its idf changes no order.
  if (terms.length < 2) return weights;
  let known = statistics.get(db);
  if (!known) {
    known = { documents: null, frequencies: new Map() };
    statistics.set(db, known);
  }
  const now = Date.now();
  if (!known.documents || now - known.documents.at > STATISTICS_TTL_MS) {
    const count = await reads.documents();
    known.documents = { count, common: (await reads.commonTermFrequencies?.()) ?? new Map(), at: now };
  }
  for (const term of terms) {
    let frequency = known.frequencies.get(term);
    if (!frequency || now - frequency.at > STATISTICS_TTL_MS) {
      if (known.frequencies.size >= MAX_CACHED_FREQUENCIES) known.frequencies.clear();
      frequency = { count: estimatedFrequency(known.documents.common, term, DF_CAP) ?? (await reads.frequency(term, DF_CAP)), at: now };
      known.frequencies.set(term, frequency);
    }
    // An estimate (statistics, the sample) can exceed the estimated document count on a small
    // table; a word in every document weighs least, never less than nothing.
    weights.set(term, inverseDocumentFrequency(known.documents.count, Math.min(frequency.count, known.documents.count)));
  }
  return weights;
}

/**
 * A search with words, the same steps on both engines: a count that stops at countCap (a
 * lower bound beyond it, flagged) with the title matches, and, only when the page reaches past
 * them, the other matches; each section ranked over its window (ranking-window.ts).
 */
export async function runWordQuery(db: object, query: EngineQuery, reads: WordQueryReads): Promise<EngineAnswer> {
  if (query.groups.length === 0) return { total: 0, hits: [] };
  const cap = countCap(query.offset, query.count);
  const limit = sectionLimit(query.offset, query.count);
  const firsts: { count: number; titles: WindowRow[] }[] = [];
  for (const group of query.groups) firsts.push(await reads.countAndTitles(group, cap + 1, limit));
  // Groups never share a locale, so their counts add up.
  const found = firsts.reduce((sum, first) => sum + first.count, 0);
  const total = Math.min(found, cap);
  const estimate = found > cap ? { totalIsEstimate: true as const } : {};
  if (total === 0 || query.offset >= total) return { total, ...estimate, hits: [] };

  const idf = await termWeights(db, [...new Set(query.groups.flatMap((group) => group.terms))], reads);
  const end = query.offset + query.count;
  const titles = rankSection(
    query.groups.map((group, index) => ({ rows: firsts[index]!.titles, terms: group.terms })),
    idf,
  );
  // Fewer title matches than read means all were read; otherwise the page lies within them.
  const complete = firsts.every((first) => first.titles.length < limit);
  if (!complete || titles.length >= end) {
    return { total, ...estimate, hits: titles.slice(query.offset, end).map((pageId) => ({ pageId })) };
  }
  const bodyOffset = Math.max(0, query.offset - titles.length);
  const bodyLimit = sectionLimit(bodyOffset, query.count);
  const others: { rows: WindowRow[]; terms: string[] }[] = [];
  for (const group of query.groups) others.push({ rows: await reads.others(group, bodyLimit), terms: group.terms });
  const ids = [...titles.slice(query.offset), ...rankSection(others, idf).slice(bodyOffset)].slice(0, query.count);
  return { total, ...estimate, hits: ids.map((pageId) => ({ pageId })) };
}
