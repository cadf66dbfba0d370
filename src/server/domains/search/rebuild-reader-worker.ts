import { parentPort, workerData } from 'node:worker_threads';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { openSqliteReader } from '../../db/sqlite-reader.ts';
import { sqliteBatchRows, transferables } from './engines/sqlite-batch-rows.ts';
import { readRebuildBatch } from './rebuild-batch.ts';
import type { ReadAnswer, ReadFailure, ReadRequest } from './rebuild-reader-messages.ts';

/** The rebuild reader thread (SQLite): reads batches on its own read-only connection, one request at a time. */
const port = parentPort!;
let queue: Promise<void> = Promise.resolve();

/** The error as the rebuild logs it: with better-sqlite3's code (SQLITE_BUSY, …) and the stack. */
function failure(error: unknown): ReadFailure {
  if (!(error instanceof Error)) return { message: String(error) };
  const { code } = error as Error & { code?: unknown };
  return { message: error.message, ...(error.stack ? { stack: error.stack } : {}), ...(typeof code === 'string' ? { code } : {}) };
}

/** The connection, or why it could not be opened (every read is answered with that: an error thrown here would reach the rebuild without its message). */
const connection = ((): { db: Kysely<Database> } | { failed: ReadFailure } => {
  try {
    return { db: openSqliteReader((workerData as { file: string }).file) };
  } catch (error) {
    return { failed: failure(error) };
  }
})();

async function answer(request: ReadRequest): Promise<ReadAnswer> {
  if ('failed' in connection) return { id: request.id, error: connection.failed };
  const { db } = connection;
  try {
    const { documents, read, lastPageId } = await readRebuildBatch(db, request.defaultLocale, request.afterId, request.size);
    // The rows as the writer's statements take them: the writer's thread only runs those.
    return { id: request.id, batch: { documents: [], prepared: sqliteBatchRows(documents, request.indexedAt), read, lastPageId } };
  } catch (error) {
    return { id: request.id, error: failure(error) };
  }
}

port.on('message', (request: ReadRequest) => {
  queue = queue.then(async () => {
    const reply = await answer(request);
    try {
      // The rows' bytes move to the rebuild's thread instead of being copied (sqlite-batch-rows.ts).
      port.postMessage(reply, 'batch' in reply && reply.batch.prepared ? transferables(reply.batch.prepared) : []);
    } catch (error) {
      port.postMessage({ id: request.id, error: failure(error) } satisfies ReadAnswer);
    }
  });
});
