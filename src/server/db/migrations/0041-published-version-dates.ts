import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * SQLite: the sitemap (issue 20) reads each listed page's published version for its date alone,
 * 10,000 versions a file. A version row holds its blocks (a kilobyte or more), and SQLite reaches
 * the columns after them by walking the row's overflow pages: 8.8 of the file's 17 ms of reading
 * at 10,000 pages, 1.9 ms with the date beside the id in an index of its own, which the read
 * names (sitemap.repository.ts; it reads without it should the index be gone). PostgreSQL keeps
 * long values out of line (TOAST), and its planner joined the versions without such an index in
 * a trial: it would only cost every version's insert.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  if (dialect !== 'sqlite') return;
  await sql`CREATE INDEX page_versions_published_at_idx ON page_versions (id, published_at)`.execute(db);
}
