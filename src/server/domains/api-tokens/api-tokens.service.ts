import type { Kysely } from 'kysely';
import type { ApiTokenScope, ApiTokenSummary, CreateApiTokenBody } from '../../../shared/api-tokens/api-token-schemas.ts';
import { API_TOKEN_PATTERN, MAX_TOKEN_ID } from '../../../shared/api-tokens/api-token-schemas.ts';
import type { SessionUser } from '../../../shared/api-types.ts';
import { isPermissionName, type PermissionName } from '../../../shared/permissions.ts';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { hashToken, newToken, sameTokenHash } from '../../lib/tokens.ts';
import * as tokens from './api-tokens.repository.ts';

/** Who sees and revokes every token, not only their own. */
export const ALL_TOKENS_PERMISSION: PermissionName = 'manage-users';

/** A token as the request that carries it knows it. */
export interface ApiTokenIdentity {
  id: number;
  userId: number;
  scope: ApiTokenScope;
}

function scopeOf(record: tokens.ApiTokenRecord): ApiTokenScope {
  if (record.scope === 'read' || record.scope === 'user') return record.scope;
  const names = JSON.parse(record.permissions ?? '[]') as string[];
  return { permissions: names.filter(isPermissionName) };
}

function toSummary(record: tokens.ApiTokenRecord): ApiTokenSummary {
  return {
    id: record.id,
    name: record.name,
    scope: scopeOf(record),
    userId: record.userId,
    userName: record.userName,
    createdAt: record.createdAt,
    expiresAt: record.expiresAt,
    lastUsedAt: record.lastUsedAt,
  };
}

const holds = (user: SessionUser, name: string) => user.role.permissions.some((held) => held.name === name);

/** Makes a token for `creator`; the secret is in the answer only, never stored. */
export async function createApiToken(
  db: Kysely<Database>,
  creator: SessionUser,
  body: CreateApiTokenBody,
): Promise<{ id: number; token: string }> {
  const expiresAt = body.expiresAt ? new Date(body.expiresAt).toISOString() : null;
  if (expiresAt && expiresAt <= nowIso()) throw badRequest('V_12', 'expiresAt');
  const scope = body.scope;
  if (typeof scope === 'object' && scope.permissions.some((name) => !holds(creator, name))) throw forbidden('UM_01');
  const { token: secret, tokenHash } = newToken();
  const id = await tokens.insertToken(db, {
    userId: creator.ID,
    name: body.name,
    secretHash: tokenHash,
    scope: typeof scope === 'object' ? 'permissions' : scope,
    permissions: typeof scope === 'object' ? JSON.stringify([...new Set(scope.permissions)]) : null,
    createdAt: nowIso(),
    expiresAt,
  });
  return { id, token: `vcms_${id}_${secret}` };
}

export async function listApiTokens(db: Kysely<Database>, user: SessionUser): Promise<ApiTokenSummary[]> {
  const everyone = holds(user, ALL_TOKENS_PERMISSION);
  return (await tokens.listTokens(db, everyone ? undefined : user.ID)).map(toSummary);
}

/** Own tokens, or any with the all-tokens permission; another's token is "not found" to the rest. */
export async function revokeApiToken(db: Kysely<Database>, user: SessionUser, id: number): Promise<void> {
  const record = await tokens.findToken(db, id);
  if (!record || (record.userId !== user.ID && !holds(user, ALL_TOKENS_PERMISSION))) throw notFound();
  await tokens.deleteToken(db, id);
}

/** Why a presented token was refused, for the log. */
export type TokenRefusal = 'malformed' | 'unknown' | 'expired';

/** The token a bearer value names, or why it is refused. The user's state is checked per request. */
export async function verifyApiToken(
  db: Kysely<Database>,
  presented: string,
): Promise<{ token: ApiTokenIdentity } | { refused: TokenRefusal; tokenId?: number }> {
  const match = API_TOKEN_PATTERN.exec(presented);
  if (!match) return { refused: 'malformed' };
  const id = Number(match[1]);
  if (id > MAX_TOKEN_ID) return { refused: 'malformed' };
  const record = await tokens.findToken(db, id);
  // Hash either way, so an unknown id costs the same as a wrong secret.
  const presentedHash = hashToken(match[2] ?? '');
  if (!record || !sameTokenHash(presentedHash, record.secretHash)) return { refused: 'unknown', tokenId: id };
  if (record.expiresAt && record.expiresAt <= nowIso()) return { refused: 'expired', tokenId: id };
  return { token: { id, userId: record.userId, scope: scopeOf(record) } };
}

/** What the token's user may do through it: never more than the user holds now. */
export function narrowToToken(user: SessionUser, scope: Exclude<ApiTokenScope, 'read'>): SessionUser {
  if (scope === 'user') return user;
  const allowed = new Set<string>(scope.permissions);
  return { ...user, role: { ...user.role, permissions: user.role.permissions.filter((held) => allowed.has(held.name)) } };
}

const lastMarked = new Map<number, number>();
const MARK_INTERVAL_MS = 60_000;

/** Records the last use at most once a minute per token per instance: a busy token writes rarely. */
export async function recordTokenUse(db: Kysely<Database>, id: number): Promise<void> {
  const now = Date.now();
  if ((lastMarked.get(id) ?? 0) > now - MARK_INTERVAL_MS) return;
  lastMarked.set(id, now);
  if (lastMarked.size > 10_000) lastMarked.clear();
  await tokens.markUsed(db, id, new Date(now).toISOString());
}
