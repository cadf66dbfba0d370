import { createApiTokenBody, type ApiTokenSummary, type CreateApiTokenBody } from '../../../shared/api-tokens/api-token-schemas.ts';
import type { ApiError } from '../../../shared/errors.ts';
import { PERMISSIONS, type Permission, type PermissionName } from '../../../shared/permissions.ts';
import { validateWith } from '../../lib/validation.ts';

/** Who sees (and may revoke) everyone's tokens; the list then shows each token's owner. */
export const ALL_TOKENS_PERMISSION: PermissionName = 'manage-users';

export type ScopeChoice = 'read' | 'user' | 'permissions';
export type ExpiryChoice = 'none' | 'date';

/** The "Create token" form as typed: the expiry date as the date input's value (YYYY-MM-DD). */
export interface ApiTokenForm {
  name: string;
  expiry: ExpiryChoice;
  expiresOn: string;
  scope: ScopeChoice;
  permissions: PermissionName[];
}

export const EMPTY_API_TOKEN_FORM: ApiTokenForm = { name: '', expiry: 'none', expiresOn: '', scope: 'read', permissions: [] };

export const SCOPE_CHOICES: ScopeChoice[] = ['read', 'user', 'permissions'];

/** The permissions a token may be given: only those the user holds (the server refuses others with UM_01), in the usual order. */
export function grantablePermissions(held: Permission[]): PermissionName[] {
  const names = new Set(held.map((permission) => permission.name));
  return PERMISSIONS.filter((name) => names.has(name));
}

/** A date input's value (YYYY-MM-DD) for a moment, in local time: the earliest expiry date offered. */
export function dateInputValue(moment: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

/** A token chosen to expire on a day works until the end of that day (local time); null for no real date. */
export function expiresAtFromDate(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const end = new Date(year, month - 1, day, 23, 59, 59, 999);
  if (end.getFullYear() !== year || end.getMonth() !== month - 1 || end.getDate() !== day) return null;
  return end.toISOString();
}

function scopeFor(form: ApiTokenForm, held: Permission[]): CreateApiTokenBody['scope'] {
  if (form.scope !== 'permissions') return form.scope;
  const grantable = new Set(grantablePermissions(held));
  return { permissions: PERMISSIONS.filter((name) => form.permissions.includes(name) && grantable.has(name)) };
}

/**
 * The request body for the form, checked first: a chosen expiry needs a date that is not past,
 * the chosen-permissions scope needs at least one, then the server's own schema (same codes on
 * the same fields).
 */
export function apiTokenRequest(
  form: ApiTokenForm,
  held: Permission[],
  now: Date = new Date(),
): { ok: true; body: CreateApiTokenBody } | { ok: false; errors: ApiError[] } {
  const errors: ApiError[] = [];
  let expiresAt: string | null = null;
  if (form.expiry === 'date') {
    if (form.expiresOn.trim() === '') errors.push({ code: 'V_01', property: 'expiresAt' });
    else {
      expiresAt = expiresAtFromDate(form.expiresOn);
      if (expiresAt === null || new Date(expiresAt).getTime() <= now.getTime()) errors.push({ code: 'V_12', property: 'expiresAt' });
    }
  }
  const scope = scopeFor(form, held);
  if (typeof scope === 'object' && scope.permissions.length === 0) errors.push({ code: 'V_01', property: 'permissions' });
  const body: CreateApiTokenBody = { name: form.name.trim(), expiresAt, scope };
  const checked = validateWith(createApiTokenBody, body);
  // The schema's own errors first (the name), without repeating a field already explained above.
  const explained = new Set(errors.map((error) => error.property));
  if (explained.has('permissions')) explained.add('scope');
  const schemaErrors = checked.ok ? [] : checked.errors.filter((error) => !explained.has(error.property));
  const all = [...schemaErrors, ...errors];
  return all.length > 0 ? { ok: false, errors: all } : { ok: true, body };
}

/** A token's scope in words: the key to translate and its values (permissions as names, to be labelled). */
export type ScopeDescription =
  | { key: 'apiTokens.scopeRead' }
  | { key: 'apiTokens.scopeUser'; name: string }
  | { key: 'apiTokens.scopePermissions'; name: string; permissions: PermissionName[] };

export function describeScope(token: Pick<ApiTokenSummary, 'scope' | 'userName'>): ScopeDescription {
  if (token.scope === 'read') return { key: 'apiTokens.scopeRead' };
  if (token.scope === 'user') return { key: 'apiTokens.scopeUser', name: token.userName };
  return { key: 'apiTokens.scopePermissions', name: token.userName, permissions: token.scope.permissions };
}

/** A token whose expiry has passed no longer works; it stays listed until revoked. */
export function isExpired(token: Pick<ApiTokenSummary, 'expiresAt'>, now: Date = new Date()): boolean {
  return token.expiresAt !== null && new Date(token.expiresAt).getTime() <= now.getTime();
}
