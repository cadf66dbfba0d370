import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { DatabaseHandle } from '../../db/database.ts';
import type { Executor } from '../../db/executor.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { withStartupLock } from '../../db/startup-lock.ts';
import { nowIso } from '../../lib/clock.ts';
import type { FileStorage } from '../../lib/storage/file-storage.ts';
import { recordEntry } from '../audit/audit.service.ts';
import { rebuildListingKeys } from '../pages/site-listing.service.ts';
import { refreshOutOfDate } from '../pages/translation-out-of-date.service.ts';
import { syncAllConceptSummaries } from '../pages/concept-summary.service.ts';
import { ArchiveError } from './site-archive-errors.ts';
import type { ProgressListener } from './site-archive-export.service.ts';
import { manifestEntries, type Manifest } from './site-archive-manifest.ts';
import { mediaTreeProblem, missingFolders } from './site-archive-media-tree.ts';
import { checkArchiveRows, type ArchiveColumnFacts } from './site-archive-row-checks.ts';
import { cleanArchiveRows } from './site-archive-row-cleaning.ts';
import { parseRows } from './site-archive-rows.ts';
import { hashingStream, readAll, readArchive, type ArchiveEntry } from './site-archive-tar.ts';
import { ARCHIVED_TABLES, SEEDED_TABLES, orderByForeignKeys, violatesForeignKeys } from './site-archive-tables.ts';
import { verifyArchive } from './site-archive-verify.ts';
import * as archive from './site-archive.repository.ts';

/** Bound parameters per INSERT, well under SQLite's and PostgreSQL's limits. */
const MAX_PARAMETERS = 5000;
/** While checking, the number of entries is not known yet (the manifest comes last). */
const UNKNOWN_TOTAL = 0;

export interface ImportOptions {
  handle: DatabaseHandle;
  storage: FileStorage;
  file: string;
  progress?: ProgressListener;
}

export interface ImportResult {
  manifest: Manifest;
  /** Set when this very archive had been imported before (then nothing was done). */
  alreadyImportedAt?: string;
  rows: number;
  files: number;
  /** Stored files that were there already with the same bytes (a shared bucket), left as they were. */
  filesKept: number;
  /** Page versions whose rich text the save path's sanitiser changed on the way in (site-archive-row-cleaning.ts). */
  cleanedVersions: number;
  /** Media folders the library lacked above its files and folders, made again (site-archive-media-tree.ts). */
  mediaFoldersAdded: number;
}

interface Occupied {
  table: string;
  rows: number;
}

/**
 * Tables of the target that hold rows. What `verdant migrate` or a first server start seeds
 * (roles, their permissions, settings, one first administrator) does not count: import replaces it.
 */
async function occupiedTables(db: Executor, tables: readonly string[]): Promise<Occupied[]> {
  const occupied: Occupied[] = [];
  for (const table of ARCHIVED_TABLES) {
    if (!tables.includes(table)) continue;
    const rows = await archive.countRows(db, table);
    const allowed = table === 'users' ? 1 : SEEDED_TABLES.includes(table) ? Number.POSITIVE_INFINITY : 0;
    if (rows > allowed) occupied.push({ table, rows });
  }
  return occupied;
}

const discard = () => new Writable({ write: (_chunk, _encoding, callback) => callback() });

/** Copies one stored file through the storage abstraction (local disk or S3), checking its bytes. */
async function copyFile(storage: FileStorage, entry: ArchiveEntry, key: string, sha256: string, written: string[]): Promise<boolean> {
  if (await storage.exists(key)) {
    const existing = hashingStream();
    await pipeline(await storage.read(key), existing.stream, discard());
    if (existing.digest().sha256 === sha256) return false;
    throw new ArchiveError(
      `The media storage already holds a different file under ${key}. Import into an empty storage (a new DATA_DIR or bucket prefix).`,
      'storage',
    );
  }
  // Listed before the write starts: a write that fails halfway is cleaned up like a finished one.
  written.push(key);
  const hashing = hashingStream();
  await Promise.all([pipeline(entry.body, hashing.stream), storage.write(key, hashing.stream)]);
  if (hashing.digest().sha256 !== sha256)
    throw new ArchiveError(`${key} changed while it was imported: the archive is damaged`, 'invalid-archive');
  return true;
}

async function insertChunk(trx: Executor, table: string, rows: readonly archive.Row[]): Promise<void> {
  const columns = Math.max(1, ...rows.map((row) => Object.keys(row).length));
  const batch = Math.max(1, Math.floor(MAX_PARAMETERS / columns));
  for (let start = 0; start < rows.length; start += batch) {
    try {
      await archive.insertRows(trx, table, rows.slice(start, start + batch));
    } catch (error) {
      // Say where: a value one database accepted may not fit the other (SQLite does not enforce varchar lengths).
      throw new ArchiveError(`Loading ${table} failed: ${(error as Error).message}. Nothing was imported.`);
    }
  }
}

/** Removes the defaults seeded into the empty target (and any sign-in to them), referring tables first. */
async function clearSeededDefaults(trx: Executor, order: readonly string[]): Promise<void> {
  await archive.deleteAllRows(trx, 'sessions');
  for (const table of [...order].reverse()) if (SEEDED_TABLES.includes(table)) await archive.deleteAllRows(trx, table);
}

/**
 * Loads a site archive into an empty database (SQLite or PostgreSQL, whichever wrote it):
 * first a full check of the archive that writes nothing, then every row in one transaction and
 * the stored files through the storage abstraction. When anything fails, the transaction rolls
 * back and the files it had added are removed again. Importing an archive a second time is a no-op.
 */
export async function importSiteArchive(options: ImportOptions): Promise<ImportResult> {
  const { handle, storage, file } = options;
  const progress = options.progress ?? (() => undefined);
  const manifest = await verifyArchive(file, (checked) => progress('check', checked, UNKNOWN_TOTAL));
  const entries = manifestEntries(manifest);
  const totalRows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);

  const existing = await archive.listTables(handle.db, handle.dialect);
  const occupied = await occupiedTables(handle.db, existing);
  if (occupied.length > 0) {
    const importedAt = existing.includes('audit_log') ? await archive.findImportRecord(handle.db, manifest.archiveId) : undefined;
    if (importedAt)
      return { manifest, alreadyImportedAt: importedAt, rows: 0, files: 0, filesKept: 0, cleanedVersions: 0, mediaFoldersAdded: 0 };
    throw new ArchiveError(
      `The target database is not empty (${occupied.map((entry) => `${entry.table}: ${entry.rows}`).join(', ')}). ` +
        'Import into a new database: a new DATA_DIR for SQLite, a new database or schema for PostgreSQL. Nothing was changed.',
      'target-not-empty',
    );
  }

  await withStartupLock(handle, () => migrateToLatest(handle));
  const tables = await archive.listTables(handle.db, handle.dialect);
  const archived = ARCHIVED_TABLES.filter((table) => tables.includes(table));
  const keys = (await archive.foreignKeys(handle.db, handle.dialect, tables)).filter((key) => archived.includes(key.table));
  const missing = manifest.tables.find((table) => !tables.includes(table.name));
  if (missing) throw new ArchiveError(`The database here has no table ${missing.name}, which the archive holds`, 'schema');
  const clash = violatesForeignKeys(
    manifest.tables.map((table) => table.name),
    keys,
  );
  if (clash) throw new ArchiveError(`The archive loads ${clash.table} before ${clash.references}, which it refers to`, 'schema');
  // Read before the transaction: on SQLite it holds the only connection.
  const columnFacts: ArchiveColumnFacts = { notNull: await archive.notNullColumns(handle.db, handle.dialect, archived), foreignKeys: keys };

  const written: string[] = [];
  let rows = 0;
  let files = 0;
  let filesKept = 0;
  let cleanedVersions = 0;
  let mediaFoldersAdded = 0;
  const totalUnits = totalRows + manifest.files.length;
  try {
    await handle.db.transaction().execute(async (trx) => {
      await clearSeededDefaults(trx, orderByForeignKeys(archived, keys));
      const counted = new Map<string, number>();
      for await (const entry of readArchive(file)) {
        const promised = entries.get(entry.name);
        if (!promised) continue;
        if (entry.name.startsWith('files/')) {
          const key = entry.name.slice('files/'.length);
          if (await copyFile(storage, entry, key, promised.sha256, written)) files += 1;
          else filesKept += 1;
        } else {
          const table = entry.name.split('/')[1] ?? '';
          const chunkRows = parseRows((await readAll(entry.body)).toString('utf8'), entry.name);
          checkArchiveRows(entry.name, table, chunkRows, columnFacts);
          const cleaning = cleanArchiveRows(table, chunkRows);
          cleanedVersions += cleaning.cleaned;
          await insertChunk(trx, table, cleaning.rows);
          counted.set(table, (counted.get(table) ?? 0) + chunkRows.length);
          rows += chunkRows.length;
        }
        progress('import', rows + files + filesKept, totalUnits);
      }
      for (const table of manifest.tables) {
        if ((counted.get(table.name) ?? 0) !== table.rows) {
          throw new ArchiveError(
            `${table.name}: ${counted.get(table.name) ?? 0} rows read, the manifest promises ${table.rows}`,
            'invalid-archive',
          );
        }
      }
      // Derived from the published versions, so not in the archive: derived here, in the same transaction.
      await rebuildListingKeys(trx);
      // Derived too (archives from before 0033 carry no flags), by the imported default language.
      await refreshOutOfDate(trx, 'all');
      // And the pages' copies of their concepts' titles and editors (0034).
      await syncAllConceptSummaries(trx);
      if (handle.dialect === 'postgres') {
        for (const table of archived) {
          const key = await archive.primaryKey(trx, handle.dialect, table);
          if (key.length === 1 && key[0] === 'id') await archive.resetSequence(trx, table, 'id');
        }
      }
      // After the sequences: folders made here take new ids. (Both media tables exist once migrated.)
      mediaFoldersAdded = await repairMediaLibrary(trx);
      // The site's history shows the move, and a second run of the same archive finds it here.
      await recordEntry(trx, {
        userId: null,
        userName: null,
        userEmail: null,
        action: 'site.import',
        objectType: null,
        objectId: manifest.archiveId,
        detail: `site archive from ${manifest.source.dialect}, written ${manifest.createdAt}`,
        ip: null,
        userAgent: 'verdant import',
        outcome: 'success',
        statusCode: null,
        errorCode: null,
        createdAt: nowIso(),
      });
    });
  } catch (error) {
    for (const key of written.reverse()) await storage.remove(key).catch(() => undefined);
    throw error;
  }
  return { manifest, rows, files, filesKept, cleanedVersions, mediaFoldersAdded };
}

/**
 * The loaded media library as its writes keep it: folders it lacks above its entries are made
 * (answers how many); names alike but for case, or a name key that is not the name in lower
 * case, refuse the archive.
 */
async function repairMediaLibrary(trx: Executor): Promise<number> {
  const library = await archive.mediaLibraryEntries(trx);
  const missing = missingFolders(library.directories, library.files);
  const createdAt = nowIso();
  await archive.insertRows(
    trx,
    'media_directories',
    missing.map((path) => ({ path, created_at: createdAt })),
  );
  const problem = mediaTreeProblem([...library.directories, ...missing], library.files);
  if (problem) throw new ArchiveError(`The media library: ${problem}. Nothing was imported.`, 'invalid-archive');
  return missing.length;
}
