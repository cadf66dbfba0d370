import { useEffect, useId, useRef, type CSSProperties, type Key, type ReactNode } from 'react';
import { get } from 'lodash-es';
import { useTranslation } from 'react-i18next';
import type { SortOrder } from '../../../shared/limits.ts';
import { Icon } from '../Icon.tsx';
import { Spinner } from '../Spinner.tsx';
import { Pagination } from './Pagination.tsx';
import { estimatedTotal } from './list-state.ts';
import { usePaginatedList, type ListFetcher } from './use-paginated-list.ts';

/** A table column (SPEC 2.5): header, accessor path, renderValue, formatField, width, style. */
export interface ListColumn<Item> {
  id: string;
  header: ReactNode;
  /** Dotted path into the item, e.g. "profile.name". */
  accessor?: string;
  /** Renders the whole cell from the item; wins over accessor and formatField. */
  renderValue?: (item: Item) => ReactNode;
  /** Formats the value found at `accessor`. */
  formatField?: (value: unknown, item: Item) => ReactNode;
  width?: string;
  style?: CSSProperties;
}

export interface SortOption {
  value: string;
  label: string;
}

export interface PaginatedListProps<Item> {
  /** Accessible name of the table. */
  label: string;
  fetchItems: ListFetcher<Item>;
  columns: ListColumn<Item>[];
  rowKey: (item: Item) => Key;
  pageSize?: number;
  /** When given, sort controls (column and order) are shown. */
  sortOptions?: SortOption[];
  searchable?: boolean;
  customControls?: ReactNode;
  filters?: ReactNode;
  /** Shown when a search or filter found nothing (default "No results found."). */
  noResultsText?: string;
  /**
   * Shown instead of noResultsText when the list is empty without a search term or filter
   * ("No pages yet."): with a search the table says it found nothing (SPEC 2.5).
   */
  emptyText?: string;
  /** A filter outside the list (given through `filters`) narrows it; then emptyText is not used. */
  filtered?: boolean;
  /** Changing this value refetches the current page. */
  reloadKey?: unknown;
  /**
   * The "more than N" line shown when the count stopped early (N a lower bound), e.g. "More
   * than 1,000 pages"; default "More than N items". An exact count shows no line.
   */
  moreThanText?: (count: number) => string;
  /** Makes rows clickable (links and buttons inside a row keep their own behaviour). */
  onRowClick?: (item: Item) => void;
}

function cellContent<Item>(column: ListColumn<Item>, item: Item): ReactNode {
  if (column.renderValue) return column.renderValue(item);
  const value: unknown = column.accessor ? get(item, column.accessor) : undefined;
  if (column.formatField) return column.formatField(value, item);
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

export function PaginatedList<Item>(props: PaginatedListProps<Item>) {
  const { t } = useTranslation();
  const { state, pageSize, goToPage, changeSort, changeSearchTerm, toggleSearch } = usePaginatedList(
    props.fetchItems,
    props.pageSize,
    props.reloadKey,
  );
  const idPrefix = useId();
  const searchInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (state.searchOpen) searchInput.current?.focus();
  }, [state.searchOpen]);

  const closeSearch = () => {
    toggleSearch(false);
    if (state.searchTerm !== '') changeSearchTerm('');
  };

  const hasToolbar = Boolean(props.sortOptions?.length || props.searchable || props.customControls);
  const showNoResults = !state.loading && state.items.length === 0;
  const lowerBound = estimatedTotal(state);

  return (
    <div className="paginated-list">
      {hasToolbar && (
        <div className="list-toolbar">
          {props.sortOptions && props.sortOptions.length > 0 && (
            <div className="list-toolbar__sort">
              <label htmlFor={`${idPrefix}-sort`}>{t('list.sortBy')}</label>
              <select
                id={`${idPrefix}-sort`}
                value={state.sortColumn}
                onChange={(event) => changeSort(event.target.value, state.sortOrder)}
              >
                <option value="">{t('list.noSort')}</option>
                {props.sortOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
              <label htmlFor={`${idPrefix}-order`} className="visually-hidden">
                {t('list.sortOrder')}
              </label>
              <select
                id={`${idPrefix}-order`}
                value={state.sortOrder}
                onChange={(event) => changeSort(state.sortColumn, event.target.value as SortOrder)}
              >
                <option value="asc">{t('list.ascending')}</option>
                <option value="desc">{t('list.descending')}</option>
              </select>
            </div>
          )}
          {props.searchable && (
            <div className={state.searchOpen ? 'list-toolbar__search is-open' : 'list-toolbar__search'}>
              {state.searchOpen && (
                <>
                  <label htmlFor={`${idPrefix}-search`} className="visually-hidden">
                    {t('list.search')}
                  </label>
                  <input
                    ref={searchInput}
                    id={`${idPrefix}-search`}
                    type="search"
                    value={state.searchTerm}
                    placeholder={t('list.search')}
                    onChange={(event) => changeSearchTerm(event.target.value)}
                    onKeyDown={(event) => {
                      if (event.key === 'Escape') closeSearch();
                    }}
                  />
                </>
              )}
              <button
                type="button"
                className="icon-button"
                aria-expanded={state.searchOpen}
                aria-label={state.searchOpen ? t('list.closeSearch') : t('list.openSearch')}
                onClick={() => (state.searchOpen ? closeSearch() : toggleSearch(true))}
              >
                <Icon name={state.searchOpen ? 'close' : 'search'} />
              </button>
            </div>
          )}
          {props.customControls && <div className="list-toolbar__custom">{props.customControls}</div>}
        </div>
      )}
      {props.filters && <div className="list-filters">{props.filters}</div>}

      <div className="table-wrapper" aria-busy={state.loading}>
        <table className="data-table">
          <caption className="visually-hidden">{props.label}</caption>
          <thead>
            <tr>
              {props.columns.map((column) => (
                <th key={column.id} scope="col" style={{ width: column.width, ...column.style }}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {state.items.map((item) => (
              <tr
                key={props.rowKey(item)}
                className={props.onRowClick ? 'is-clickable' : undefined}
                onClick={props.onRowClick ? () => props.onRowClick?.(item) : undefined}
              >
                {props.columns.map((column) => (
                  // data-label: a phone shows each row as a card, with the column's name above each value.
                  <td
                    key={column.id}
                    style={{ width: column.width, ...column.style }}
                    data-label={typeof column.header === 'string' ? column.header : undefined}
                  >
                    {cellContent(column, item)}
                  </td>
                ))}
              </tr>
            ))}
            {showNoResults && (
              <tr>
                <td colSpan={props.columns.length} className="data-table__empty">
                  {props.emptyText !== undefined && !props.filtered && state.searchTerm.trim() === ''
                    ? props.emptyText
                    : (props.noResultsText ?? t('list.noResults'))}
                </td>
              </tr>
            )}
          </tbody>
        </table>
        {state.loading && (
          <div className="table-wrapper__loading">
            <Spinner label={t('common.loading')} />
          </div>
        )}
      </div>

      {lowerBound !== null && (
        <p className="paginated-list__total muted">
          {props.moreThanText ? props.moreThanText(lowerBound) : t('list.moreThan', { count: lowerBound })}
        </p>
      )}
      <Pagination
        pageIndex={state.pageIndex}
        totalItems={state.totalItems}
        totalIsEstimate={state.totalIsEstimate}
        pageSize={pageSize}
        onPageChange={goToPage}
      />
    </div>
  );
}
