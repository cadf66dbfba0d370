import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface ApiTokenRecord {
  id: number;
  userId: number;
  userName: string;
  name: string;
  secretHash: string;
  scope: string;
  permissions: string | null;
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
}

export interface NewApiToken {
  userId: number;
  name: string;
  secretHash: string;
  scope: string;
  permissions: string | null;
  createdAt: string;
  expiresAt: string | null;
}

function selectTokens(db: Kysely<Database>) {
  return db
    .selectFrom('api_tokens')
    .innerJoin('users', 'users.id', 'api_tokens.user_id')
    .select([
      'api_tokens.id as id',
      'api_tokens.user_id as userId',
      'users.name as userName',
      'api_tokens.name as name',
      'api_tokens.secret_hash as secretHash',
      'api_tokens.scope as scope',
      'api_tokens.permissions as permissions',
      'api_tokens.created_at as createdAt',
      'api_tokens.expires_at as expiresAt',
      'api_tokens.last_used_at as lastUsedAt',
    ]);
}

export async function insertToken(db: Kysely<Database>, token: NewApiToken): Promise<number> {
  const row = await db
    .insertInto('api_tokens')
    .values({
      user_id: token.userId,
      name: token.name,
      secret_hash: token.secretHash,
      scope: token.scope,
      permissions: token.permissions,
      created_at: token.createdAt,
      expires_at: token.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findToken(db: Kysely<Database>, id: number): Promise<ApiTokenRecord | undefined> {
  return selectTokens(db).where('api_tokens.id', '=', id).executeTakeFirst();
}

/** Own tokens, or everyone's (`userId` undefined), newest first. */
export function listTokens(db: Kysely<Database>, userId: number | undefined): Promise<ApiTokenRecord[]> {
  let query = selectTokens(db);
  if (userId !== undefined) query = query.where('api_tokens.user_id', '=', userId);
  return query.orderBy('api_tokens.id', 'desc').execute();
}

export async function deleteToken(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('api_tokens').where('id', '=', id).execute();
}

export async function markUsed(db: Kysely<Database>, id: number, at: string): Promise<void> {
  await db.updateTable('api_tokens').set({ last_used_at: at }).where('id', '=', id).execute();
}
