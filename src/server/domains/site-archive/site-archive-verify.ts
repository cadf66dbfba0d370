import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { validateStorageKey } from '../../lib/storage/local-file-storage.ts';
import { ArchiveError } from './site-archive-errors.ts';
import { MANIFEST_NAME, manifestEntries, parseManifest, type Manifest } from './site-archive-manifest.ts';
import { hashingStream, readAll, readArchive } from './site-archive-tar.ts';

/** A manifest is small; a huge one is not ours (and is not read into memory). */
const MANIFEST_MAX_BYTES = 64 * 1024 * 1024;

const discard = () =>
  new Writable({
    write(_chunk, _encoding, callback) {
      callback();
    },
  });

/**
 * Reads the whole archive once without writing anything: the manifest must be valid, and every
 * entry must be the one the manifest lists, with its size and SHA-256. Import runs this before it
 * touches the database or the storage, so a damaged or foreign file changes nothing.
 */
export async function verifyArchive(file: string, onEntry: (checked: number) => void = () => undefined): Promise<Manifest> {
  const seen = new Map<string, { sha256: string; size: number }>();
  let manifestText: string | undefined;
  try {
    for await (const entry of readArchive(file)) {
      if (entry.name === MANIFEST_NAME) {
        if (entry.size > MANIFEST_MAX_BYTES) throw new ArchiveError('manifest.json is implausibly large', 'invalid-archive');
        manifestText = (await readAll(entry.body)).toString('utf8');
        continue;
      }
      if (seen.has(entry.name)) throw new ArchiveError(`The archive holds ${entry.name} twice`, 'invalid-archive');
      const hashing = hashingStream();
      await pipeline(entry.body, hashing.stream, discard());
      seen.set(entry.name, hashing.digest());
      onEntry(seen.size);
    }
  } catch (error) {
    if (error instanceof ArchiveError) throw error;
    throw new ArchiveError(`${file} is damaged (${(error as Error).message}); nothing was imported`, 'invalid-archive');
  }
  if (manifestText === undefined) {
    throw new ArchiveError(`${file} has no manifest.json: it is not a Verdant site archive, or it was cut short`, 'invalid-archive');
  }
  const manifest = parseManifest(manifestText);
  const expected = manifestEntries(manifest);
  for (const [name, promised] of expected) {
    const found = seen.get(name);
    if (!found) throw new ArchiveError(`The archive lacks ${name}, which its manifest lists`, 'invalid-archive');
    if (found.size !== promised.size || found.sha256 !== promised.sha256) {
      throw new ArchiveError(`${name} does not match its checksum in the manifest: the archive is damaged`, 'invalid-archive');
    }
  }
  const extra = [...seen.keys()].filter((name) => !expected.has(name));
  if (extra.length > 0)
    throw new ArchiveError(`The archive holds entries its manifest does not list: ${extra.slice(0, 5).join(', ')}`, 'invalid-archive');
  for (const stored of manifest.files) {
    try {
      validateStorageKey(stored.key);
    } catch {
      throw new ArchiveError(`The archive names a file with an unsafe storage key: ${JSON.stringify(stored.key)}`, 'invalid-archive');
    }
  }
  return manifest;
}
