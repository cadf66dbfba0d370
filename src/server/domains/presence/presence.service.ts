import type { Kysely } from 'kysely';
import type { SessionUser } from '../../../shared/api-types.ts';
import type { PagePresenceEntry } from '../../../shared/presence/presence-schemas.ts';
import type { Database } from '../../db/schema.ts';
import { isoAfter, nowIso } from '../../lib/clock.ts';
import { requirePage } from '../pages/pages.service.ts';
import { profileImageUrl } from '../users/user-mapping.ts';
import * as presence from './presence.repository.ts';

/** How often the editor says it is still there, and how long silence means it left. */
export const HEARTBEAT_SECONDS = 15;
export const PRESENCE_TIMEOUT_SECONDS = 40;

/**
 * The other users on the page: one entry per user however many tabs they have open, opened
 * since their first tab, with unsaved changes when any tab has them.
 */
async function othersOn(db: Kysely<Database>, pageId: number, userId: number): Promise<PagePresenceEntry[]> {
  const rows = await presence.listOthers(db, pageId, userId, isoAfter(-PRESENCE_TIMEOUT_SECONDS * 1000));
  const byUser = new Map<number, PagePresenceEntry>();
  for (const row of rows) {
    const seen = byUser.get(row.user_id);
    byUser.set(row.user_id, {
      userId: row.user_id,
      name: row.name,
      image: profileImageUrl({ id: row.user_id, image_file: row.image_file }),
      openedAt: seen && seen.openedAt < row.opened_at ? seen.openedAt : row.opened_at,
      unsaved: Boolean(seen?.unsaved) || row.unsaved === 1,
    });
  }
  return [...byUser.values()];
}

/** A heartbeat of one tab: records it and answers who else has the page open. */
export async function heartbeat(
  db: Kysely<Database>,
  user: SessionUser,
  pageId: number,
  body: { clientId: string; unsaved: boolean },
): Promise<PagePresenceEntry[]> {
  await requirePage(db, pageId);
  await presence.removeStale(db, isoAfter(-PRESENCE_TIMEOUT_SECONDS * 1000));
  await presence.touch(db, { pageId, clientId: body.clientId, userId: user.ID, unsaved: body.unsaved, now: nowIso() });
  return othersOn(db, pageId, user.ID);
}

/** A tab closed the page: it no longer counts at once (not only after the timeout). */
export async function leave(db: Kysely<Database>, user: SessionUser, pageId: number, clientId: string): Promise<void> {
  await presence.remove(db, pageId, clientId, user.ID);
}
