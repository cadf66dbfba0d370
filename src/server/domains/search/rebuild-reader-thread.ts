import { Worker } from 'node:worker_threads';
import type { RebuildBatch } from './rebuild-batch.ts';
import type { RebuildReader } from './rebuild-reader.ts';
import type { ReadAnswer, ReadFailure, ReadRequest } from './rebuild-reader-messages.ts';

/**
 * The thread's code: in the server bundle (`npm start`) the bundle of its own that
 * scripts/server-build.mjs writes beside it (a tsx loader would cost about 80 MB while a rebuild
 * runs); otherwise (tests, the command line, `npm run dev`) a plain module that loads the
 * TypeScript through tsx. The bundle's banner declares its own address (import.meta.url in the
 * bundled sources is their source file's).
 */
declare const VERDANT_SERVER_BUNDLE_URL: string | undefined;
const WORKER_ENTRY =
  typeof VERDANT_SERVER_BUNDLE_URL === 'string'
    ? new URL('./rebuild-reader-worker.mjs', VERDANT_SERVER_BUNDLE_URL)
    : new URL('./rebuild-reader-worker.mjs', import.meta.url);

/** The thread's error as an Error of this thread, its code and stack kept for the log. */
function readFailure(failure: ReadFailure): Error {
  const error = new Error(`search index reader: ${failure.message}`) as Error & { code?: string };
  if (failure.stack) error.stack = failure.stack;
  if (failure.code) error.code = failure.code;
  return error;
}

interface Waiting {
  resolve(batch: RebuildBatch): void;
  reject(error: Error): void;
}

/** A rebuild reader on a thread of its own with a read-only connection to the SQLite file. */
export function openThreadReader(file: string): RebuildReader {
  // No flags of the parent's: its tsx loader (command line, dev) would otherwise be registered
  // twice, and the server's flags are for its main thread.
  const worker = new Worker(WORKER_ENTRY, { execArgv: [], workerData: { file } });
  const waiting = new Map<number, Waiting>();
  let nextId = 0;
  let failure: Error | null = null;
  const failAll = (error: Error) => {
    failure ??= error;
    for (const entry of waiting.values()) entry.reject(error);
    waiting.clear();
  };
  worker.on('message', (answer: ReadAnswer) => {
    const entry = waiting.get(answer.id);
    if (!entry) return;
    waiting.delete(answer.id);
    if ('batch' in answer) entry.resolve(answer.batch);
    else entry.reject(readFailure(answer.error));
  });
  worker.on('error', (error: Error) => failAll(error));
  worker.on('exit', (code) => failAll(new Error(`search index reader stopped (exit code ${code})`)));
  return {
    ownThread: true,
    read(afterId, size, defaultLocale, indexedAt) {
      if (failure) return Promise.reject(failure);
      const id = nextId++;
      const request: ReadRequest = { id, afterId, size, defaultLocale, indexedAt };
      return new Promise<RebuildBatch>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.postMessage(request);
      });
    },
    async close() {
      // Reads still waiting are refused as closed, not as a thread that stopped by itself.
      failAll(new Error('search index reader closed'));
      await worker.terminate();
    },
  };
}
