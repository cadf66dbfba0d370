import type { EngineAnswer, EngineQuery, TermGroup } from './search-engine.ts';
import { countCap, DF_CAP, inverseDocumentFrequency, rankSection, sectionLimit, type RankedText } from './ranking-window.ts';

/** What an engine reads for a search with words; word-query.ts orders it alike on both. */
export interface WordQueryReads {
  /** The group's matches (words and filters), counted up to `limit`. */
  count(group: TermGroup, limit: number): Promise<number>;
  /**
   * The group's title matches (`title`: every word in the title) or its other matches (`body`),
   * at most `limit`, in the index's own order, with their stemmed text.
   */
  section(group: TermGroup, kind: 'title' | 'body', limit: number): Promise<RankedText[]>;
  /** Documents holding the term, counted up to `limit`. */
  frequency(term: string, limit: number): Promise<number>;
  /** All documents (for idf). */
  documents(): Promise<number>;
}

const DOCUMENT_COUNT_TTL_MS = 60_000;
/** Per database: the document count changes slowly and only weighs words against each other. */
const documentCounts = new WeakMap<object, { count: number; at: number }>();

async function termWeights(db: object, terms: string[], reads: WordQueryReads): Promise<Map<string, number>> {
  const weights = new Map<string, number>();
  // One word (per group) weighs the same in every document: its idf changes no order.
  if (terms.length < 2) return weights;
  let known = documentCounts.get(db);
  if (!known || Date.now() - known.at > DOCUMENT_COUNT_TTL_MS) {
    known = { count: await reads.documents(), at: Date.now() };
    documentCounts.set(db, known);
  }
  for (const term of terms) weights.set(term, inverseDocumentFrequency(known.count, await reads.frequency(term, DF_CAP)));
  return weights;
}

/**
 * A search with words, the same steps on both engines: a count that stops at countCap (a
 * lower bound beyond it, flagged), the title matches and, only when the page reaches past
 * them, the other matches; each section ranked over its window (ranking-window.ts).
 */
export async function runWordQuery(db: object, query: EngineQuery, reads: WordQueryReads): Promise<EngineAnswer> {
  if (query.groups.length === 0) return { total: 0, hits: [] };
  const cap = countCap(query.offset, query.count);
  // Groups never share a locale, so their counts add up.
  let found = 0;
  for (const group of query.groups) found += await reads.count(group, cap + 1);
  const total = Math.min(found, cap);
  const estimate = found > cap ? { totalIsEstimate: true as const } : {};
  if (total === 0 || query.offset >= total) return { total, ...estimate, hits: [] };

  const idf = await termWeights(db, [...new Set(query.groups.flatMap((group) => group.terms))], reads);
  const section = async (kind: 'title' | 'body', offset: number) => {
    const limit = sectionLimit(offset, query.count);
    const groups: { rows: RankedText[]; terms: string[] }[] = [];
    for (const group of query.groups) groups.push({ rows: await reads.section(group, kind, limit), terms: group.terms });
    return { ids: rankSection(groups, idf), complete: groups.every(({ rows }) => rows.length < limit) };
  };
  const end = query.offset + query.count;
  const titles = await section('title', query.offset);
  // Fewer title matches than read means all were read; otherwise the page lies within them.
  if (!titles.complete || titles.ids.length >= end) {
    return { total, ...estimate, hits: titles.ids.slice(query.offset, end).map((pageId) => ({ pageId })) };
  }
  const bodyOffset = Math.max(0, query.offset - titles.ids.length);
  const others = await section('body', bodyOffset);
  const ids = [...titles.ids.slice(query.offset), ...others.ids.slice(bodyOffset)].slice(0, query.count);
  return { total, ...estimate, hits: ids.map((pageId) => ({ pageId })) };
}
