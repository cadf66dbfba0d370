import { useCallback, useEffect, useReducer, useRef } from 'react';
import { DEFAULT_PAGE_SIZE, LIST_SEARCH_DEBOUNCE_MS, LIST_SEARCH_MAX_WAIT_MS, type SortOrder } from '../../../shared/limits.ts';
import type { ListResponse } from '../../../shared/schemas/common.ts';
import { useDebouncedCallback } from '../../lib/use-debounced-callback.ts';
import { initialListState, listReducer, type ListState } from './list-state.ts';

/** SPEC 7 generic list fetch: the list reads data.items, data.totalItems and data.totalIsEstimate from the answer. */
export type ListFetcher<Item> = (
  pageIndex: number,
  pageSize: number,
  searchTerm: string,
  sortColumn: string,
  sortOrder: SortOrder,
) => Promise<ListResponse<Item>>;

export interface PaginatedListController<Item> {
  state: ListState<Item>;
  pageSize: number;
  goToPage: (pageIndex: number) => void;
  changeSort: (sortColumn: string, sortOrder: SortOrder) => void;
  changeSearchTerm: (searchTerm: string) => void;
  toggleSearch: (open: boolean) => void;
}

export function usePaginatedList<Item>(
  fetchItems: ListFetcher<Item>,
  pageSize: number = DEFAULT_PAGE_SIZE,
  reloadKey?: unknown,
): PaginatedListController<Item> {
  const [state, dispatch] = useReducer(listReducer<Item>, undefined, initialListState<Item>);
  const fetchRef = useRef(fetchItems);
  fetchRef.current = fetchItems;

  // Only a new fetchVersion means "fetch"; the query values are read from the state at that moment.
  const stateRef = useRef(state);
  stateRef.current = state;

  const { fetchVersion } = state;
  useEffect(() => {
    let cancelled = false;
    const { pageIndex, searchTerm, sortColumn, sortOrder } = stateRef.current;
    dispatch({ type: 'fetchStarted' });
    fetchRef
      .current(pageIndex, pageSize, searchTerm, sortColumn, sortOrder)
      .then((response) => {
        if (cancelled) return;
        const items = Array.isArray(response?.data?.items) ? response.data.items : [];
        const totalItems = Number(response?.data?.totalItems) || 0;
        const totalIsEstimate = response?.data?.totalIsEstimate === true;
        dispatch({ type: 'fetchSucceeded', fetchVersion, items, totalItems, totalIsEstimate });
      })
      .catch((error: unknown) => {
        // SPEC 8: a failed list fetch is only logged; the screen shows no message.
        console.error('List fetch failed', error);
        if (!cancelled) dispatch({ type: 'fetchFailed', fetchVersion });
      });
    return () => {
      cancelled = true;
    };
  }, [fetchVersion, pageSize]);

  // A change of reloadKey (e.g. after a user was saved elsewhere) refetches the current page.
  const firstReloadKey = useRef(true);
  useEffect(() => {
    if (firstReloadKey.current) {
      firstReloadKey.current = false;
      return;
    }
    dispatch({ type: 'reloadRequested' });
  }, [reloadKey]);

  const requestSearchFetch = useDebouncedCallback(() => dispatch({ type: 'searchFetchRequested' }), LIST_SEARCH_DEBOUNCE_MS, {
    leading: true,
    trailing: true,
    maxWait: LIST_SEARCH_MAX_WAIT_MS,
  });

  const changeSearchTerm = useCallback(
    (term: string) => {
      dispatch({ type: 'searchTermChanged', searchTerm: term });
      requestSearchFetch();
    },
    [requestSearchFetch],
  );

  return {
    state,
    pageSize,
    goToPage: useCallback((index: number) => dispatch({ type: 'pageRequested', pageIndex: index }), []),
    changeSort: useCallback(
      (column: string, order: SortOrder) => dispatch({ type: 'sortChanged', sortColumn: column, sortOrder: order }),
      [],
    ),
    changeSearchTerm,
    toggleSearch: useCallback((open: boolean) => dispatch({ type: 'searchToggled', open }), []),
  };
}
