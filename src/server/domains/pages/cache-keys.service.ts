import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { pagePurgeRow, type PagePurgeRow } from './cache-keys.repository.ts';

/** A changed page as the HTTP-cache purge needs it (lib/http/cache-purge.ts); null once deleted. */
export function pagePurgeFacts(db: Kysely<Database>, pageId: number): Promise<PagePurgeRow | null> {
  return pagePurgeRow(db, pageId);
}
