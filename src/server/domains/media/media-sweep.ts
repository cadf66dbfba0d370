import fsp from 'node:fs/promises';
import path from 'node:path';
import type { AppDeps } from '../../deps.ts';
import { stagingDir } from './media-staging.ts';

/** An upload still being written is never this old; anything older was left by a crash. */
export const STALE_UPLOAD_MS = 60 * 60 * 1000;
const LEFTOVER = /\.(part|tmp)$/;

/**
 * The folders half-written uploads live in: our own staging folder, and the local store's
 * folder for files on their way in (local-file-storage.ts writes `<root>/.incoming/*.part`).
 */
function uploadTempDirs(deps: AppDeps): string[] {
  const dirs = [stagingDir(deps)];
  const incoming = deps.storage.localPath?.('.incoming');
  if (incoming) dirs.push(incoming);
  return dirs;
}

/**
 * Removes `.part` / `.tmp` files older than an hour from the upload temp folders (one level,
 * no recursion). Returns how many went. Missing folders are fine; a file that cannot be
 * removed is skipped.
 */
export async function sweepStaleUploads(deps: AppDeps, now = Date.now()): Promise<number> {
  let removed = 0;
  for (const dir of uploadTempDirs(deps)) {
    let entries: string[];
    try {
      entries = await fsp.readdir(dir);
    } catch {
      continue;
    }
    for (const entry of entries) {
      if (!LEFTOVER.test(entry)) continue;
      const file = path.join(dir, entry);
      try {
        const stats = await fsp.stat(file);
        if (!stats.isFile() || now - stats.mtimeMs < STALE_UPLOAD_MS) continue;
        await fsp.rm(file, { force: true });
        removed += 1;
      } catch {
        // Gone meanwhile, or not ours to remove: leave it.
      }
    }
  }
  return removed;
}

const startupSweeps = new WeakMap<AppDeps, Promise<void>>();

/** Settles when the sweep started with the app is over (for tests and orderly shutdowns). */
export function startupSweepDone(deps: AppDeps): Promise<void> {
  return startupSweeps.get(deps) ?? Promise.resolve();
}

/** Started with the media routes; never delays the start and never fails it. */
export function startStaleUploadSweep(deps: AppDeps): Promise<void> {
  const sweep = sweepStaleUploads(deps).then(
    (removed) => {
      if (removed > 0) deps.logger.info({ removed }, 'removed stale upload temp files');
    },
    (error: unknown) => deps.logger.warn({ err: error }, 'stale upload sweep failed'),
  );
  startupSweeps.set(deps, sweep);
  return sweep;
}
