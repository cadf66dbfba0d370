import fs from 'node:fs';
import path from 'node:path';
import { importSiteArchive } from '../../domains/site-archive/site-archive-import.service.ts';
import { storageFromConfig } from '../../lib/storage/storage-from-config.ts';
import { CommandError, EXIT_USAGE } from '../cli-context.ts';
import type { CommandDefinition } from '../command.ts';
import { asCommandError, progressPrinter } from './export.ts';
import { reindexCommand } from './reindex.ts';

export const importCommand: CommandDefinition = {
  name: 'import',
  summary: 'Loads a site archive (verdant export) into an empty database and media storage.',
  usage: 'verdant import <file> [--skip-reindex]',
  help:
    'The target is the database and storage this configuration names (SQLite or PostgreSQL, local disk or S3), whichever the archive came from. ' +
    'It must be empty: new, or holding only what `verdant migrate` or a first start seeds (roles, settings, the first administrator), which the ' +
    'archive’s accounts and settings replace. A database in use is refused (exit 1) and left as it was. ' +
    'The whole archive is checked first (manifest, format version, schema, the SHA-256 of every entry), so a damaged file changes nothing. ' +
    'Then the schema is brought up to date, all rows are loaded in one transaction and the files are copied through the media storage; ' +
    'each row is checked before it is written (slugs, locales, page types, e-mail addresses, times, ids, block lists, storage keys, redirects, menus, tags), ' +
    'so a hand-edited archive with re-computed checksums cannot bring in values the application would never write (exit 1, naming entry, row and column), ' +
    'and the rich text of every page version is cleaned as a save cleans it (no scripts, event handlers, javascript: links or forms reach the site; ' +
    'the number of versions it changed is printed); ' +
    'on any failure the transaction rolls back and the copied files are removed again. Importing the same archive again does nothing. ' +
    'Afterwards the search index is rebuilt (as `verdant reindex`), unless --skip-reindex is given. Import before starting the server on the new database. ' +
    'Two-factor secrets are encrypted with SESSION_SECRET and passkeys belong to the site address: keep both the same to keep them working.',
  options: { 'skip-reindex': { type: 'boolean' } },
  async run(context, args, options) {
    const [source, ...extra] = args;
    if (!source || extra.length > 0) throw new CommandError(`Name one archive file. Usage: ${this.usage}`, EXIT_USAGE);
    const file = path.resolve(source);
    if (!fs.existsSync(file)) throw new CommandError(`${file} does not exist.`, EXIT_USAGE);
    const handle = await context.database();
    context.io.note(`Checking ${file}…`);
    let result: Awaited<ReturnType<typeof importSiteArchive>>;
    try {
      result = await importSiteArchive({ handle, storage: storageFromConfig(context.config), file, progress: progressPrinter(context.io) });
    } catch (error) {
      throw asCommandError(error);
    }
    const { manifest } = result;
    if (result.alreadyImportedAt) {
      context.io.out(`This archive (${manifest.archiveId}) was imported here at ${result.alreadyImportedAt}; nothing to do.`);
      return;
    }
    context.io.out(
      `Imported ${result.rows} rows into ${manifest.tables.length} tables and ${result.files} files` +
        `${result.filesKept > 0 ? ` (${result.filesKept} more were in the storage already)` : ''} from a ${manifest.source.dialect} site written ${manifest.createdAt}.`,
    );
    if (result.cleanedVersions > 0) {
      const versions = result.cleanedVersions === 1 ? '1 page version' : `${result.cleanedVersions} page versions`;
      context.io.out(`${versions} had rich text the sanitiser cleaned (stored as a save would have stored it).`);
    }
    if (result.mediaFoldersAdded > 0) {
      const folders = result.mediaFoldersAdded === 1 ? '1 media folder' : `${result.mediaFoldersAdded} media folders`;
      context.io.out(`${folders} the library lacked above its files and folders were made again.`);
    }
    if (options['skip-reindex'] === true) {
      context.io.out('The search index is empty: run `verdant reindex` (or "Index all pages" in the admin).');
      return;
    }
    context.io.note('Rebuilding the search index…');
    await reindexCommand.run(context, [], {});
  },
};
