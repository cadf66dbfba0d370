import { describe, expect, it } from 'vitest';
import { auditListBody, AUDIT_OBJECT_TYPES } from '../../../shared/audit/audit-schemas.ts';
import {
  actorLabel,
  auditFiltersFromSearch,
  auditFiltersKey,
  auditFiltersToSearch,
  auditListRequest,
  auditTrailLink,
  dateRangeValid,
  EMPTY_AUDIT_FILTERS,
  isAuditObjectType,
  objectLink,
} from './audit-state.ts';

describe('auditListRequest', () => {
  it('sends only the chosen filters, newest first without a sort', () => {
    const request = auditListRequest(EMPTY_AUDIT_FILTERS, 0, 25, '', '', 'asc');
    expect(request).toEqual({ pageIndex: 0, pageSize: 25, searchTerm: '', columnToSort: '', sortOrder: 'desc' });
    expect(auditListBody.safeParse(request).success).toBe(true);
  });

  it('carries user, action, object type and id and dates, and the server accepts it', () => {
    const filters = { userId: '7', action: 'page.publish', objectType: 'page', objectId: ' 12 ', from: '2026-01-01', to: '2026-01-31' };
    const request = auditListRequest(filters, 2, 10, 'otter', 'action', 'asc');
    expect(request).toEqual({
      pageIndex: 2,
      pageSize: 10,
      searchTerm: 'otter',
      columnToSort: 'action',
      sortOrder: 'asc',
      userId: 7,
      action: 'page.publish',
      objectType: 'page',
      objectId: '12',
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(auditListBody.safeParse(request).success).toBe(true);
  });

  it('drops a user id that is not one, and an object id of only spaces', () => {
    expect(auditListRequest({ ...EMPTY_AUDIT_FILTERS, userId: 'x' }, 0, 25, '', '', 'asc')).not.toHaveProperty('userId');
    expect(auditListRequest({ ...EMPTY_AUDIT_FILTERS, objectId: '   ' }, 0, 25, '', '', 'asc')).not.toHaveProperty('objectId');
  });

  it('sends an object id without a type (a folder path), and the server accepts it', () => {
    const request = auditListRequest({ ...EMPTY_AUDIT_FILTERS, objectId: '/Demo/Projects' }, 0, 25, '', '', 'asc');
    expect(request.objectId).toBe('/Demo/Projects');
    expect(auditListBody.safeParse(request).success).toBe(true);
  });
});

describe('filters', () => {
  it('a start after the end is not a range', () => {
    expect(dateRangeValid({ ...EMPTY_AUDIT_FILTERS, from: '2026-02-01', to: '2026-01-01' })).toBe(false);
    expect(dateRangeValid({ ...EMPTY_AUDIT_FILTERS, from: '2026-01-01', to: '2026-01-01' })).toBe(true);
    expect(dateRangeValid({ ...EMPTY_AUDIT_FILTERS, from: '2026-01-01' })).toBe(true);
  });

  it('the key changes with every filter', () => {
    const keys = new Set(
      (['userId', 'action', 'objectType', 'objectId', 'from', 'to'] as const).map((name) =>
        auditFiltersKey({ ...EMPTY_AUDIT_FILTERS, [name]: '1' }),
      ),
    );
    expect(keys.size).toBe(6);
    expect(keys.has(auditFiltersKey(EMPTY_AUDIT_FILTERS))).toBe(false);
  });
});

describe('filters in the address', () => {
  it('reads every filter back from the query string it wrote', () => {
    const filters = { userId: '7', action: 'page.publish', objectType: 'page', objectId: '12', from: '2026-01-01', to: '2026-01-31' };
    const search = auditFiltersToSearch(filters);
    expect(search).toBe('userId=7&action=page.publish&objectType=page&objectId=12&from=2026-01-01&to=2026-01-31');
    expect(auditFiltersFromSearch(new URLSearchParams(search))).toEqual(filters);
  });

  it('writes only the filters that are set; no filters is an empty query', () => {
    expect(auditFiltersToSearch(EMPTY_AUDIT_FILTERS)).toBe('');
    expect(auditFiltersToSearch({ ...EMPTY_AUDIT_FILTERS, objectId: '/Demo/Bats & owls' })).toBe('objectId=%2FDemo%2FBats+%26+owls');
    expect(auditFiltersFromSearch(new URLSearchParams('objectId=%2FDemo%2FBats+%26+owls')).objectId).toBe('/Demo/Bats & owls');
  });

  it('takes what the server would refuse as "any" instead of sending a failing call', () => {
    const filters = auditFiltersFromSearch(
      new URLSearchParams('userId=0&action=page.explode&objectType=planet&objectId=%20%20&from=yesterday&to=2026-13&extra=1'),
    );
    expect(filters).toEqual(EMPTY_AUDIT_FILTERS);
    expect(auditFiltersFromSearch(new URLSearchParams('userId=abc')).userId).toBe('');
  });

  it('cuts an object id longer than the server takes', () => {
    const objectId = auditFiltersFromSearch(new URLSearchParams({ objectId: 'x'.repeat(500) })).objectId;
    expect(objectId).toHaveLength(200);
    expect(auditListBody.safeParse(auditListRequest({ ...EMPTY_AUDIT_FILTERS, objectId }, 0, 25, '', '', 'asc')).success).toBe(true);
  });
});

describe('auditTrailLink', () => {
  it('opens the log narrowed to one object, and the screen reads the same filters from it', () => {
    const link = auditTrailLink('page', 12);
    expect(link).toBe('/audit-log?objectType=page&objectId=12');
    expect(auditFiltersFromSearch(new URLSearchParams(link.split('?')[1]))).toEqual({
      ...EMPTY_AUDIT_FILTERS,
      objectType: 'page',
      objectId: '12',
    });
  });

  it('knows the object types of the filter only', () => {
    for (const type of AUDIT_OBJECT_TYPES) expect(isAuditObjectType(type), type).toBe(true);
    expect(isAuditObjectType('planet')).toBe(false);
    expect(isAuditObjectType(null)).toBe(false);
  });
});

describe('objectLink', () => {
  it('opens a page in its editor', () => {
    expect(objectLink({ objectType: 'page', objectId: '12', objectExists: true })).toBe('/page/12');
  });

  it('opens the list screen of objects whose screen has no address per item', () => {
    expect(objectLink({ objectType: 'user', objectId: '3', objectExists: true })).toBe('/users');
    expect(objectLink({ objectType: 'media', objectId: '9', objectExists: true })).toBe('/medialibrary');
    expect(objectLink({ objectType: 'role', objectId: '2', objectExists: true })).toBe('/roles');
    expect(objectLink({ objectType: 'tag', objectId: '4', objectExists: true })).toBe('/tags');
  });

  it('links nowhere once the object is gone, or without an object', () => {
    expect(objectLink({ objectType: 'page', objectId: '12', objectExists: false })).toBeNull();
    expect(objectLink({ objectType: null, objectId: null, objectExists: null })).toBeNull();
    expect(objectLink({ objectType: 'page', objectId: null, objectExists: null })).toBeNull();
  });

  it('has a screen for every object type', () => {
    for (const type of AUDIT_OBJECT_TYPES) expect(objectLink({ objectType: type, objectId: '1', objectExists: true }), type).toMatch(/^\//);
  });
});

describe('actorLabel', () => {
  it('is the name, else the address tried', () => {
    expect(actorLabel({ userName: 'Ann', userEmail: 'ann@example.com' })).toBe('Ann');
    expect(actorLabel({ userName: null, userEmail: 'who@example.com' })).toBe('who@example.com');
    expect(actorLabel({ userName: null, userEmail: null })).toBe('');
  });
});
