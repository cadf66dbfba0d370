import type { Executor } from '../../db/executor.ts';
// The search domain's plain reads of its documents. Matching and ranking are dialect-specific
// SQL and live in the engines (engines/*.repository.ts), behind the SearchEngine interface.

/** What a search result shows of its documents. */
export function findDocuments(db: Executor, pageIds: number[]) {
  return db
    .selectFrom('search_documents')
    .select(['page_id', 'title', 'body', 'url', 'locale', 'page_type', 'themes', 'services'])
    .where('page_id', 'in', pageIds)
    .execute();
}

export async function countDocuments(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('search_documents')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
