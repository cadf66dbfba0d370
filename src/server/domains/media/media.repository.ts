import { PostgresAdapter, sql, type RawBuilder } from 'kysely';
import type { MediaFileRow } from '../../db/schema.ts';
import { likePattern, namesContain, trigramsNarrow, type NameLookup } from '../../lib/sql-search.ts';
import { shortTermLookup } from '../../lib/name-grams.repository.ts';
import { ADVISORY_LOCK, advisoryTransactionLock } from '../../db/advisory-locks.ts';
import type { Executor } from '../../db/executor.ts';
import { withoutTableScans } from '../../db/without-table-scans.ts';

export type NewMediaFile = Omit<MediaFileRow, 'id'>;

export async function directoryExists(db: Executor, path: string): Promise<boolean> {
  if (path === '/') return true;
  return (await db.selectFrom('media_directories').select('id').where('path', '=', path).executeTakeFirst()) !== undefined;
}

export async function insertDirectory(db: Executor, path: string, createdAt: string): Promise<void> {
  await db.insertInto('media_directories').values({ path, created_at: createdAt }).execute();
}

/**
 * True when the column holds a path strictly below `path`. A plain prefix comparison, not
 * LIKE: SQLite's LIKE ignores case, which would mix up "/Photos" and "/photos" subtrees.
 */
function below(column: string, path: string): RawBuilder<boolean> {
  const prefix = path === '/' ? '/' : `${path}/`;
  // SQL substr counts characters (code points), not UTF-16 units.
  return sql<boolean>`substr(${sql.ref(column)}, 1, cast(${[...prefix].length} as integer)) = ${prefix}`;
}

/** The path itself or anything below it. */
function atOrBelow(column: string, path: string): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(column)} = ${path} or ${below(column, path)})`;
}

const onPostgres = (db: Executor) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * True when the folder exists. On PostgreSQL its row is then held (FOR KEY SHARE) until the
 * transaction ends: a rename, move or delete of the folder waits, and one that went first has
 * taken the path away (the row read after the wait no longer matches). So nothing is made in a
 * folder as it moves away. (SQLite's transactions run one at a time.)
 */
export async function holdDirectory(trx: Executor, path: string): Promise<boolean> {
  if (path === '/') return true;
  const query = trx.selectFrom('media_directories').select('id').where('path', '=', path);
  return (await (onPostgres(trx) ? query.forKeyShare() : query).executeTakeFirst()) !== undefined;
}

/**
 * PostgreSQL: the folder and every folder below it locked for a move or delete, waiting for the
 * writes that hold one of them (holdDirectory). Statements after this one see what those wrote.
 * A move names the folder it goes into, locked in the same statement: every move and delete
 * takes its folders in path order, so two moves each into the other's folder queue instead of
 * deadlocking, and the second then finds its destination moved away (its caller's re-read).
 */
export async function lockTree(trx: Executor, path: string, destination?: string): Promise<void> {
  if (!onPostgres(trx)) return;
  const held =
    destination === undefined || destination === '/'
      ? atOrBelow('path', path)
      : sql<boolean>`(${atOrBelow('path', path)} or ${sql.ref('path')} = ${destination})`;
  await trx.selectFrom('media_directories').select('id').where(held).orderBy('path').forUpdate().execute();
}

/** Direct children of a folder: paths below it with no further slash. */
export async function childDirectories(db: Executor, path: string): Promise<string[]> {
  const prefixLength = path === '/' ? 1 : [...path].length + 1;
  const rows = await db
    .selectFrom('media_directories')
    .select('path')
    .where(below('path', path))
    .where(sql<boolean>`substr(${sql.ref('path')}, cast(${prefixLength + 1} as integer)) not like '%/%'`)
    .orderBy(sql`lower(${sql.ref('path')})`)
    .execute();
  return rows.map((row) => row.path);
}

/**
 * The folder in `parent` whose name equals `name` ignoring case, if any. Compared here rather
 * than in SQL because SQLite's lower() only folds ASCII.
 */
export async function siblingDirectoryNamed(db: Executor, parent: string, name: string): Promise<string | undefined> {
  const wanted = name.toLowerCase();
  return (await childDirectories(db, parent)).find((path) => path.slice(path.lastIndexOf('/') + 1).toLowerCase() === wanted);
}

/** The folder and every folder below it. */
export async function directoryTree(db: Executor, path: string): Promise<string[]> {
  const rows = await db.selectFrom('media_directories').select('path').where(atOrBelow('path', path)).execute();
  return rows.map((row) => row.path);
}

/**
 * The paths strictly below `path` longer than `bytes` in UTF-8 (which SQLite and PostgreSQL
 * both count alike), longest first: the only ones a move may push past the path limit.
 */
export async function pathsBelowLongerThan(db: Executor, path: string, bytes: number): Promise<string[]> {
  const rows = await db
    .selectFrom('media_directories')
    .select('path')
    .where(below('path', path))
    .where(sql<boolean>`octet_length(${sql.ref('path')}) > cast(${bytes} as integer)`)
    .orderBy(sql`octet_length(${sql.ref('path')})`, 'desc')
    .execute();
  return rows.map((row) => row.path);
}

export function filesIn(db: Executor, directory: string): Promise<MediaFileRow[]> {
  return db.selectFrom('media_files').selectAll().where('directory', '=', directory).orderBy('name_key').execute();
}

export function filesInTree(db: Executor, path: string): Promise<MediaFileRow[]> {
  let query = db.selectFrom('media_files').selectAll();
  if (path !== '/') query = query.where(atOrBelow('directory', path));
  return query.execute();
}

/** Which of the hashes entries outside the folder (and its subfolders) also use. */
export async function hashesOutsideTree(db: Executor, hashes: string[], path: string): Promise<string[]> {
  if (hashes.length === 0 || path === '/') return [];
  const rows = await db
    .selectFrom('media_files')
    .select('hash')
    .distinct()
    .where('hash', 'in', hashes)
    .where(sql<boolean>`not ${atOrBelow('directory', path)}`)
    .execute();
  return rows.map((row) => row.hash);
}

/** Up to this many matches a PostgreSQL search sorts its matches; past it, it walks the name order. */
export const SORTED_SEARCH_MATCHES = 2000;

export async function searchFiles(db: Executor, directory: string, term: string, limit: number): Promise<MediaFileRow[]> {
  // A term no trigram narrows ("qx"): the files whose names hold its grams (0039), SQLite's when few.
  const short = await shortTermLookup(db, 'media_names_fts', term);
  if (short.candidates?.length === 0) return [];
  const matching = (executor: Executor, lookup: NameLookup = { candidates: short.candidates }) => {
    const query = executor.selectFrom('media_files').where(namesContain(executor, 'media_names_fts', term, lookup));
    return directory === '/' ? query : query.where(atOrBelow('directory', directory));
  };
  // The few candidates are sorted, never found by walking the name index and testing each file.
  if (short.candidates)
    return matching(db)
      .selectAll()
      .orderBy(sql`${sql.ref('name_key')} || ''`)
      .orderBy('id')
      .limit(limit)
      .execute();
  // PostgreSQL picks between walking the name index until `limit` matches turn up and sorting all
  // the trigram index's matches by its estimate of how many there are. At 50,000 files, after a
  // fresh ANALYZE, it walked 10,161 rows for 101 of the 922 files named "otter" (10 ms, against
  // 3.7 ms for the trigram bitmap and a sort). So the matches come first, up to a bound; only a
  // term in most names (".jpg") walks the index, where the first rows already match. A term no
  // trigram narrows is found so by its grams when they are narrow.
  if (db.getExecutor().adapter instanceof PostgresAdapter && !db.isTransaction && (trigramsNarrow(term) || short.grams)) {
    // One statement: the matches (id and sort key, read once) up to the bound, the first `limit`
    // of them by name, then those files' rows. An IN list of the 922 ids of "otter" (at 50,000
    // files) read every match a second time, after a round trip, to answer 200.
    const rows = await withoutTableScans(db, (executor) =>
      executor
        .with(
          (cte) => cte('found').materialized(),
          () =>
            matching(executor, short)
              .select(['id', 'name_key'])
              .limit(SORTED_SEARCH_MATCHES + 1),
        )
        // Subqueries made from the callbacks' builders: one made from the WITH query itself would
        // carry the WITH (and its read of the matches) again.
        .selectFrom((creator) =>
          creator
            .selectFrom('found')
            .select(['found.id', 'found.name_key'])
            .orderBy('found.name_key')
            .orderBy('found.id')
            .limit(limit)
            .as('first'),
        )
        .innerJoin('media_files', 'media_files.id', 'first.id')
        .selectAll('media_files')
        .select((eb) =>
          eb
            .selectFrom('found')
            .select((count) => count.fn.countAll<number>().as('n'))
            .as('found_count'),
        )
        .orderBy('first.name_key')
        .orderBy('first.id')
        .execute(),
    );
    if (Number(rows[0]?.found_count ?? 0) <= SORTED_SEARCH_MATCHES) return rows.map(({ found_count: _count, ...file }) => file);
  }
  return matching(db).selectAll().orderBy('name_key').limit(limit).execute();
}

export function findFile(db: Executor, id: number): Promise<MediaFileRow | undefined> {
  return db.selectFrom('media_files').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findFileByHash(db: Executor, hash: string): Promise<MediaFileRow | undefined> {
  return db.selectFrom('media_files').selectAll().where('hash', '=', hash).orderBy('id').executeTakeFirst();
}

/** Width and height of the files with these content hashes; files without known dimensions are left out. */
export function imageSizesByHash(
  db: Executor,
  hashes: readonly string[],
): Promise<{ hash: string; width: number | null; height: number | null }[]> {
  return db
    .selectFrom('media_files')
    .select(['hash', 'width', 'height'])
    .where('hash', 'in', [...hashes])
    .where('width', 'is not', null)
    .where('height', 'is not', null)
    .execute();
}

export async function nameTaken(db: Executor, directory: string, nameKey: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('media_files').select('id').where('directory', '=', directory).where('name_key', '=', nameKey);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function namesStartingWith(db: Executor, directory: string, stem: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('media_files')
    .select('name_key')
    .where('directory', '=', directory)
    .where(sql<boolean>`${sql.ref('name_key')} like ${likePattern(stem).slice(1)} escape '\\'`)
    .execute();
  return new Set(rows.map((row) => row.name_key));
}

export async function insertFile(db: Executor, file: NewMediaFile): Promise<number> {
  return (await db.insertInto('media_files').values(file).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateFile(db: Executor, id: number, changes: Partial<NewMediaFile>): Promise<void> {
  await db.updateTable('media_files').set(changes).where('id', '=', id).execute();
}

/** Answers how many rows went (0 when a concurrent delete was first). */
export async function deleteFiles(db: Executor, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db.deleteFrom('media_files').where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function hashStillUsed(db: Executor, hash: string): Promise<boolean> {
  return (await db.selectFrom('media_files').select('id').where('hash', '=', hash).executeTakeFirst()) !== undefined;
}

/** Moves a folder and everything below it by rewriting the path prefix, in two statements. */
export async function movePrefix(db: Executor, oldPath: string, newPath: string): Promise<void> {
  // SQL substr counts characters (code points), not UTF-16 units.
  const oldLength = [...oldPath].length;
  await db
    .updateTable('media_directories')
    .set({ path: sql<string>`cast(${newPath} as varchar(1000)) || substr(${sql.ref('path')}, cast(${oldLength + 1} as integer))` })
    .where(atOrBelow('path', oldPath))
    .execute();
  await db
    .updateTable('media_files')
    .set({
      directory: sql<string>`cast(${newPath} as varchar(1000)) || substr(${sql.ref('directory')}, cast(${oldLength + 1} as integer))`,
    })
    .where(atOrBelow('directory', oldPath))
    .execute();
}

export async function deleteDirectories(db: Executor, paths: string[]): Promise<void> {
  if (paths.length === 0) return;
  await db.deleteFrom('media_directories').where('path', 'in', paths).execute();
}

/**
 * Holds, until the transaction ends, the claim on one name in one folder, ignoring case (the
 * name's lower-case key): two writes that would each take the name (a folder made or moved
 * there, a file renamed, moved or uploaded there) take their turns, so the second one's checks
 * see the first one's row. Needed on PostgreSQL, whose unique indexes compare paths and keys
 * exactly and cannot tell a folder from a file of the same name; on SQLite a transaction
 * already has the only connection.
 */
export async function lockEntryName(trx: Executor, directory: string, nameKey: string): Promise<void> {
  if (onPostgres(trx)) await advisoryTransactionLock(trx, ADVISORY_LOCK.mediaEntryName, entryNameLockText(directory, nameKey));
}

/** The text whose hash (with the schema's name) is the advisory lock's key; exported for tests. */
export function entryNameLockText(directory: string, nameKey: string): string {
  return `verdant-cms:media-name:${directory}\n${nameKey}`;
}

/** PostgreSQL: holds a transaction-scoped advisory lock on one content hash (media-content.ts). */
export async function lockContentHash(trx: Executor, hash: string): Promise<void> {
  await advisoryTransactionLock(trx, ADVISORY_LOCK.mediaContent, contentLockText(hash));
}

/** The text of a content hash's lock (advisory-locks.ts); exported for tests. */
export function contentLockText(hash: string): string {
  return `verdant-cms:media-content:${hash}`;
}

/**
 * PostgreSQL: a savepoint around one insert attempt, so a lost name race does not end the
 * surrounding transaction (media-upload.service.ts).
 */
export async function markInsertSavepoint(db: Executor): Promise<void> {
  await sql`savepoint media_insert`.execute(db);
}

export async function releaseInsertSavepoint(db: Executor): Promise<void> {
  await sql`release savepoint media_insert`.execute(db);
}

export async function rollbackInsertSavepoint(db: Executor): Promise<void> {
  await sql`rollback to savepoint media_insert`.execute(db);
}
