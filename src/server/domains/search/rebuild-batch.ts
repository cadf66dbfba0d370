import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { publishedPageContent } from '../pages/page-index-source.service.ts';
import type { IndexedDocument, PreparedRows, SearchEngine } from './engines/search-engine.ts';
import { toIndexedDocument } from './search-documents.ts';

/** Pages read per statement while a rebuild collects a batch. */
const READ_CHUNK = 500;

export interface RebuildBatch {
  /**
   * The documents to write (pages the search leaves out have none, so the end of the run drops
   * them); empty when `prepared` holds them.
   */
  documents: IndexedDocument[];
  /** The documents already in the engine's write format (read on a thread of its own). */
  prepared?: PreparedRows;
  /** Pages read: 0 when none are left after `afterId`. */
  read: number;
  /** The last page id read (`afterId` when none were). */
  lastPageId: number;
}

/**
 * The documents of the next `size` published pages after `afterId`, in id order. The pages are
 * read a chunk at a time and only their documents kept, so a batch of long pages never holds all
 * their blocks at once.
 */
export async function readRebuildBatch(
  db: Kysely<Database>,
  defaultLocale: string,
  afterId: number,
  size: number,
  chunkSize = READ_CHUNK,
): Promise<RebuildBatch> {
  const batch: RebuildBatch = { documents: [], read: 0, lastPageId: afterId };
  while (batch.read < size) {
    const limit = Math.min(chunkSize, size - batch.read);
    const chunk = await publishedPageContent(db, { defaultLocale, afterId: batch.lastPageId, limit });
    for (const page of chunk) {
      const document = toIndexedDocument(page);
      if (document) batch.documents.push(document);
    }
    batch.read += chunk.length;
    if (chunk.length > 0) batch.lastPageId = chunk[chunk.length - 1]!.pageId;
    if (chunk.length < limit) break;
  }
  return batch;
}

/**
 * The pages written one by one (a publication, a deletion) while rebuild batches are read: a
 * batch read before such a write holds an older copy of the page, which must not replace the
 * newer entry, so the batch leaves those pages out.
 */
export class LiveWrites {
  private readonly watching = new Set<Set<number>>();

  /** Notes the pages written from now on, until `stop`. */
  watch(): Set<number> {
    const written = new Set<number>();
    this.watching.add(written);
    return written;
  }

  stop(written: Set<number>): void {
    this.watching.delete(written);
  }

  note(pageId: number): void {
    for (const written of this.watching) written.add(pageId);
  }
}

export interface PendingBatch {
  batch: Promise<RebuildBatch>;
  /** The pages written one by one since the batch began to be read. */
  written: Set<number>;
}

/** Starts reading a batch (readRebuildBatch, here or on the reader's thread), noting the pages written meanwhile. */
export function readAhead(read: () => Promise<RebuildBatch>, live: LiveWrites): PendingBatch {
  const written = live.watch();
  const batch = read();
  // Awaited once the batch before it is written; a failure meanwhile must not go unhandled.
  batch.catch(() => undefined);
  return { batch, written };
}

/** The batch's documents without the pages written one by one since it was read. */
export function currentDocuments(batch: RebuildBatch, written: ReadonlySet<number>): IndexedDocument[] {
  return written.size === 0 ? batch.documents : batch.documents.filter((document) => !written.has(document.pageId));
}

/** A batch's documents in `writers` consecutive shares (none empty), each written in its own transaction. */
export function writerShares<T>(documents: readonly T[], writers: number): T[][] {
  const size = Math.ceil(documents.length / Math.max(1, writers));
  const shares: T[][] = [];
  for (let start = 0; start < documents.length; start += size) shares.push(documents.slice(start, start + size));
  return shares;
}

/**
 * Writes a rebuild's batch but the pages written one by one since it was read (their entries are
 * newer): rows a reader thread prepared in one transaction, documents in the engine's shares.
 */
export async function writeRebuildBatch(
  db: Kysely<Database>,
  engine: SearchEngine,
  batch: RebuildBatch,
  written: ReadonlySet<number>,
): Promise<void> {
  const { prepared } = batch;
  if (prepared) {
    // Its documents are in `prepared` alone: writing `documents` would write nothing, and the
    // end of the run would then drop every page of the batch from the index.
    if (!engine.replacePrepared) throw new Error('search index: a batch of prepared rows for an engine that cannot write them');
    await db.transaction().execute((trx) => engine.replacePrepared!(trx, prepared, written));
    return;
  }
  const parts = writerShares(currentDocuments(batch, written), engine.rebuildWriters);
  // Every share settles before a failure is passed on: none still writes when the run ends.
  const outcomes = await Promise.allSettled(parts.map((part) => db.transaction().execute((trx) => engine.replaceMany(trx, part))));
  const failed = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
}
