import type { PageListItem } from '../../../shared/pages/page-dto.ts';
import { PAGE_LIST_FILTERS, type PageListFilter, type PageSortColumn } from '../../../shared/pages/page-list-options.ts';
import { isPageTypeId, PAGE_TYPE_IDS, PAGE_TYPES, type PageTypeId } from '../../../shared/pages/page-types.ts';
import type { SortOrder } from '../../../shared/limits.ts';
import type { ListPagesPayload } from './api.ts';
import { asLocaleCode } from './locale-options.ts';

export { PAGE_LIST_FILTERS };

/** Sortable columns offered on the overview (SPEC 2.3: created or updated date; also title), of those the server sorts by. */
export const OVERVIEW_SORT_COLUMNS = ['updatedAt', 'createdAt', 'title'] as const satisfies readonly PageSortColumn[];

export interface PageListFilters {
  filter: PageListFilter;
  /** '' is every locale. */
  locale: string;
  /** '' is every type (the main overview). */
  type: PageTypeId | '';
}

export const DEFAULT_PAGE_FILTERS: PageListFilters = { filter: 'all', locale: '', type: '' };

/** The POST /page/list body for the list state plus the overview's own filters. */
export function pageListRequest(
  filters: PageListFilters,
  pageIndex: number,
  pageSize: number,
  searchTerm: string,
  sortColumn: string,
  sortOrder: SortOrder,
): ListPagesPayload {
  const known = (OVERVIEW_SORT_COLUMNS as readonly string[]).includes(sortColumn);
  return {
    type: filters.type,
    locale: filters.locale === '' ? '' : asLocaleCode(filters.locale),
    filter: (PAGE_LIST_FILTERS as readonly string[]).includes(filters.filter) ? filters.filter : 'all',
    pageIndex,
    pageSize,
    searchTerm: searchTerm.trim(),
    columnToSort: known ? sortColumn : '',
    sortOrder: known ? sortOrder : 'desc',
  };
}

export type PageStatus = 'published' | 'unpublishedChanges' | 'concept';

/** A published page with a newer concept has unpublished changes; never published is a concept. */
export function pageStatus(item: Pick<PageListItem, 'published' | 'hasUnpublishedChanges'>): PageStatus {
  if (!item.published) return 'concept';
  return item.hasUnpublishedChanges ? 'unpublishedChanges' : 'published';
}

/** SPEC 2.1: the per-type overview path uses the lowercased, URL-encoded type id. */
export function pageTypeOverviewPath(type: PageTypeId): string {
  return `/page-overview/${encodeURIComponent(type.toLowerCase())}`;
}

/** The type of a /page-overview/{pageTypeId} route (case-insensitive), or null. */
export function pageTypeFromRoute(param: string | undefined): PageTypeId | null {
  if (!param) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(param);
  } catch {
    return null;
  }
  const wanted = decoded.toLowerCase();
  return PAGE_TYPE_IDS.find((id) => id.toLowerCase() === wanted && isPageTypeId(id)) ?? null;
}

/** Page types for the "Page types" submenu: every type but blank. */
export function listedPageTypes(): PageTypeId[] {
  return PAGE_TYPE_IDS.filter((id) => PAGE_TYPES[id].listed);
}
