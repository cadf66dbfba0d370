import { describe, expect, it } from 'vitest';
import { auditListBody, AUDIT_OBJECT_TYPES } from '../../../shared/audit/audit-schemas.ts';
import { actorLabel, auditFiltersKey, auditListRequest, dateRangeValid, EMPTY_AUDIT_FILTERS, objectLink } from './audit-state.ts';

describe('auditListRequest', () => {
  it('sends only the chosen filters, newest first without a sort', () => {
    const request = auditListRequest(EMPTY_AUDIT_FILTERS, 0, 25, '', '', 'asc');
    expect(request).toEqual({ pageIndex: 0, pageSize: 25, searchTerm: '', columnToSort: '', sortOrder: 'desc' });
    expect(auditListBody.safeParse(request).success).toBe(true);
  });

  it('carries user, action, object type and dates, and the server accepts it', () => {
    const filters = { userId: '7', action: 'page.publish', objectType: 'page', from: '2026-01-01', to: '2026-01-31' };
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
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(auditListBody.safeParse(request).success).toBe(true);
  });

  it('drops a user id that is not one', () => {
    expect(auditListRequest({ ...EMPTY_AUDIT_FILTERS, userId: 'x' }, 0, 25, '', '', 'asc')).not.toHaveProperty('userId');
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
      (['userId', 'action', 'objectType', 'from', 'to'] as const).map((name) => auditFiltersKey({ ...EMPTY_AUDIT_FILTERS, [name]: '1' })),
    );
    expect(keys.size).toBe(5);
    expect(keys.has(auditFiltersKey(EMPTY_AUDIT_FILTERS))).toBe(false);
  });
});

describe('objectLink', () => {
  it('opens a page in its editor', () => {
    expect(objectLink({ objectType: 'page', objectId: '12', objectExists: true })).toBe('/page/12');
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
