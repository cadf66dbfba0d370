import type { Readable } from 'node:stream';

/** One stored object, as a listing names it. */
export interface StoredObject {
  key: string;
  size: number;
}

/**
 * Where uploaded bytes live. Keys are relative, slash-separated paths such as
 * `profile-images/12-ab34.png`. Local disk is the default; an S3-compatible store
 * (s3-file-storage.ts) implements the same interface.
 */
export interface FileStorage {
  /** Stores the bytes atomically: a reader sees the whole file or none of it. */
  write(key: string, content: Buffer | Readable): Promise<{ size: number }>;
  read(key: string): Promise<Readable>;
  /** The bytes with their length (for Content-Length); fails like read when the key is missing. */
  open(key: string): Promise<{ body: Readable; size: number }>;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
  /** Removes every object whose key starts with `prefix/` (a folder and everything in it). */
  removeAll(prefix: string): Promise<void>;
  size(key: string): Promise<number>;
  /** Every object whose key starts with `prefix` (all of them for ''), in no promised order. */
  list(prefix: string): AsyncIterable<StoredObject>;
  /** Moves a finished local file (an upload staged on disk) into the store under the key. */
  importFile(key: string, localPath: string): Promise<void>;
  /** A path sharp or a file stream can read directly, when the store is a local disk. */
  localPath?(key: string): string;
  /** Fails when the store cannot be reached (the /readyz probe); absent: `exists` answering is enough. */
  check?(): Promise<void>;
}
