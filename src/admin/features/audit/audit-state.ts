import type { z } from 'zod';
import {
  AUDIT_ACTIONS,
  AUDIT_OBJECT_TYPES,
  type AuditEntryDto,
  type auditListBody,
  type AuditObjectType,
} from '../../../shared/audit/audit-schemas.ts';
import type { SortOrder } from '../../../shared/limits.ts';

export type AuditListRequest = z.input<typeof auditListBody>;

/** The filter controls as the form holds them: empty text means "any". */
export interface AuditFilters {
  userId: string;
  action: string;
  objectType: string;
  /** One object (a page id, a user id, a folder path): "everything that happened to this page". */
  objectId: string;
  /** yyyy-mm-dd from the date inputs; both ends inclusive. */
  from: string;
  to: string;
}

export const EMPTY_AUDIT_FILTERS: AuditFilters = { userId: '', action: '', objectType: '', objectId: '', from: '', to: '' };

/** The filters in the order the address bar shows them. */
const FILTER_NAMES = ['userId', 'action', 'objectType', 'objectId', 'from', 'to'] as const;

/** The server's limit for an object id (auditListBody); a longer one in an address is cut, not sent to fail. */
const OBJECT_ID_MAX = 200;

/** What each filter accepts from an address; anything else there counts as "any" rather than a failing call. */
const FILTER_RULES: Record<(typeof FILTER_NAMES)[number], (value: string) => boolean> = {
  userId: (value) => /^[1-9]\d{0,9}$/.test(value),
  action: (value) => (AUDIT_ACTIONS as readonly string[]).includes(value),
  objectType: (value) => (AUDIT_OBJECT_TYPES as readonly string[]).includes(value),
  objectId: (value) => value.length > 0,
  from: (value) => /^\d{4}-\d{2}-\d{2}$/.test(value),
  to: (value) => /^\d{4}-\d{2}-\d{2}$/.test(value),
};

/**
 * The filters live in the address (/audit-log?objectType=page&objectId=12), so a link from
 * elsewhere opens the log already narrowed and a filtered view can be bookmarked or shared.
 */
export function auditFiltersFromSearch(search: URLSearchParams): AuditFilters {
  const filters = { ...EMPTY_AUDIT_FILTERS };
  for (const name of FILTER_NAMES) {
    const raw = (search.get(name) ?? '').trim();
    const value = name === 'objectId' ? raw.slice(0, OBJECT_ID_MAX) : raw;
    if (FILTER_RULES[name](value)) filters[name] = value;
  }
  return filters;
}

/** The query string for these filters (without "?"); only the filters that are set. */
export function auditFiltersToSearch(filters: AuditFilters): string {
  const search = new URLSearchParams();
  for (const name of FILTER_NAMES) {
    const value = filters[name].trim();
    if (value) search.set(name, value);
  }
  return search.toString();
}

/** An entry's object type as the filter knows it (the server may record types a newer admin adds). */
export function isAuditObjectType(value: string | null): value is AuditObjectType {
  return value !== null && FILTER_RULES.objectType(value);
}

/** The audit log narrowed to one object, for links from the object's own screen (the page editor's history). */
export function auditTrailLink(objectType: AuditObjectType, objectId: string | number): string {
  return `/audit-log?${auditFiltersToSearch({ ...EMPTY_AUDIT_FILTERS, objectType, objectId: String(objectId) })}`;
}

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
    ...(filters.objectId.trim() ? { objectId: filters.objectId.trim() } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  };
}

/** Changes whenever a filter does, so the list starts again from its first page. */
export function auditFiltersKey(filters: AuditFilters): string {
  return FILTER_NAMES.map((name) => filters[name]).join('|');
}

/**
 * Admin screens of each object type (relative to /cmsadmin). Only a page has an address of its
 * own (its editor); the users, roles, media, tags and other screens open no single item from
 * their address, so their entries link to the screen that lists them.
 */
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
  redirect: () => '/redirects',
  token: () => '/api-tokens',
  webhook: () => '/webhooks',
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
