import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStorage, StoredObject } from './file-storage.ts';

const SAFE_SEGMENT = /^[A-Za-z0-9._-]+$/;

/** A storage key, or an error: relative, slash-separated, safe characters only, no dot segments. */
export function validateStorageKey(key: string): string {
  const segments = key.split('/');
  if (
    key.length === 0 ||
    key.length > 1024 ||
    segments.some((segment) => !SAFE_SEGMENT.test(segment) || segment === '.' || segment === '..')
  ) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
  return key;
}

/** Turns a storage key into an absolute path that can only ever be inside the root. */
export function resolveStorageKey(root: string, key: string): string {
  const segments = validateStorageKey(key).split('/');
  const absolute = path.resolve(root, ...segments);
  const relative = path.relative(root, absolute);
  if (relative.startsWith('..') || path.isAbsolute(relative)) throw new Error('Storage key escapes the root');
  return absolute;
}

function closed(stream: fs.WriteStream): Promise<void> {
  if (stream.closed) return Promise.resolve();
  return new Promise((resolve) => stream.once('close', () => resolve()));
}

/** Files below `dir` whose key starts with `prefix`; the store's own `.incoming` folder is not content. */
async function* walk(dir: string, keyPrefix: string, prefix: string): AsyncGenerator<StoredObject> {
  let entries: fs.Dirent[];
  try {
    entries = await fsp.readdir(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (!SAFE_SEGMENT.test(entry.name) || entry.name === '.incoming') continue;
    const key = `${keyPrefix}${entry.name}`;
    if (entry.isDirectory()) {
      // Only folders that can hold a matching key are entered.
      if (prefix.startsWith(`${key}/`) || `${key}/`.startsWith(prefix)) yield* walk(path.join(dir, entry.name), `${key}/`, prefix);
    } else if (entry.isFile() && key.startsWith(prefix)) {
      yield { key, size: (await fsp.stat(path.join(dir, entry.name))).size };
    }
  }
}

export function createLocalFileStorage(root: string): FileStorage {
  const absoluteRoot = path.resolve(root);
  const tempDir = path.join(absoluteRoot, '.incoming');

  return {
    async write(key, content) {
      const target = resolveStorageKey(absoluteRoot, key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      await fsp.mkdir(tempDir, { recursive: true });
      const temp = path.join(tempDir, `${randomUUID()}.part`);
      // Opening before streaming means the file exists (and is closed again) before any clean-up runs;
      // a stream that opens lazily could create the file after a failed pipeline had already removed it.
      const handle = await fsp.open(temp, 'wx');
      const sink = handle.createWriteStream();
      try {
        const source = Buffer.isBuffer(content) ? Readable.from([content]) : content;
        await pipeline(source, sink);
        await fsp.rename(temp, target);
      } catch (error) {
        await closed(sink);
        await fsp.rm(temp, { force: true });
        throw error;
      }
      const stats = await fsp.stat(target);
      return { size: stats.size };
    },
    async read(key) {
      const target = resolveStorageKey(absoluteRoot, key);
      await fsp.access(target);
      return fs.createReadStream(target);
    },
    async open(key) {
      const target = resolveStorageKey(absoluteRoot, key);
      const stats = await fsp.stat(target);
      return { body: fs.createReadStream(target), size: stats.size };
    },
    async exists(key) {
      try {
        await fsp.access(resolveStorageKey(absoluteRoot, key));
        return true;
      } catch {
        return false;
      }
    },
    async remove(key) {
      await fsp.rm(resolveStorageKey(absoluteRoot, key), { force: true });
    },
    async removeAll(prefix) {
      await fsp.rm(resolveStorageKey(absoluteRoot, prefix), { recursive: true, force: true });
    },
    async *list(prefix) {
      yield* walk(absoluteRoot, '', prefix);
    },
    async size(key) {
      return (await fsp.stat(resolveStorageKey(absoluteRoot, key))).size;
    },
    async importFile(key, localPath) {
      const target = resolveStorageKey(absoluteRoot, key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      try {
        await fsp.rename(localPath, target);
      } catch (error) {
        // A staging folder on another file system cannot be renamed across; copy then swap.
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        const temp = path.join(tempDir, `${randomUUID()}.part`);
        await fsp.mkdir(tempDir, { recursive: true });
        await fsp.copyFile(localPath, temp);
        await fsp.rename(temp, target);
        await fsp.rm(localPath, { force: true });
      }
    },
    localPath(key) {
      return resolveStorageKey(absoluteRoot, key);
    },
  };
}
