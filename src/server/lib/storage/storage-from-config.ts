import path from 'node:path';
import type { Config } from '../../config.ts';
import type { FileStorage } from './file-storage.ts';
import { createLocalFileStorage } from './local-file-storage.ts';
import { createS3FileStorage } from './s3-file-storage.ts';

/** The store MEDIA_STORAGE names: DATA_DIR/files on this machine's disk, or an S3-compatible bucket. */
export function storageFromConfig(config: Pick<Config, 'dataDir' | 'mediaStorage'>): FileStorage {
  const choice = config.mediaStorage;
  if (choice.kind === 's3') return createS3FileStorage(choice);
  return createLocalFileStorage(path.join(config.dataDir, 'files'));
}
