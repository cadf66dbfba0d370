import type { SortOrder } from '../../../shared/limits.ts';

/** SPEC 4 List state. */
export interface ListState<Item> {
  items: Item[];
  totalItems: number;
  /** The answer's count stopped early: totalItems is a lower bound, more rows may follow. */
  totalIsEstimate: boolean;
  pageIndex: number;
  searchTerm: string;
  searchOpen: boolean;
  loading: boolean;
  sortColumn: string;
  sortOrder: SortOrder;
  /** Bumped whenever the list must be (re)fetched; the hook fetches on every change. */
  fetchVersion: number;
}

export type ListAction<Item> =
  | { type: 'pageRequested'; pageIndex: number }
  | { type: 'sortChanged'; sortColumn: string; sortOrder: SortOrder }
  | { type: 'searchTermChanged'; searchTerm: string }
  | { type: 'searchToggled'; open: boolean }
  | { type: 'searchFetchRequested' }
  | { type: 'reloadRequested' }
  | { type: 'fetchStarted' }
  | { type: 'fetchSucceeded'; fetchVersion: number; items: Item[]; totalItems: number; totalIsEstimate?: boolean }
  | { type: 'fetchFailed'; fetchVersion: number };

export function initialListState<Item>(): ListState<Item> {
  return {
    items: [],
    totalItems: 0,
    totalIsEstimate: false,
    pageIndex: 0,
    searchTerm: '',
    searchOpen: false,
    loading: true,
    sortColumn: '',
    sortOrder: 'asc',
    fetchVersion: 0,
  };
}

const refetch = <Item>(state: ListState<Item>): ListState<Item> => ({
  ...state,
  loading: true,
  fetchVersion: state.fetchVersion + 1,
});

/**
 * The list's transitions. A new sort reloads from the first page; a new search term only
 * updates the box (the debounced `searchFetchRequested` reloads the current page); an
 * empty page beyond the first falls back to the previous page.
 */
export function listReducer<Item>(state: ListState<Item>, action: ListAction<Item>): ListState<Item> {
  switch (action.type) {
    case 'pageRequested':
      if (action.pageIndex === state.pageIndex || action.pageIndex < 0) return state;
      return refetch({ ...state, pageIndex: action.pageIndex });
    case 'sortChanged':
      return refetch({ ...state, sortColumn: action.sortColumn, sortOrder: action.sortOrder, pageIndex: 0 });
    case 'searchTermChanged':
      return { ...state, searchTerm: action.searchTerm };
    case 'searchToggled':
      return { ...state, searchOpen: action.open };
    case 'searchFetchRequested':
    case 'reloadRequested':
      return refetch(state);
    case 'fetchStarted':
      return { ...state, loading: true };
    case 'fetchSucceeded':
      // An answer to an older request (the user has paged, sorted or searched since) is stale.
      if (action.fetchVersion !== state.fetchVersion) return state;
      {
        const total = { totalItems: action.totalItems, totalIsEstimate: action.totalIsEstimate === true };
        if (action.items.length === 0 && state.pageIndex > 0) {
          return refetch({ ...state, pageIndex: state.pageIndex - 1, ...total });
        }
        return { ...state, loading: false, items: action.items, ...total };
      }
    case 'fetchFailed':
      if (action.fetchVersion !== state.fetchVersion) return state;
      return { ...state, loading: false };
    default:
      return state;
  }
}

/**
 * The lower bound to show as "more than N" when the count stopped early, or null when
 * totalItems is exact (then the list shows no count line, as before).
 */
export function estimatedTotal(state: Pick<ListState<unknown>, 'totalItems' | 'totalIsEstimate'>): number | null {
  return state.totalIsEstimate ? state.totalItems : null;
}
