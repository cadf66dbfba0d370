import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { publishedPageContent } from '../pages/page-index-source.service.ts';
import type { IndexedDocument } from './engines/search-engine.ts';
import { toIndexedDocument } from './search-documents.ts';

/** Pages read per statement while a rebuild collects a batch. */
const READ_CHUNK = 500;

export interface RebuildBatch {
  /** The documents to write (pages the search leaves out have none, so the end of the run drops them). */
  documents: IndexedDocument[];
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
