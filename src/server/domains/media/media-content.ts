import type { Executor } from '../../db/executor.ts';
import type { AppDeps } from '../../deps.ts';
import { removeRenderedCopies } from './media-images.service.ts';
import * as media from './media.repository.ts';

/**
 * Content is shared by hash, so "import the bytes, then insert the row" (upload) and "delete
 * the row, then remove the bytes if no row is left" (delete) must not interleave for one
 * hash, or a new row could end up pointing at bytes just removed. Within a process a per-hash
 * promise chain orders them; on PostgreSQL, where several instances may share one bucket, the
 * work also runs in a transaction holding an advisory lock on the hash (released at its end),
 * and gets that transaction to read and write the rows with, so the lock never waits on a
 * second connection of the pool. SQLite is one process: the chain is enough.
 */
const pending = new Map<string, Promise<unknown>>();

export async function withContentLock<T>(deps: AppDeps, hash: string, work: (db: Executor) => Promise<T>): Promise<T> {
  const previous = pending.get(hash) ?? Promise.resolve();
  const locked = async (): Promise<T> => {
    if (deps.dialect !== 'postgres') return work(deps.db);
    return deps.db.transaction().execute(async (trx) => {
      await media.lockContentHash(trx, hash);
      return work(trx);
    });
  };
  const current = previous.catch(() => undefined).then(locked);
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
  await withContentLock(deps, hash, async (db) => {
    if (await media.hashStillUsed(db, hash)) return;
    await deps.storage
      .remove(storageKey)
      .catch((error: unknown) => deps.logger.warn({ err: error, key: storageKey }, 'could not remove media content'));
    await removeRenderedCopies(deps, hash);
  });
}
