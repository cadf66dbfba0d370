import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { ArchiveError } from '../../domains/site-archive/site-archive-errors.ts';
import { exportSiteArchive, type ProgressListener } from '../../domains/site-archive/site-archive-export.service.ts';
import { storageFromConfig } from '../../lib/storage/storage-from-config.ts';
import { CommandError, EXIT_USAGE, type CliOutput } from '../cli-context.ts';
import type { CommandDefinition } from '../command.ts';

const BAR_WIDTH = 30;
const PHASES: Record<string, string> = {
  files: 'stored files',
  tables: 'tables',
  check: 'archive entries checked',
  import: 'rows and files',
};

/** Progress on stderr: a bar per phase, printed at every tenth (a line each, so it reads in logs too). */
export function progressPrinter(io: CliOutput): ProgressListener {
  let lastPhase = '';
  let lastStep = -1;
  return (phase, done, total) => {
    const label = PHASES[phase] ?? phase;
    if (total <= 0) {
      // The total is not known yet: a count now and then.
      if (phase !== lastPhase || done % 200 === 0) io.note(`${done} ${label}`);
      lastPhase = phase;
      return;
    }
    const share = Math.min(1, done / total);
    const step = Math.floor(share * 10);
    if (phase === lastPhase && step === lastStep) return;
    lastPhase = phase;
    lastStep = step;
    const filled = Math.round(share * BAR_WIDTH);
    io.note(`[${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}] ${done}/${total} ${label} (${Math.round(share * 100)}%)`);
  };
}

/** An archive failure the operator can act on becomes a plain message (exit 1). */
export function asCommandError(error: unknown): unknown {
  return error instanceof ArchiveError ? new CommandError(error.message) : error;
}

export const exportCommand: CommandDefinition = {
  name: 'export',
  summary: 'Writes the whole site into one archive file (to move it to another machine or database).',
  usage: 'verdant export <file> [--force]',
  help:
    'The archive (a gzip-compressed tar; name it site.tar.gz) holds every page with all its versions and translations, menus, tags, redirects, ' +
    'settings, the media library with its files, publication requests and schedules, contact submissions, consent records, the audit log, ' +
    'webhook endpoints, and the user accounts with their roles, second factors and API tokens, so the same people can sign in after a move. ' +
    'Left out: sessions, queued mail and webhook deliveries, rate-limit counters and the search index (rebuilt on import). ' +
    'manifest.json inside lists the format version, when and from which database it was written, the rows per table and a SHA-256 per file. ' +
    'It is read in one transaction, so it is consistent while the server runs. The archive holds password hashes and secrets: keep it safe. ' +
    'Refuses to overwrite an existing file unless --force is given. Progress goes to stderr.',
  options: { force: { type: 'boolean' } },
  async run(context, args, options) {
    const [target, ...extra] = args;
    if (!target || extra.length > 0) throw new CommandError(`Name one archive file. Usage: ${this.usage}`, EXIT_USAGE);
    const file = path.resolve(target);
    if (fs.existsSync(file)) {
      if (options.force !== true) throw new CommandError(`${file} exists already; choose another name or add --force.`, EXIT_USAGE);
      await fsp.rm(file);
    }
    if (!fs.existsSync(path.dirname(file))) throw new CommandError(`The folder ${path.dirname(file)} does not exist.`, EXIT_USAGE);
    const handle = await context.migratedDatabase();
    context.io.note(`Exporting the site from ${handle.dialect} to ${file}…`);
    let manifest: Awaited<ReturnType<typeof exportSiteArchive>>;
    try {
      manifest = await exportSiteArchive({
        handle,
        storage: storageFromConfig(context.config),
        file,
        progress: progressPrinter(context.io),
      });
    } catch (error) {
      throw asCommandError(error);
    }
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    const bytes = manifest.files.reduce((sum, stored) => sum + stored.size, 0);
    context.io.out(
      `Exported ${rows} rows from ${manifest.tables.length} tables and ${manifest.files.length} files (${(bytes / 1024 / 1024).toFixed(1)} MiB of media) to ${file}`,
    );
  },
};
