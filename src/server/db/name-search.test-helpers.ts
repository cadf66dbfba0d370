import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { columnContains } from '../lib/sql-search.ts';
import type { Executor } from './executor.ts';
import type { Database, MediaFileRow } from './schema.ts';

/** Which of the given pages meet the condition, by id. */
export async function pageIdsWhere(
  db: Executor,
  ids: readonly number[],
  condition: Expression<SqlBool> | ((eb: ExpressionBuilder<Database, 'pages'>) => Expression<SqlBool>),
): Promise<number[]> {
  const rows = await db
    .selectFrom('pages')
    .select('id')
    .where('id', 'in', [...ids])
    .where(condition)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** The plain LIKE the name indexes must agree with: the term in the concept's title or the address. */
export function likeInPageNames(term: string) {
  return (eb: ExpressionBuilder<Database, 'pages'>) =>
    eb.or([columnContains('pages.concept_title', term), columnContains('pages.slug', term)]);
}

/** An image row in the media root with this name, as the library's search reads it. */
export function mediaFileNamed(fileName: string, hash: string): Omit<MediaFileRow, 'id'> {
  const now = new Date().toISOString();
  return {
    directory: '/',
    file_name: fileName,
    name_key: fileName.toLowerCase(),
    kind: 'image',
    mime_type: 'image/png',
    size: 1,
    width: null,
    height: null,
    hash,
    storage_key: null,
    default_alt_text: '',
    shared: 0,
    video_provider: null,
    video_id: null,
    created_by: null,
    created_at: now,
    updated_at: now,
  };
}
