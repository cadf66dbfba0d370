import { randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { DatabaseHandle } from '../../db/database.ts';
import type { Executor } from '../../db/executor.ts';
import { migrationStatus } from '../../db/migrate.ts';
import type { FileStorage } from '../../lib/storage/file-storage.ts';
import { validateStorageKey } from '../../lib/storage/local-file-storage.ts';
import { ArchiveError } from './site-archive-errors.ts';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  MANIFEST_NAME,
  fileEntryName,
  tableChunkName,
  type Manifest,
} from './site-archive-manifest.ts';
import { parentsFirst, portableRow } from './site-archive-rows.ts';
import { openArchiveWriter, sha256Of, type ArchiveWriter } from './site-archive-tar.ts';
import { ARCHIVED_TABLES, isSkippedTable, orderByForeignKeys, unclassifiedTables, type ForeignKey } from './site-archive-tables.ts';
import * as archive from './site-archive.repository.ts';

/** Reported as work goes on: `done` of `total` units in a phase. */
export type ProgressListener = (phase: string, done: number, total: number) => void;

/** Rows per query; table chunks are cut at about this many bytes, so memory stays bounded. */
const READ_BATCH = 500;
const CHUNK_BYTES = 4 * 1024 * 1024;

/** The columns that name stored files: the archive carries those files. */
const FILE_COLUMNS = [
  { table: 'media_files', column: 'storage_key' },
  { table: 'users', column: 'image_file' },
] as const;

export interface ExportPlan {
  order: string[];
  keys: ForeignKey[];
  skipped: string[];
}

/** Which tables go into the archive, in insertion order; refuses a schema with a table nobody classified. */
export async function planExport(db: Executor, dialect: DatabaseHandle['dialect']): Promise<ExportPlan> {
  const tables = await archive.listTables(db, dialect);
  const unknown = unclassifiedTables(tables);
  if (unknown.length > 0) {
    throw new ArchiveError(
      `Tables not classified for site archives: ${unknown.join(', ')} (add them to site-archive-tables.ts); nothing was exported`,
      'schema',
    );
  }
  const archived = ARCHIVED_TABLES.filter((table) => tables.includes(table));
  const keys = (await archive.foreignKeys(db, dialect, tables)).filter((key) => archived.includes(key.table));
  return { order: orderByForeignKeys(archived, keys), keys, skipped: tables.filter(isSkippedTable) };
}

async function writeFiles(
  db: Executor,
  storage: FileStorage,
  writer: ArchiveWriter,
  progress: ProgressListener,
): Promise<Manifest['files']> {
  const keys = new Set<string>();
  for (const { table, column } of FILE_COLUMNS) for (const key of await archive.distinctValues(db, table, column)) keys.add(key);
  const files: Manifest['files'] = [];
  for (const key of [...keys].sort()) {
    validateStorageKey(key);
    let opened: Awaited<ReturnType<FileStorage['open']>>;
    try {
      opened = await storage.open(key);
    } catch (error) {
      throw new ArchiveError(`The stored file ${key} cannot be read (${(error as Error).message}); nothing was exported`, 'storage');
    }
    const name = fileEntryName(key);
    const written = await writer.addStream(name, opened.size, opened.body);
    files.push({ key, name, size: written.size, sha256: written.sha256 });
    progress('files', files.length, keys.size);
  }
  return files;
}

async function writeTable(db: Executor, dialect: DatabaseHandle['dialect'], table: string, plan: ExportPlan, writer: ArchiveWriter) {
  const chunks: Manifest['tables'][number]['chunks'] = [];
  let lines: string[] = [];
  let bytes = 0;
  const flush = async () => {
    if (lines.length === 0) return;
    const content = Buffer.from(`${lines.join('\n')}\n`, 'utf8');
    const name = tableChunkName(table, chunks.length + 1);
    await writer.addBuffer(name, content);
    chunks.push({ name, size: content.length, sha256: sha256Of(content), rows: lines.length });
    lines = [];
    bytes = 0;
  };
  const add = async (rows: readonly archive.Row[]) => {
    for (const row of rows) {
      const line = JSON.stringify(portableRow(row, table));
      lines.push(line);
      bytes += line.length + 1;
      if (bytes >= CHUNK_BYTES) await flush();
    }
  };
  const order = await archive.primaryKey(db, dialect, table);
  const selfKeys = plan.keys.filter((key) => key.table === table && key.references === table);
  if (selfKeys.length > 0) {
    // Parents must be inserted before their children, whatever their ids: this needs the whole table.
    await add(parentsFirst(await archive.readRows(db, table, order, 0, Number.MAX_SAFE_INTEGER), selfKeys));
  } else {
    for (let offset = 0; ; offset += READ_BATCH) {
      const rows = await archive.readRows(db, table, order, offset, READ_BATCH);
      await add(rows);
      if (rows.length < READ_BATCH) break;
    }
  }
  await flush();
  return { name: table, rows: chunks.reduce((sum, chunk) => sum + chunk.rows, 0), chunks };
}

export interface ExportOptions {
  handle: DatabaseHandle;
  storage: FileStorage;
  /** The archive to write; it must not exist yet. */
  file: string;
  progress?: ProgressListener;
}

/**
 * Writes the whole site into one gzip-compressed tar: stored files first, then the rows of every
 * archived table (NDJSON, referenced tables first), then manifest.json with counts and checksums.
 * Everything is read in one transaction (a snapshot on PostgreSQL and SQLite alike), so the
 * archive is consistent while the server keeps working. The file appears only when complete.
 */
export async function exportSiteArchive(options: ExportOptions): Promise<Manifest> {
  const { handle, storage } = options;
  const progress = options.progress ?? (() => undefined);
  const target = path.resolve(options.file);
  const migrations = (await migrationStatus(handle)).filter((state) => state.executedAt !== null).map((state) => state.name);
  const partial = path.join(path.dirname(target), `.${path.basename(target)}.${randomUUID()}.partial`);
  const createdAt = new Date();
  const writer = openArchiveWriter(partial, createdAt);
  try {
    const snapshot = handle.dialect === 'postgres' ? handle.db.transaction().setIsolationLevel('repeatable read') : handle.db.transaction();
    const { plan, files, tables } = await snapshot.execute(async (trx) => {
      const plan = await planExport(trx, handle.dialect);
      const files = await writeFiles(trx, storage, writer, progress);
      const tables: Manifest['tables'] = [];
      for (const table of plan.order) {
        tables.push(await writeTable(trx, handle.dialect, table, plan, writer));
        progress('tables', tables.length, plan.order.length);
      }
      return { plan, files, tables };
    });
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      formatVersion: ARCHIVE_FORMAT_VERSION,
      archiveId: randomUUID(),
      createdAt: createdAt.toISOString(),
      source: { dialect: handle.dialect, migrations },
      tables,
      files,
      skippedTables: plan.skipped,
    };
    await writer.addBuffer(MANIFEST_NAME, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`, 'utf8'));
    await writer.finish();
    // A link fails when the name is taken: an archive that appeared meanwhile is never replaced.
    await fsp.link(partial, target).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code === 'EEXIST') throw new ArchiveError(`${target} appeared while the archive was written; nothing was replaced`);
      // A file system without hard links: renaming is the next best thing.
      await fsp.rename(partial, target);
    });
    return manifest;
  } catch (error) {
    await writer.abort();
    throw error;
  } finally {
    await fsp.rm(partial, { force: true });
  }
}
