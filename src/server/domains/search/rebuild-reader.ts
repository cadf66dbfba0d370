import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { readRebuildBatch, type RebuildBatch } from './rebuild-batch.ts';
import { openThreadReader } from './rebuild-reader-thread.ts';

/** Where a rebuild reads its batches: the pages after `afterId`, worked into index documents. */
export interface RebuildReader {
  /** Whether the reading happens on a thread of its own (for the log). */
  readonly ownThread: boolean;
  /** `indexedAt`: the time the batch's documents are written with (a reader thread writes it into their rows). */
  read(afterId: number, size: number, defaultLocale: string, indexedAt: string): Promise<RebuildBatch>;
  /** Lets go of what the reader holds (its thread); the rebuild calls it when it ends. */
  close(): Promise<void>;
}

/** Opens a reader for one rebuild of `total` published pages. */
export type OpenRebuildReader = (total: number) => RebuildReader;

/**
 * From this many published pages a SQLite rebuild reads on a thread of its own; below, on the
 * writer's: starting a thread and loading the search code in it takes about half a second, a
 * rebuild of a few thousand pages a second or two.
 */
export const READER_THREAD_FROM = 5_000;

/** Reads on the caller's own connection and thread. */
export function sameThreadReader(db: Kysely<Database>): OpenRebuildReader {
  return () => ({
    ownThread: false,
    read: (afterId, size, defaultLocale) => readRebuildBatch(db, defaultLocale, afterId, size),
    close: async () => undefined,
  });
}

/**
 * better-sqlite3 answers on the thread that asks, so on SQLite the next batch's reading and
 * text work (about 40% of a rebuild) waited for the writing of the one before instead of taking
 * the other core: a SQLite file is read by a thread of its own with its own read-only
 * connection (WAL lets it read beside the writer). PostgreSQL's reads already overlap the
 * writes (the server works while Node waits), and an in-memory SQLite database has no file a
 * second connection could open.
 */
export function rebuildReaderFor(handle: DatabaseHandle, threadFrom = READER_THREAD_FROM): OpenRebuildReader {
  const file = handle.dialect === 'sqlite' ? handle.sqliteFile : undefined;
  const sameThread = sameThreadReader(handle.db);
  if (!file || file === ':memory:') return sameThread;
  return (total) => (total >= threadFrom ? openThreadReader(file) : sameThread(total));
}
