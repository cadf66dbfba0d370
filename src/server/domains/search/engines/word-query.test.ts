import { describe, expect, it } from 'vitest';
import type { EngineQuery, TermGroup } from './search-engine.ts';
import { COUNT_LIMIT, DF_CAP, RANK_WINDOW, windowStats, type WindowRow } from './ranking-window.ts';
import { runWordQuery, type WordQueryReads } from './word-query.ts';

interface FakeDocument {
  pageId: number;
  title: string;
  body: string;
  priority?: number;
}

/** An engine over an array: matches in page-id order, as FTS5 reads them. */
function fakeReads(documents: FakeDocument[]): WordQueryReads & { sectionReads: number } {
  const has = (text: string, terms: string[]) => terms.every((term) => text.split(' ').includes(term));
  const matches = (group: TermGroup) => documents.filter((document) => has(`${document.title} ${document.body}`, group.terms));
  const row = (document: FakeDocument, terms: string[]): WindowRow =>
    windowStats({ pageId: document.pageId, priority: document.priority ?? 0, titleTerms: document.title, bodyTerms: document.body }, terms);
  const section = (group: TermGroup, inTitle: boolean, limit: number) =>
    matches(group)
      .filter((document) => has(document.title, group.terms) === inTitle)
      .slice(0, limit)
      .map((document) => row(document, group.terms));
  const reads = {
    sectionReads: 0,
    countAndTitles: async (group: TermGroup, countLimit: number, limit: number) => {
      reads.sectionReads += 1;
      return { count: Math.min(countLimit, matches(group).length), titles: section(group, true, limit) };
    },
    others: async (group: TermGroup, limit: number) => {
      reads.sectionReads += 1;
      return section(group, false, limit);
    },
    frequency: async (term: string, limit: number) => Math.min(limit, matches({ locales: null, terms: [term] }).length),
    documents: async () => documents.length,
  };
  return reads;
}

const query = (terms: string[], offset = 0, count = 10): EngineQuery => ({
  groups: [{ locales: null, terms }],
  pageTypes: [],
  themes: [],
  services: [],
  publicTagKeys: null,
  count,
  offset,
});

describe('runWordQuery', () => {
  it('counts exactly up to the limit and flags a larger total as a lower bound', async () => {
    const few = Array.from({ length: 12 }, (_, i) => ({ pageId: i + 1, title: 'x', body: 'otter' }));
    expect(await runWordQuery({}, query(['otter']), fakeReads(few))).toMatchObject({ total: 12 });
    expect((await runWordQuery({}, query(['otter']), fakeReads(few))).totalIsEstimate).toBeUndefined();
    const many = Array.from({ length: COUNT_LIMIT + 5 }, (_, i) => ({ pageId: i + 1, title: 'x', body: 'otter' }));
    const answer = await runWordQuery({}, query(['otter']), fakeReads(many));
    expect(answer).toMatchObject({ total: COUNT_LIMIT, totalIsEstimate: true });
    expect(answer.hits).toHaveLength(10);
    // A page beyond the limit still counts past its own end.
    const far = await runWordQuery({}, query(['otter'], COUNT_LIMIT - 5), fakeReads(many));
    expect(far.total).toBe(COUNT_LIMIT + 5);
    expect(far.totalIsEstimate).toBeUndefined();
    expect(far.hits).toHaveLength(10);
  });

  it('lists title matches first, ranks by the words within the window, and legal pages after content', async () => {
    const documents: FakeDocument[] = [
      { pageId: 1, title: 'x', body: 'otter' },
      { pageId: 2, title: 'x', body: 'otter otter otter' },
      { pageId: 3, title: 'otter', body: 'yyyyy', priority: -1 },
      { pageId: 4, title: 'otter', body: 'yyyyy' },
      { pageId: 5, title: 'otter', body: 'otter' },
    ];
    const answer = await runWordQuery({}, query(['otter']), fakeReads(documents));
    expect(answer.hits.map((hit) => hit.pageId)).toEqual([5, 4, 3, 2, 1]);
  });

  it('reads the other matches only when the page reaches past the title matches', async () => {
    const documents = Array.from({ length: 40 }, (_, i) => ({ pageId: i + 1, title: i < 20 ? 'otter' : 'x', body: 'otter' }));
    const firstPage = fakeReads(documents);
    await runWordQuery({}, query(['otter']), firstPage);
    expect(firstPage.sectionReads).toBe(1);
    const thirdPage = fakeReads(documents);
    const answer = await runWordQuery({}, query(['otter'], 20), thirdPage);
    expect(thirdPage.sectionReads).toBe(2);
    expect(answer.hits.every((hit) => hit.pageId > 20)).toBe(true);
  });

  it('pages through one consistent order: every match once, title matches first, past the window too', async () => {
    const size = RANK_WINDOW * 2 + 37;
    const documents = Array.from({ length: size }, (_, i) => ({
      pageId: i + 1,
      title: i % 3 === 0 ? 'otter bever' : 'x',
      body: `otter ${'bever '.repeat(1 + (i % 7))}`.trim(),
    }));
    const seen: number[] = [];
    for (let offset = 0; offset < size; offset += 25) {
      const answer = await runWordQuery({}, query(['otter', 'bever'], offset, 25), fakeReads(documents));
      seen.push(...answer.hits.map((hit) => hit.pageId));
    }
    expect(new Set(seen).size).toBe(size);
    const titleCount = documents.filter((document) => document.title !== 'x').length;
    expect(seen.slice(0, titleCount).every((pageId) => (pageId - 1) % 3 === 0)).toBe(true);
  });

  it("weighs a word the planner's statistics know by their estimate (capped), without counting it", async () => {
    const documents = Array.from({ length: 30 }, (_, i) => ({ pageId: i + 1, title: 'x', body: i % 2 === 0 ? 'otter bever' : 'otter' }));
    const counted: string[] = [];
    let common = new Map([['otter', 2 * DF_CAP]]);
    const withStatistics = (reads: WordQueryReads): WordQueryReads => ({
      ...reads,
      frequency: async (term, limit) => {
        counted.push(term);
        return reads.frequency(term, limit);
      },
      commonTermFrequencies: async () => common,
    });
    const plain = await runWordQuery({}, query(['otter', 'bever']), fakeReads(documents));
    const answer = await runWordQuery({}, query(['otter', 'bever']), withStatistics(fakeReads(documents)));
    // 'bever' is unknown to the statistics: counted; 'otter' is not. Same pages either way.
    expect(counted).toEqual(['bever']);
    expect(answer.hits).toEqual(plain.hits);
    // Known below the cap too (a small table, read whole by ANALYZE): its estimate, no count.
    counted.length = 0;
    common = new Map([
      ['otter', 30],
      ['bever', 15],
    ]);
    const known = await runWordQuery({}, query(['otter', 'bever']), withStatistics(fakeReads(documents)));
    expect(counted).toEqual([]);
    expect(known.hits).toEqual(plain.hits);
  });
});
