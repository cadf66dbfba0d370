import type { z } from 'zod';
import type { AuditEntryDto, auditListBody } from '../../../shared/audit/audit-schemas.ts';
import type { SortOrder } from '../../../shared/limits.ts';

export type AuditListRequest = z.input<typeof auditListBody>;

/** The filter controls as the form holds them: empty text means "any". */
export interface AuditFilters {
  userId: string;
  action: string;
  objectType: string;
  /** yyyy-mm-dd from the date inputs; both ends inclusive. */
  from: string;
  to: string;
}

export const EMPTY_AUDIT_FILTERS: AuditFilters = { userId: '', action: '', objectType: '', from: '', to: '' };

/** A range whose start is after its end would only ever find nothing; the screen says so instead. */
export function dateRangeValid(filters: AuditFilters): boolean {
  return !filters.from || !filters.to || filters.from <= filters.to;
}

/** The body of POST /api/audit/list for one page of the list under these filters. */
export function auditListRequest(
  filters: AuditFilters,
  pageIndex: number,
  pageSize: number,
  searchTerm: string,
  columnToSort: string,
  sortOrder: SortOrder,
): AuditListRequest {
  const userId = Number(filters.userId);
  return {
    pageIndex,
    pageSize,
    searchTerm,
    // Without a chosen sort the newest come first.
    columnToSort: columnToSort === 'action' || columnToSort === 'userName' || columnToSort === 'createdAt' ? columnToSort : '',
    sortOrder: columnToSort ? sortOrder : 'desc',
    ...(Number.isInteger(userId) && userId > 0 ? { userId } : {}),
    ...(filters.action ? { action: filters.action as AuditListRequest['action'] } : {}),
    ...(filters.objectType ? { objectType: filters.objectType as AuditListRequest['objectType'] } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  };
}

/** Changes whenever a filter does, so the list starts again from its first page. */
export function auditFiltersKey(filters: AuditFilters): string {
  return [filters.userId, filters.action, filters.objectType, filters.from, filters.to].join('|');
}

/** Admin screens of each object type (relative to /cmsadmin); a page opens in its editor. */
const OBJECT_SCREENS: Record<string, (id: string) => string> = {
  page: (id) => `/page/${encodeURIComponent(id)}`,
  user: () => '/users',
  role: () => '/roles',
  media: () => '/medialibrary',
  directory: () => '/medialibrary',
  tag: () => '/tags',
  menu: () => '/menu-structure',
  settings: () => '/settings',
  search: () => '/search-index',
};

/** Where an entry's object can be looked at; null when it has none or it no longer exists. */
export function objectLink(entry: Pick<AuditEntryDto, 'objectType' | 'objectId' | 'objectExists'>): string | null {
  if (!entry.objectType || entry.objectExists === false) return null;
  const screen = OBJECT_SCREENS[entry.objectType];
  if (!screen) return null;
  if (entry.objectType === 'page' && !entry.objectId) return null;
  return screen(entry.objectId ?? '');
}

/** Who, as the list shows it: the name, else the e-mail (a failed login has only the address tried). */
export function actorLabel(entry: Pick<AuditEntryDto, 'userName' | 'userEmail'>): string {
  return entry.userName || entry.userEmail || '';
}
