import type { RebuildBatch } from './rebuild-batch.ts';

/** What the rebuild asks its reader thread for (rebuild-reader-thread.ts). */
export interface ReadRequest {
  id: number;
  afterId: number;
  size: number;
  defaultLocale: string;
  indexedAt: string;
}

/** A read that failed on the thread, as its error can cross to the rebuild. */
export interface ReadFailure {
  message: string;
  stack?: string;
  code?: string;
}

/** The thread's answer to the request of the same id. */
export type ReadAnswer = { id: number; batch: RebuildBatch } | { id: number; error: ReadFailure };
