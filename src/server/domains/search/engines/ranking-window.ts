/**
 * Ranking at scale (issue 20). Counting and ranking every match of a common word costs time in
 * proportion to the matches (50,000 at 100,000 pages). So:
 * - counts stop after COUNT_LIMIT matches (or the end of the requested page, when further):
 *   beyond that the total is a lower bound, flagged `totalIsEstimate` ("more than 1,000");
 * - each section of the results (title matches first, then the other matches) ranks its first
 *   RANK_WINDOW candidates in the index's own order (ascending page id on SQLite; on PostgreSQL
 *   an eighth of the pages first, then the others, each in the table's order: search-sample.ts)
 *   and lists the candidates after them in that order. Up to RANK_WINDOW
 *   matches per section the order is exactly the full ranking, and it never depends on the
 *   page asked for, so paging stays consistent.
 */
export const COUNT_LIMIT = 1000;
export const RANK_WINDOW = 300;

/** How far a count goes for this page: at least COUNT_LIMIT, and past the page's end. */
export function countCap(offset: number, count: number): number {
  return Math.max(COUNT_LIMIT, offset + count);
}

/** How many candidates of a section to read, in index order, for this page. */
export function sectionLimit(offset: number, count: number): number {
  return Math.max(RANK_WINDOW, offset + count);
}

export interface Candidate {
  pageId: number;
  /** Higher is better (each engine turns its own score around if needed). */
  score: number;
  /** -1 ranks after content that matches alike (legal pages, issue 17). */
  priority: number;
}

/**
 * One section in result order: per term group (each in index order), its first RANK_WINDOW
 * candidates are ranked by priority, score and page id; every later candidate follows in
 * group and index order.
 */
export function orderSection(groups: Candidate[][]): number[] {
  const window = groups.flatMap((candidates) => candidates.slice(0, RANK_WINDOW));
  window.sort((a, b) => b.priority - a.priority || b.score - a.score || a.pageId - b.pageId);
  const rest = groups.flatMap((candidates) => candidates.slice(RANK_WINDOW));
  return [...window, ...rest].map((candidate) => candidate.pageId);
}

/** Document frequencies are counted up to here: rarer terms weigh exactly, commoner ones alike. */
export const DF_CAP = 2_000;
const K1 = 1.2;
const B = 0.75;
const TITLE_WEIGHT = 10;

/**
 * What the ranking needs of a window candidate (windowStats): the stemmed title, the length in
 * characters of title and body terms, and how often each of its group's terms occurs in the body.
 */
export interface WindowRow {
  pageId: number;
  priority: number;
  titleTerms: string;
  /** Characters of the title and body terms plus one: BM25's document length. */
  length: number;
  /** Whole-term occurrences in the body terms, one per term of the group, in order. */
  bodyOccurrences: number[];
}

/** The stemmed text of a candidate, for windowStats. */
export interface RankedText {
  pageId: number;
  priority: number;
  titleTerms: string;
  bodyTerms: string;
}

/** Occurrences of a whole term in stemmed text (terms joined by single spaces), without splitting it. */
function occurrences(text: string, term: string): number {
  let count = 0;
  for (let at = text.indexOf(term); at !== -1; at = text.indexOf(term, at + term.length)) {
    const end = at + term.length;
    if ((at === 0 || text.charCodeAt(at - 1) === 32) && (end === text.length || text.charCodeAt(end) === 32)) count += 1;
  }
  return count;
}

/** A WindowRow from a window candidate's stemmed text (both engines read the text). */
export function windowStats(text: RankedText, terms: string[]): WindowRow {
  return {
    pageId: text.pageId,
    priority: text.priority,
    titleTerms: text.titleTerms,
    length: text.titleTerms.length + text.bodyTerms.length + 1,
    bodyOccurrences: terms.map((term) => occurrences(text.bodyTerms, term)),
  };
}

/**
 * Dutch writes compounds as one word ("privacyverklaring", "natuurherstel"): a title word that
 * starts with the term is a strong hint the page is about it, though not a whole-word match.
 * Only candidates that already match are scored, so this changes order, never what is found.
 */
const COMPOUND_WEIGHT = 3;

function partOfTitleWord(titleTerms: string, term: string): number {
  if (term.length < 4) return 0;
  return titleTerms.split(' ').filter((word) => word !== term && word.startsWith(term)).length;
}

/**
 * BM25 over the window's stemmed text, the same on both engines (and what FTS5's bm25 did with
 * the title weighing ten times the body): `idf` per term (1 each when they weigh alike), the
 * length in characters against the window's average (a measure in words would cost a pass
 * over every text). FTS5's bm25 and ts_rank_cd first scan every match of every phrase for
 * their statistics; this scores only the window's rows (WindowRow, from their stemmed text).
 */
export function scoreWindow(rows: WindowRow[], terms: string[], idf: Map<string, number>): Candidate[] {
  const averageLength = rows.reduce((sum, row) => sum + row.length, 0) / Math.max(1, rows.length);
  return rows.map((row) => {
    const norm = K1 * (1 - B + (B * row.length) / Math.max(1, averageLength));
    let score = 0;
    // A term listed twice counts once (query terms are distinct already).
    for (const [index, term] of terms.entries()) {
      if (terms.indexOf(term) !== index) continue;
      const frequency =
        TITLE_WEIGHT * occurrences(row.titleTerms, term) +
        COMPOUND_WEIGHT * partOfTitleWord(row.titleTerms, term) +
        (row.bodyOccurrences[index] ?? 0);
      score += ((idf.get(term) ?? 1) * (frequency * (K1 + 1))) / (frequency + norm);
    }
    return { pageId: row.pageId, priority: row.priority, score };
  });
}

/** Lucene's form of BM25's idf: positive for every frequency. */
export function inverseDocumentFrequency(documents: number, frequency: number): number {
  return Math.log(1 + (documents - frequency + 0.5) / (frequency + 0.5));
}

/** Only the window is scored: rows after it keep their order and need no text. */
export function rankSection(groups: { rows: WindowRow[]; terms: string[] }[], idf: Map<string, number>): number[] {
  return orderSection(
    groups.map(({ rows, terms }) => [
      ...scoreWindow(rows.slice(0, RANK_WINDOW), terms, idf),
      ...rows.slice(RANK_WINDOW).map((row) => ({ pageId: row.pageId, priority: row.priority, score: 0 })),
    ]),
  );
}
