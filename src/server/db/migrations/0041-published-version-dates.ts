import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * The sitemap (issue 20) reads each listed page's published version for its date alone: 10,000
 * versions a file. A version row holds its blocks (a kilobyte or more), and SQLite reaches the
 * columns after them by walking the row's overflow pages: 8.8 of the file's 17 ms of reading at
 * 10,000 pages, 1.9 ms with the date beside the id in an index of its own
 * (sitemap.repository.ts). PostgreSQL keeps the date as a payload of the index, for the same
 * reads without the table where its visibility map allows.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres') {
    await sql`CREATE INDEX page_versions_published_at_idx ON page_versions (id) INCLUDE (published_at)`.execute(db);
  } else {
    await sql`CREATE INDEX page_versions_published_at_idx ON page_versions (id, published_at)`.execute(db);
  }
}
