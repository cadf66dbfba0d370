import fs from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import tar from 'tar-stream';
import type { DatabaseHandle } from '../../db/database.ts';
import type { Manifest } from './site-archive-manifest.ts';
import { portableRow } from './site-archive-rows.ts';
import { sha256Of } from './site-archive-tar.ts';
import * as archive from './site-archive.repository.ts';

/** Every entry of a (small, test-made) archive, in order. */
export async function archiveEntries(file: string): Promise<{ name: string; content: Buffer }[]> {
  const extract = tar.extract();
  const entries: { name: string; content: Buffer }[] = [];
  const reading = (async () => {
    for await (const entry of extract) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      entries.push({ name: entry.header.name, content: Buffer.concat(chunks) });
    }
  })();
  extract.end(gunzipSync(fs.readFileSync(file)));
  await reading;
  return entries;
}

export async function writeEntries(file: string, entries: readonly { name: string; content: Buffer }[]): Promise<void> {
  const pack = tar.pack();
  const chunks: Buffer[] = [];
  const collecting = (async () => {
    for await (const chunk of pack) chunks.push(chunk as Buffer);
  })();
  for (const entry of entries) {
    await new Promise<void>((resolve, reject) =>
      pack.entry({ name: entry.name, size: entry.content.length }, entry.content, (error) => (error ? reject(error) : resolve())),
    );
  }
  pack.finalize();
  await collecting;
  fs.writeFileSync(file, gzipSync(Buffer.concat(chunks)));
}

/**
 * Copies an archive with changes. `edit` may replace an entry's bytes (or drop it with null);
 * with `reseal`, the manifest's sizes, checksums and row counts are made to fit the edits, so
 * only what the test means to break is broken.
 */
export async function rewriteArchive(
  source: string,
  target: string,
  options: { edit?: (name: string, content: Buffer) => Buffer | null; manifest?: (manifest: Manifest) => unknown; reseal?: boolean },
): Promise<void> {
  const entries: { name: string; content: Buffer }[] = [];
  for (const entry of await archiveEntries(source)) {
    const content = options.edit ? options.edit(entry.name, entry.content) : entry.content;
    if (content) entries.push({ name: entry.name, content });
  }
  const manifestEntry = entries.find((entry) => entry.name === 'manifest.json');
  if (manifestEntry && (options.reseal || options.manifest)) {
    let manifest = JSON.parse(manifestEntry.content.toString('utf8')) as Manifest;
    if (options.reseal) {
      const byName = new Map(entries.map((entry) => [entry.name, entry.content]));
      for (const table of manifest.tables) {
        for (const chunk of table.chunks) {
          const content = byName.get(chunk.name) ?? Buffer.alloc(0);
          Object.assign(chunk, {
            size: content.length,
            sha256: sha256Of(content),
            rows: content.toString('utf8').split('\n').filter(Boolean).length,
          });
        }
        table.rows = table.chunks.reduce((sum, chunk) => sum + chunk.rows, 0);
      }
    }
    if (options.manifest) manifest = options.manifest(manifest) as Manifest;
    manifestEntry.content = Buffer.from(JSON.stringify(manifest));
  }
  await writeEntries(target, entries);
}

/** A table's rows in primary-key order, each value in the archive's common form. */
export async function normalisedRows(handle: DatabaseHandle, table: string): Promise<Record<string, unknown>[]> {
  const key = await archive.primaryKey(handle.db, handle.dialect, table);
  const rows = await archive.readRows(handle.db, table, key, 0, Number.MAX_SAFE_INTEGER);
  return rows.map((row) => portableRow(row, table));
}

export async function tableCounts(handle: DatabaseHandle, tables: readonly string[]): Promise<Record<string, number>> {
  const existing = await archive.listTables(handle.db, handle.dialect);
  const counts: Record<string, number> = {};
  for (const table of tables) counts[table] = existing.includes(table) ? await archive.countRows(handle.db, table) : -1;
  return counts;
}

export const listTables = (handle: DatabaseHandle) => archive.listTables(handle.db, handle.dialect);
export const foreignKeysOf = async (handle: DatabaseHandle) => archive.foreignKeys(handle.db, handle.dialect, await listTables(handle));

/** A copy of an archive whose pages rows lack the given columns, as an archive written before the migration that added them. */
export async function withoutPageColumns(source: string, target: string, columns: readonly string[]): Promise<void> {
  await rewriteArchive(source, target, {
    reseal: true,
    edit: (name, content) =>
      name.split('/')[1] === 'pages'
        ? Buffer.from(
            content
              .toString('utf8')
              .split('\n')
              .map((line) => {
                if (line.length === 0) return line;
                const row = JSON.parse(line) as Record<string, unknown>;
                for (const column of columns) delete row[column];
                return JSON.stringify(row);
              })
              .join('\n'),
          )
        : content,
  });
}

/**
 * A resealed copy of an archive with one row of `table` changed: the first row for which `edit`
 * answers a replacement. Answers where that row is, as import names it (entry, row from 1).
 */
export async function withRowEdited(
  source: string,
  target: string,
  table: string,
  edit: (row: Record<string, unknown>) => Record<string, unknown> | undefined,
): Promise<{ entry: string; row: number }> {
  let edited: { entry: string; row: number } | undefined;
  await rewriteArchive(source, target, {
    reseal: true,
    edit: (name, content) => {
      if (edited || name.split('/')[1] !== table || !name.startsWith('tables/')) return content;
      const lines = content.toString('utf8').split('\n');
      const index = lines.findIndex((line) => line.length > 0 && edit(JSON.parse(line) as Record<string, unknown>) !== undefined);
      if (index === -1) return content;
      lines[index] = JSON.stringify(edit(JSON.parse(lines[index] ?? '{}') as Record<string, unknown>));
      edited = { entry: name, row: index + 1 };
      return Buffer.from(lines.join('\n'));
    },
  });
  if (!edited) throw new Error(`No row of ${table} in ${source} was edited`);
  return edited;
}
