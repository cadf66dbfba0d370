import type { AppDeps } from '../../deps.ts';
import { removeRenderedCopies } from './media-images.service.ts';
import * as media from './media.repository.ts';

/**
 * Content is shared by hash, so "import the bytes, then insert the row" (upload) and "delete
 * the row, then remove the bytes if no row is left" (delete) must not interleave for one
 * hash, or a new row could end up pointing at bytes just removed. One process serves the
 * library, so a per-hash promise chain is enough.
 */
const pending = new Map<string, Promise<unknown>>();

export async function withContentLock<T>(hash: string, work: () => Promise<T>): Promise<T> {
  const previous = pending.get(hash) ?? Promise.resolve();
  const current = previous.catch(() => undefined).then(work);
  pending.set(hash, current);
  try {
    return await current;
  } finally {
    if (pending.get(hash) === current) pending.delete(hash);
  }
}

/**
 * Removes stored bytes no library entry refers to any more, with every rendered copy of them
 * (sizes, crops, formats); a failure only leaves an orphan.
 */
export async function removeContentIfUnused(deps: AppDeps, hash: string, storageKey: string): Promise<void> {
  await withContentLock(hash, async () => {
    if (await media.hashStillUsed(deps.db, hash)) return;
    await deps.storage
      .remove(storageKey)
      .catch((error: unknown) => deps.logger.warn({ err: error, key: storageKey }, 'could not remove media content'));
    await removeRenderedCopies(deps, hash);
  });
}
