import type { Readable } from 'node:stream';

/**
 * Where uploaded bytes live. Keys are relative, slash-separated paths such as
 * `profile-images/12-ab34.png`. Local disk is the default; an S3-compatible store
 * implements the same interface.
 */
export interface FileStorage {
  /** Stores the bytes atomically: a reader sees the whole file or none of it. */
  write(key: string, content: Buffer | Readable): Promise<{ size: number }>;
  read(key: string): Promise<Readable>;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
  size(key: string): Promise<number>;
  /** Moves a finished local file (an upload staged on disk) into the store under the key. */
  importFile(key: string, localPath: string): Promise<void>;
  /** A path sharp or a file stream can read directly, when the store is a local disk. */
  localPath?(key: string): string;
}
