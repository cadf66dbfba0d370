import type { Selectable } from 'kysely';
import type { Executor } from '../../../db/executor.ts';
import type { ShareLinksTable } from '../../../db/schema.ts';

export type ShareLinkRow = Selectable<ShareLinksTable>;

export async function insertShareLink(
  db: Executor,
  values: { pageId: number; tokenHash: string; createdBy: number; createdAt: string; expiresAt: string },
): Promise<number> {
  const row = await db
    .insertInto('share_links')
    .values({
      page_id: values.pageId,
      token_hash: values.tokenHash,
      created_by: values.createdBy,
      created_at: values.createdAt,
      expires_at: values.expiresAt,
      revoked_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A page's links that are neither revoked nor expired at `now`, soonest to expire first, with their makers' names. */
export async function activeShareLinks(db: Executor, pageId: number, now: string) {
  return db
    .selectFrom('share_links')
    .leftJoin('users', 'users.id', 'share_links.created_by')
    .select([
      'share_links.id',
      'share_links.created_at',
      'share_links.expires_at',
      'share_links.created_by',
      'users.name as created_by_name',
    ])
    .where('share_links.page_id', '=', pageId)
    .where('share_links.revoked_at', 'is', null)
    .where('share_links.expires_at', '>', now)
    .orderBy('share_links.expires_at')
    .orderBy('share_links.id')
    .execute();
}

/** The link with this id on this page (a link of another page is not found). */
export async function findShareLink(db: Executor, pageId: number, linkId: number): Promise<ShareLinkRow | undefined> {
  return db.selectFrom('share_links').selectAll().where('id', '=', linkId).where('page_id', '=', pageId).executeTakeFirst();
}

export async function findShareLinkByHash(db: Executor, tokenHash: string): Promise<ShareLinkRow | undefined> {
  return db.selectFrom('share_links').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Revokes the link unless it was revoked already; whether this call revoked it. */
export async function revokeShareLink(db: Executor, linkId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('share_links')
    .set({ revoked_at: now })
    .where('id', '=', linkId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
