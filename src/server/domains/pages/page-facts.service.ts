import type { Executor } from '../../db/executor.ts';
import * as pages from './pages.repository.ts';

/** What other domains (webhook events) may read of a page: its address and publication. */
export type PageFacts = pages.PageFacts;

/** A page's address and publication (undefined when it is gone). */
export const pageFacts = (db: Executor, pageId: number): Promise<PageFacts | undefined> => pages.pageFacts(db, pageId);

/** The page's facts under its row lock, held to the end of the transaction (pages.repository.ts). */
export const lockedPageFacts = (trx: Executor, pageId: number): Promise<PageFacts | undefined> => pages.lockedPageFacts(trx, pageId);
