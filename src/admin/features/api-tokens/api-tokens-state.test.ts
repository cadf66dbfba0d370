import { describe, expect, it } from 'vitest';
import type { Permission } from '../../../shared/permissions.ts';
import {
  apiTokenRequest,
  dateInputValue,
  describeScope,
  EMPTY_API_TOKEN_FORM,
  expiresAtFromDate,
  grantablePermissions,
  isExpired,
  type ApiTokenForm,
} from './api-tokens-state.ts';

const held: Permission[] = [{ name: 'manage-redirects' }, { name: 'create-page' }, { name: 'manage-api-tokens' }];
const NOW = new Date(2026, 10, 27, 12, 0, 0);
const form = (changes: Partial<ApiTokenForm>): ApiTokenForm => ({ ...EMPTY_API_TOKEN_FORM, name: 'Deploy script', ...changes });

describe('scope in words', () => {
  it('says read-only, acting as the owner, or the chosen permissions', () => {
    expect(describeScope({ scope: 'read', userName: 'Ada' })).toEqual({ key: 'apiTokens.scopeRead' });
    expect(describeScope({ scope: 'user', userName: 'Ada' })).toEqual({ key: 'apiTokens.scopeUser', name: 'Ada' });
    expect(describeScope({ scope: { permissions: ['create-page', 'manage-tags'] }, userName: 'Ada' })).toEqual({
      key: 'apiTokens.scopePermissions',
      name: 'Ada',
      permissions: ['create-page', 'manage-tags'],
    });
  });

  it('offers only the permissions the user holds, in the usual order', () => {
    expect(grantablePermissions(held)).toEqual(['create-page', 'manage-redirects', 'manage-api-tokens']);
    expect(grantablePermissions([])).toEqual([]);
  });

  it('knows an expired token', () => {
    expect(isExpired({ expiresAt: null }, NOW)).toBe(false);
    expect(isExpired({ expiresAt: new Date(2026, 10, 26).toISOString() }, NOW)).toBe(true);
    expect(isExpired({ expiresAt: new Date(2026, 10, 28).toISOString() }, NOW)).toBe(false);
  });
});

describe('create form → request body', () => {
  it('a read-only token without expiry', () => {
    expect(apiTokenRequest(form({ name: '  Website front end ' }), held, NOW)).toEqual({
      ok: true,
      body: { name: 'Website front end', expiresAt: null, scope: 'read' },
    });
  });

  it('acting as the user, until the end of the chosen day (local time)', () => {
    expect(apiTokenRequest(form({ scope: 'user', expiry: 'date', expiresOn: '2027-01-31' }), held, NOW)).toEqual({
      ok: true,
      body: { name: 'Deploy script', expiresAt: new Date(2027, 0, 31, 23, 59, 59, 999).toISOString(), scope: 'user' },
    });
    // A date typed but "no expiry" chosen is not sent.
    expect(apiTokenRequest(form({ expiry: 'none', expiresOn: '2027-01-31' }), held, NOW)).toMatchObject({
      ok: true,
      body: { expiresAt: null },
    });
  });

  it('chosen permissions: only held ones, in the usual order', () => {
    expect(
      apiTokenRequest(form({ scope: 'permissions', permissions: ['manage-redirects', 'manage-users', 'create-page'] }), held, NOW),
    ).toEqual({ ok: true, body: { name: 'Deploy script', expiresAt: null, scope: { permissions: ['create-page', 'manage-redirects'] } } });
  });

  it('today is still a valid expiry date', () => {
    expect(apiTokenRequest(form({ expiry: 'date', expiresOn: dateInputValue(NOW) }), held, NOW).ok).toBe(true);
    expect(dateInputValue(NOW)).toBe('2026-11-27');
  });
});

describe('validation', () => {
  it('needs a name (the shared schema: same code and field as the server)', () => {
    expect(apiTokenRequest(EMPTY_API_TOKEN_FORM, held, NOW)).toEqual({ ok: false, errors: [{ code: 'V_01', property: 'name' }] });
    expect(apiTokenRequest(form({ name: 'x'.repeat(101) }), held, NOW)).toMatchObject({ ok: false, errors: [{ property: 'name' }] });
  });

  it('needs a date that is real and not past when an expiry is chosen', () => {
    expect(apiTokenRequest(form({ expiry: 'date' }), held, NOW)).toEqual({ ok: false, errors: [{ code: 'V_01', property: 'expiresAt' }] });
    expect(apiTokenRequest(form({ expiry: 'date', expiresOn: '2026-11-26' }), held, NOW)).toEqual({
      ok: false,
      errors: [{ code: 'V_12', property: 'expiresAt' }],
    });
    expect(apiTokenRequest(form({ expiry: 'date', expiresOn: '2027-02-30' }), held, NOW)).toEqual({
      ok: false,
      errors: [{ code: 'V_12', property: 'expiresAt' }],
    });
    expect(expiresAtFromDate('31-01-2027')).toBeNull();
  });

  it('needs at least one permission for the chosen-permissions scope', () => {
    expect(apiTokenRequest(form({ scope: 'permissions' }), held, NOW)).toEqual({
      ok: false,
      errors: [{ code: 'V_01', property: 'permissions' }],
    });
    // Permissions the user does not hold do not count.
    expect(apiTokenRequest(form({ scope: 'permissions', permissions: ['manage-users'] }), held, NOW)).toEqual({
      ok: false,
      errors: [{ code: 'V_01', property: 'permissions' }],
    });
  });

  it('reports every problem at once', () => {
    expect(apiTokenRequest(form({ name: ' ', expiry: 'date', scope: 'permissions' }), held, NOW)).toEqual({
      ok: false,
      errors: [
        { code: 'V_01', property: 'name' },
        { code: 'V_01', property: 'expiresAt' },
        { code: 'V_01', property: 'permissions' },
      ],
    });
  });
});
