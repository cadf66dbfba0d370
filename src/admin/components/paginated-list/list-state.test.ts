import { describe, expect, it } from 'vitest';
import { estimatedTotal, initialListState, listReducer, type ListState } from './list-state.ts';

type Row = { id: number };
const rows = (...ids: number[]): Row[] => ids.map((id) => ({ id }));

function loadedAt(pageIndex: number): ListState<Row> {
  let state = initialListState<Row>();
  state = listReducer(state, { type: 'fetchSucceeded', fetchVersion: state.fetchVersion, items: rows(1, 2), totalItems: 100 });
  if (pageIndex > 0) state = listReducer(state, { type: 'pageRequested', pageIndex });
  return listReducer(state, { type: 'fetchSucceeded', fetchVersion: state.fetchVersion, items: rows(3), totalItems: 100 });
}

describe('list state (SPEC 4 List)', () => {
  it('starts on page 0, loading, unsorted, ascending, with an empty closed search', () => {
    const state = initialListState<Row>();
    expect(state).toMatchObject({
      items: [],
      totalItems: 0,
      pageIndex: 0,
      searchTerm: '',
      searchOpen: false,
      loading: true,
      sortColumn: '',
      sortOrder: 'asc',
    });
  });

  it('changing the sort column or order reloads from page 0', () => {
    const onPage3 = loadedAt(3);
    expect(onPage3.pageIndex).toBe(3);
    const sorted = listReducer(onPage3, { type: 'sortChanged', sortColumn: 'name', sortOrder: 'asc' });
    expect(sorted).toMatchObject({ pageIndex: 0, sortColumn: 'name', sortOrder: 'asc' });
    expect(sorted.fetchVersion).toBe(onPage3.fetchVersion + 1);
    const reordered = listReducer(loadedAt(2), { type: 'sortChanged', sortColumn: '', sortOrder: 'desc' });
    expect(reordered.pageIndex).toBe(0);
  });

  it('an empty answer for a page beyond the first fetches the previous page', () => {
    const onPage2 = loadedAt(2);
    const requested = listReducer(onPage2, { type: 'pageRequested', pageIndex: 3 });
    const empty = listReducer(requested, { type: 'fetchSucceeded', fetchVersion: requested.fetchVersion, items: [], totalItems: 60 });
    expect(empty.pageIndex).toBe(2);
    expect(empty.fetchVersion).toBe(requested.fetchVersion + 1);
    expect(empty.loading).toBe(true);
  });

  it('an empty first page is simply empty and finishes loading', () => {
    const state = initialListState<Row>();
    const empty = listReducer(state, { type: 'fetchSucceeded', fetchVersion: state.fetchVersion, items: [], totalItems: 0 });
    expect(empty).toMatchObject({ pageIndex: 0, loading: false, items: [] });
    expect(empty.fetchVersion).toBe(state.fetchVersion);
  });

  it('typing a search term does not fetch by itself; the debounced request reloads the current page', () => {
    const onPage1 = loadedAt(1);
    const typed = listReducer(onPage1, { type: 'searchTermChanged', searchTerm: 'rob' });
    expect(typed.fetchVersion).toBe(onPage1.fetchVersion);
    const fetched = listReducer(typed, { type: 'searchFetchRequested' });
    expect(fetched).toMatchObject({ pageIndex: 1, searchTerm: 'rob' });
    expect(fetched.fetchVersion).toBe(typed.fetchVersion + 1);
  });

  it('ignores answers to an older request', () => {
    const state = loadedAt(0);
    const sorted = listReducer(state, { type: 'sortChanged', sortColumn: 'email', sortOrder: 'desc' });
    const stale = listReducer(sorted, { type: 'fetchSucceeded', fetchVersion: state.fetchVersion, items: rows(9), totalItems: 1 });
    expect(stale).toBe(sorted);
  });

  it('a failed fetch only stops the loading state', () => {
    const state = initialListState<Row>();
    const failed = listReducer(state, { type: 'fetchFailed', fetchVersion: state.fetchVersion });
    expect(failed).toMatchObject({ loading: false, items: [], pageIndex: 0 });
  });

  it('keeps whether the total is a lower bound; an answer without the flag is exact', () => {
    const state = initialListState<Row>();
    expect(state.totalIsEstimate).toBe(false);
    const estimated = listReducer(state, {
      type: 'fetchSucceeded',
      fetchVersion: state.fetchVersion,
      items: rows(1),
      totalItems: 1025,
      totalIsEstimate: true,
    });
    expect(estimated).toMatchObject({ totalItems: 1025, totalIsEstimate: true, loading: false });
    expect(estimatedTotal(estimated)).toBe(1025);
    const reloaded = listReducer(estimated, { type: 'reloadRequested' });
    const exact = listReducer(reloaded, { type: 'fetchSucceeded', fetchVersion: reloaded.fetchVersion, items: rows(1), totalItems: 40 });
    expect(exact).toMatchObject({ totalItems: 40, totalIsEstimate: false });
    expect(estimatedTotal(exact)).toBeNull();
  });

  it('an empty page past the first keeps the new estimate while it steps back', () => {
    const onPage2 = loadedAt(2);
    const empty = listReducer(onPage2, {
      type: 'fetchSucceeded',
      fetchVersion: onPage2.fetchVersion,
      items: [],
      totalItems: 1050,
      totalIsEstimate: true,
    });
    expect(empty).toMatchObject({ pageIndex: 1, totalItems: 1050, totalIsEstimate: true, loading: true });
  });
});
