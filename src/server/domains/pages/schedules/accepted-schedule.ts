import type { Executor } from '../../../db/executor.ts';
import { badRequest } from '../../../lib/errors.ts';
import * as schedules from './schedules.repository.ts';

// A publication request accepted for a later time (issue 16): the requester named a desired
// time, and the reviewer kept it, changed it, or chose "now".

/**
 * When an accepted request goes live: null for now, else a UTC time ahead. `chosen` is the
 * reviewer's choice (undefined: keep the requester's wish; null: now). A reviewer's time in the
 * past is refused (V_12); a wish that passed while the request waited means now.
 */
export function scheduledTime(requested: string | null, chosen: string | null | undefined, now: Date): string | null {
  const nowText = now.toISOString();
  if (chosen === undefined) return requested !== null && requested > nowText ? requested : null;
  if (chosen === null) return null;
  const at = new Date(chosen).toISOString();
  if (at <= nowText) throw badRequest('V_12', 'publishAt');
  return at;
}

/**
 * Schedules the reviewed version (at the revision that was reviewed) to go live at `at`, as the
 * reviewer. It replaces the page's schedule; an unpublication still waiting after that time is
 * kept, one before it cannot follow a later publication and is dropped.
 */
export async function scheduleAccepted(
  trx: Executor,
  accepted: { pageId: number; versionId: number; revision: number; at: string; reviewerId: number },
): Promise<void> {
  const existing = await schedules.findForPage(trx, accepted.pageId);
  const keepUnpublish = existing?.unpublish_state === 'pending' && existing.unpublish_at !== null && existing.unpublish_at > accepted.at;
  await schedules.replaceForPage(trx, {
    page_id: accepted.pageId,
    version_id: accepted.versionId,
    version_revision: accepted.revision,
    publish_at: accepted.at,
    publish_state: 'pending',
    publish_reason: null,
    published_at: null,
    unpublish_at: keepUnpublish ? existing.unpublish_at : null,
    unpublish_state: keepUnpublish ? 'pending' : null,
    unpublish_reason: null,
    unpublished_at: null,
    created_by: accepted.reviewerId,
    created_at: new Date().toISOString(),
  });
}
