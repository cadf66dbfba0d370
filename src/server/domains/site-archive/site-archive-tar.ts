import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar, { type Extract } from 'tar-stream';
import { ArchiveError } from './site-archive-errors.ts';

/** A pass-through that hashes and counts what flows by: checksums without holding a file in memory. */
export function hashingStream(): { stream: Transform; digest(): { sha256: string; size: number } } {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      size += chunk.length;
      callback(null, chunk);
    },
  });
  return { stream, digest: () => ({ sha256: hash.digest('hex'), size }) };
}

export const sha256Of = (buffer: Buffer) => createHash('sha256').update(buffer).digest('hex');

export interface ArchiveWriter {
  addBuffer(name: string, content: Buffer): Promise<void>;
  /** Streams one entry of a known size; resolves with the checksum of the bytes written. */
  addStream(name: string, size: number, body: Readable): Promise<{ sha256: string; size: number }>;
  finish(): Promise<void>;
  abort(): Promise<void>;
}

/** A gzip-compressed tar written entry by entry; the file is created new (never overwritten). */
export function openArchiveWriter(file: string, mtime: Date): ArchiveWriter {
  const pack = tar.pack();
  const done = pipeline(pack, createGzip(), fs.createWriteStream(file, { flags: 'wx' }));
  let failure: unknown;
  done.catch((error: unknown) => {
    failure = error;
  });
  const check = () => {
    if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  };
  return {
    addBuffer(name, content) {
      check();
      return new Promise((resolve, reject) => {
        pack.entry({ name, size: content.length, mtime, mode: 0o644 }, content, (error) => (error ? reject(error) : resolve()));
      });
    },
    async addStream(name, size, body) {
      check();
      const sink = pack.entry({ name, size, mtime, mode: 0o644 });
      const hashing = hashingStream();
      await pipeline(body, hashing.stream, sink);
      return hashing.digest();
    },
    async finish() {
      pack.finalize();
      await done;
    },
    async abort() {
      pack.destroy();
      await done.catch(() => undefined);
    },
  };
}

export interface ArchiveEntry {
  name: string;
  size: number;
  /** The entry's bytes; what the reader of an entry leaves unread is skipped. */
  body: Readable;
}

async function isGzip(file: string): Promise<boolean> {
  const handle = await fsp.open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(2), 0, 2, 0);
    return bytesRead === 2 && buffer[0] === 0x1f && buffer[1] === 0x8b;
  } finally {
    await handle.close();
  }
}

/** The entries of a tar (gzip-compressed or not), in archive order, streamed. */
export async function* readArchive(file: string): AsyncGenerator<ArchiveEntry> {
  let gzip: boolean;
  try {
    gzip = await isGzip(file);
  } catch (error) {
    throw new ArchiveError(`Cannot read ${file}: ${(error as Error).message}`, 'invalid-archive');
  }
  const extract = tar.extract();
  const source = fs.createReadStream(file);
  const piping = gzip ? pipeline(source, createGunzip(), extract) : pipeline(source, extract);
  let failure: unknown;
  piping.catch((error: unknown) => {
    failure = error;
    extract.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  const unreadable = (error: unknown) =>
    new ArchiveError(
      `${file} is not a readable Verdant site archive (${(failure as Error | undefined)?.message ?? (error as Error).message})`,
      'invalid-archive',
    );
  type Source = Extract extends AsyncIterable<infer S> ? S : never;
  let iterator: AsyncIterator<Source>;
  try {
    iterator = extract[Symbol.asyncIterator]();
  } catch (error) {
    throw unreadable(error);
  }
  try {
    for (;;) {
      let next: IteratorResult<Source>;
      try {
        next = await iterator.next();
      } catch (error) {
        throw unreadable(error);
      }
      if (next.done) break;
      const entry = next.value;
      if (entry.header.type !== 'file') {
        entry.resume();
        continue;
      }
      // streamx streams are Node-compatible readables; the cast gives them Node's type.
      yield { name: entry.header.name, size: entry.header.size, body: entry as unknown as Readable };
      entry.resume();
    }
    await piping.catch((error: unknown) => {
      throw unreadable(error);
    });
  } finally {
    source.destroy();
    if (!extract.destroyed) extract.destroy();
  }
}

/** An entry's whole content: only for manifests and table chunks, which are bounded in size. */
export async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
