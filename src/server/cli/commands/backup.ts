import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { migrationStatus } from '../../db/migrate.ts';
import { currentSchema } from '../../db/migrate.ts';
import { CommandError, EXIT_USAGE, type CommandContext } from '../cli-context.ts';
import type { CommandDefinition } from '../command.ts';

export const BACKUP_FORMAT = 1;

async function emptyTarget(target: string): Promise<void> {
  const existing = await fs.readdir(target).catch(() => null);
  if (existing && existing.length > 0) throw new CommandError(`${target} exists and is not empty; choose a new folder.`, EXIT_USAGE);
  await fs.mkdir(target, { recursive: true });
}

/** SQLite's online backup API: a consistent copy while the server keeps writing. */
async function backupSqlite(file: string, target: string): Promise<string> {
  const source = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    await source.backup(path.join(target, 'database.sqlite'));
  } finally {
    source.close();
  }
  return 'database.sqlite';
}

function backupPostgres(context: CommandContext, schema: string, target: string): string {
  const url = context.config.databaseUrl ?? '';
  const which = spawnSync('pg_dump', ['--version'], { encoding: 'utf8' });
  if (which.error || which.status !== 0) {
    throw new CommandError(
      'PostgreSQL: pg_dump is not installed here. Install the PostgreSQL client (apt-get install postgresql-client) and run this again, ' +
        `or run pg_dump --format=custom --schema=${schema} yourself; it takes a consistent snapshot while the server runs.`,
    );
  }
  const file = 'database.pgdump';
  // The password travels in the environment, never on the command line (where ps shows it).
  const address = new URL(url);
  const password = decodeURIComponent(address.password);
  address.password = '';
  const dump = spawnSync(
    'pg_dump',
    ['--format=custom', '--no-owner', `--schema=${schema}`, `--file=${path.join(target, file)}`, address.toString()],
    {
      encoding: 'utf8',
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    },
  );
  if (dump.status !== 0) throw new CommandError(`pg_dump failed: ${dump.stderr.trim() || `exit ${dump.status}`}`);
  return file;
}

async function countFiles(folder: string): Promise<number> {
  const entries = await fs.readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).length;
}

export const backupCommand: CommandDefinition = {
  name: 'backup',
  summary: 'Writes a consistent snapshot of the database and the media files into a new folder, while the server runs.',
  usage: 'verdant backup <folder>',
  help:
    'SQLite: the online backup API copies the database consistently while the server writes. PostgreSQL: runs pg_dump (custom format) when it is installed, else says how; ' +
    'the dump holds the schema only, so before pg_restore into a new database run CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public there (the admin searches’ trigram indexes use it). ' +
    'Media on local disk are copied after the database snapshot (files are never changed in place; a file deleted in the admin between the two steps is missing from the copy, so avoid deleting media during a backup). ' +
    'With MEDIA_STORAGE=s3 the bucket keeps the files: back it up with the provider’s versioning or `npm run media:copy`. A manifest.json describes the folder.',
  async run(context, args) {
    const [target] = args;
    if (!target) throw new CommandError(`Missing the folder. Usage: ${this.usage}`, EXIT_USAGE);
    const folder = path.resolve(target);
    const handle = await context.migratedDatabase();
    await emptyTarget(folder);
    context.io.note('Snapshotting the database…');
    const databaseFile =
      handle.dialect === 'sqlite'
        ? await backupSqlite(handle.sqliteFile ?? '', folder)
        : backupPostgres(context, await currentSchema(handle.db), folder);
    let mediaFiles = 0;
    const storage = context.config.mediaStorage;
    if (storage.kind === 'local') {
      context.io.note('Copying the media files…');
      const source = path.join(context.config.dataDir, 'files');
      await fs.cp(source, path.join(folder, 'files'), { recursive: true, errorOnExist: false }).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
      mediaFiles = await countFiles(path.join(folder, 'files'));
    }
    const migrations = (await migrationStatus(handle)).map((state) => state.name);
    const manifest = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      dialect: handle.dialect,
      database: databaseFile,
      media: storage.kind === 'local' ? { folder: 'files', files: mediaFiles } : { storage: 's3', note: 'files stay in the bucket' },
      migrations,
    };
    await fs.writeFile(path.join(folder, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    context.io.out(`Backup written to ${folder} (${databaseFile}, ${mediaFiles} media files)`);
  },
};
