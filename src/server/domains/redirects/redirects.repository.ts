import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { RedirectsTable } from '../../db/schema.ts';
import { columnContains } from '../../lib/sql-search.ts';

export type RedirectRow = Selectable<RedirectsTable>;

const SORT_COLUMNS = { from: 'from_path', to: 'to_target', status: 'status', updatedAt: 'updated_at' } as const;
export type RedirectSortKey = keyof typeof SORT_COLUMNS;

function filtered(db: Executor, term: string) {
  let query = db.selectFrom('redirects');
  const trimmed = term.trim();
  if (trimmed)
    query = query.where((eb) => eb.or([columnContains('redirects.from_path', trimmed), columnContains('redirects.to_target', trimmed)]));
  return query;
}

export async function listRedirects(
  db: Executor,
  filter: { term: string; sort: RedirectSortKey | ''; order: 'asc' | 'desc'; offset: number; limit: number },
): Promise<{ rows: RedirectRow[]; total: number }> {
  const rows = await filtered(db, filter.term)
    .selectAll()
    .orderBy(SORT_COLUMNS[filter.sort || 'from'], filter.order)
    .orderBy('id', filter.order)
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
  const total = await filtered(db, filter.term)
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(total.total) };
}

/** Every redirect by its old address, for the CSV export. */
export async function allRedirects(db: Executor): Promise<RedirectRow[]> {
  return db.selectFrom('redirects').selectAll().orderBy('from_path').orderBy('id').execute();
}

export async function findRedirect(db: Executor, id: number): Promise<RedirectRow | undefined> {
  return db.selectFrom('redirects').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findByFrom(db: Executor, fromPath: string): Promise<RedirectRow | undefined> {
  return db.selectFrom('redirects').selectAll().where('from_path', '=', fromPath).executeTakeFirst();
}

/** The redirects that send visitors to exactly this target. */
export async function findByTarget(db: Executor, target: string): Promise<RedirectRow[]> {
  return db.selectFrom('redirects').selectAll().where('to_target', '=', target).execute();
}

export async function insertRedirect(db: Executor, values: Insertable<RedirectsTable>): Promise<number> {
  const row = await db.insertInto('redirects').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateRedirect(db: Executor, id: number, values: Updateable<RedirectsTable>): Promise<void> {
  await db.updateTable('redirects').set(values).where('id', '=', id).execute();
}

export async function deleteRedirect(db: Executor, id: number): Promise<boolean> {
  const result = await db.deleteFrom('redirects').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function deleteByFrom(db: Executor, fromPath: string): Promise<void> {
  await db.deleteFrom('redirects').where('from_path', '=', fromPath).execute();
}
