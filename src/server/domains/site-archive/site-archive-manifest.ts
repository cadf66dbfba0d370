import { z } from 'zod';
import { MIGRATIONS } from '../../db/migrations/index.ts';
import { ArchiveError } from './site-archive-errors.ts';
import { ARCHIVED_TABLES } from './site-archive-tables.ts';

export const ARCHIVE_FORMAT = 'verdant-site-archive';
/** Raised when the layout changes in a way an older reader would misread. */
export const ARCHIVE_FORMAT_VERSION = 1;
export const MANIFEST_NAME = 'manifest.json';
const MAX_CHUNK_BYTES = 256 * 1024 * 1024;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const entry = z.object({ name: z.string().min(1), size: z.number().int().nonnegative(), sha256 });

const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.number().int(),
  archiveId: z.uuid(),
  createdAt: z.iso.datetime(),
  source: z.object({ dialect: z.enum(['sqlite', 'postgres']), migrations: z.array(z.string()) }),
  /** Insertion order (referenced tables first), each with its row count and the chunks holding the rows. */
  tables: z.array(
    z.object({
      name: z.string(),
      rows: z.number().int().nonnegative(),
      chunks: z.array(entry.extend({ rows: z.number().int().nonnegative() })),
    }),
  ),
  /** Stored files (media content, profile images) under their storage key. */
  files: z.array(entry.extend({ key: z.string().min(1) })),
  skippedTables: z.array(z.string()),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestEntry = z.infer<typeof entry>;

/** Entry names inside the archive. */
export const tableChunkName = (table: string, index: number) => `tables/${table}/${String(index).padStart(5, '0')}.ndjson`;
export const fileEntryName = (key: string) => `files/${key}`;

/**
 * Reads and checks the manifest: that it is ours, a format this version reads, from a schema
 * this version knows, with tables it knows. Throws an ArchiveError naming what is wrong.
 */
export function parseManifest(text: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ArchiveError('manifest.json is not valid JSON: the archive is damaged', 'invalid-archive');
  }
  const head = z.object({ format: z.unknown(), formatVersion: z.unknown() }).safeParse(json);
  if (!head.success || head.data.format !== ARCHIVE_FORMAT) {
    throw new ArchiveError('manifest.json does not describe a Verdant site archive', 'invalid-archive');
  }
  if (head.data.formatVersion !== ARCHIVE_FORMAT_VERSION) {
    throw new ArchiveError(
      `The archive has format version ${JSON.stringify(head.data.formatVersion)}; this version of Verdant reads version ${ARCHIVE_FORMAT_VERSION}. ` +
        'Import it with the Verdant version that wrote it (or a newer one).',
      'invalid-archive',
    );
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ArchiveError(
      `manifest.json is damaged: ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'invalid'}`,
      'invalid-archive',
    );
  }
  const manifest = parsed.data;
  const unknownMigrations = manifest.source.migrations.filter((name) => !Object.hasOwn(MIGRATIONS, name));
  if (unknownMigrations.length > 0) {
    throw new ArchiveError(
      `The archive comes from a newer database schema (${unknownMigrations.join(', ')}); update Verdant here before importing it.`,
      'schema',
    );
  }
  const unknownTables = manifest.tables.filter((table) => !ARCHIVED_TABLES.includes(table.name)).map((table) => table.name);
  if (unknownTables.length > 0)
    throw new ArchiveError(`The archive holds tables this version does not know: ${unknownTables.join(', ')}`, 'schema');
  for (const table of manifest.tables) {
    // Import reads a chunk whole; export cuts them at a few MiB, so a huge one is not ours.
    if (table.chunks.some((chunk) => chunk.size > MAX_CHUNK_BYTES)) {
      throw new ArchiveError(`manifest.json lists an implausibly large chunk of ${table.name}`, 'invalid-archive');
    }
    if (table.chunks.reduce((sum, chunk) => sum + chunk.rows, 0) !== table.rows) {
      throw new ArchiveError(`manifest.json is damaged: the chunks of ${table.name} do not add up to its row count`, 'invalid-archive');
    }
  }
  return manifest;
}

/** Every entry the manifest promises, by name. */
export function manifestEntries(manifest: Manifest): Map<string, ManifestEntry> {
  const entries = new Map<string, ManifestEntry>();
  for (const table of manifest.tables) for (const chunk of table.chunks) entries.set(chunk.name, chunk);
  for (const file of manifest.files) entries.set(fileEntryName(file.key), file);
  return entries;
}
