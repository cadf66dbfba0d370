import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../config.ts';
import type { FileStorage, StoredObject } from '../lib/storage/file-storage.ts';
import { createLocalFileStorage } from '../lib/storage/local-file-storage.ts';
import { createS3FileStorage } from '../lib/storage/s3-file-storage.ts';

// `npm run media:copy -- --to s3` copies the media library of this machine's disk
// (DATA_DIR/files: originals and profile images) into the bucket the S3_* variables name;
// `--to local` copies the bucket back. Resumable: an object already at the destination with the
// same size is skipped, and every write is atomic (a half-copied file is never left to be
// mistaken for a finished one), so an interrupted run is simply started again.

/** Rendered copies are a cache: rebuilt on demand, never copied. */
const SKIPPED_PREFIXES = ['renditions/'];

export interface CopyReport {
  total: number;
  copied: number;
  skipped: number;
  failed: { key: string; error: string }[];
  bytesCopied: number;
}

export interface CopyOptions {
  from: FileStorage;
  to: FileStorage;
  /** Parallel copies (default 4). */
  concurrency?: number;
  /** One line per object and a summary; default: nothing. */
  log?: (line: string) => void;
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(bytes / 1024 / 1024 / 1024).toFixed(2)} GB`;
}

async function sizeAt(storage: FileStorage, key: string): Promise<number | null> {
  return (await storage.exists(key)) ? storage.size(key) : null;
}

/** Copies every object of `from` that `to` lacks (or holds at another size), streaming each. */
export async function copyMedia(options: CopyOptions): Promise<CopyReport> {
  const log = options.log ?? (() => undefined);
  const objects: StoredObject[] = [];
  for await (const object of options.from.list('')) {
    if (!SKIPPED_PREFIXES.some((prefix) => object.key.startsWith(prefix))) objects.push(object);
  }
  objects.sort((a, b) => a.key.localeCompare(b.key));
  const totalBytes = objects.reduce((sum, object) => sum + object.size, 0);
  log(`${objects.length} files, ${formatBytes(totalBytes)}`);
  const report: CopyReport = { total: objects.length, copied: 0, skipped: 0, failed: [], bytesCopied: 0 };
  const width = String(objects.length).length;
  let done = 0;
  let next = 0;

  const copyOne = async (object: StoredObject): Promise<string> => {
    if ((await sizeAt(options.to, object.key)) === object.size) {
      report.skipped += 1;
      return 'already there';
    }
    const { size } = await options.to.write(object.key, await options.from.read(object.key));
    if (size !== object.size) throw new Error(`copied ${size} bytes of ${object.size}`);
    report.copied += 1;
    report.bytesCopied += size;
    return `copied (${formatBytes(size)})`;
  };

  const worker = async () => {
    while (next < objects.length) {
      const object = objects[next++]!;
      let outcome: string;
      try {
        outcome = await copyOne(object);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        report.failed.push({ key: object.key, error: message });
        outcome = `FAILED: ${message}`;
      }
      done += 1;
      log(`[${String(done).padStart(width)}/${objects.length}] ${object.key} ${outcome}`);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 4) }, worker));
  log(
    `${report.copied} copied (${formatBytes(report.bytesCopied)}), ${report.skipped} already there, ${report.failed.length} failed` +
      (report.failed.length > 0 ? ': run the command again to retry them' : ''),
  );
  return report;
}

const USAGE = `Usage: npm run media:copy -- --to s3|local [--concurrency N]

  --to s3      copy DATA_DIR/files (media and profile images) into the bucket of S3_BUCKET
  --to local   copy the bucket back into DATA_DIR/files

Reads DATA_DIR and the S3_* variables like the server does (MEDIA_STORAGE is not needed).
Objects already at the destination with the same size are skipped: an interrupted copy
resumes when the command is run again.`;

export function parseArguments(argv: string[]): { to: 's3' | 'local'; concurrency: number } {
  let to: string | undefined;
  let concurrency = 4;
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index];
    const [name, inline] = argument!.split('=', 2);
    const value = () => inline ?? argv[++index];
    if (name === '--to') to = value();
    else if (name === '--concurrency') concurrency = Number(value());
    else throw new Error(`Unknown argument ${argument}\n\n${USAGE}`);
  }
  if (to !== 's3' && to !== 'local') throw new Error(`--to s3 or --to local is required\n\n${USAGE}`);
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 64) throw new Error('--concurrency must be 1 to 64');
  return { to, concurrency };
}

export async function main(argv: string[], env: NodeJS.ProcessEnv, log: (line: string) => void): Promise<number> {
  const { to, concurrency } = parseArguments(argv);
  // Both stores at once: the S3 settings are read whatever MEDIA_STORAGE says.
  const config = loadConfig({ ...env, MEDIA_STORAGE: 's3' });
  if (config.mediaStorage.kind !== 's3') throw new Error('unreachable');
  const localRoot = path.join(config.dataDir, 'files');
  const local = createLocalFileStorage(localRoot);
  const bucket = createS3FileStorage(config.mediaStorage);
  try {
    await bucket.check!();
  } catch (error) {
    throw new Error(`The bucket ${config.mediaStorage.bucket} cannot be reached: ${(error as Error).message}`, { cause: error });
  }
  const where = `s3://${config.mediaStorage.bucket}/${config.mediaStorage.prefix}`;
  log(to === 's3' ? `Copying ${localRoot} to ${where}` : `Copying ${where} to ${localRoot}`);
  try {
    const report = await copyMedia(
      to === 's3' ? { from: local, to: bucket, concurrency, log } : { from: bucket, to: local, concurrency, log },
    );
    return report.failed.length > 0 ? 1 : 0;
  } finally {
    bucket.client.destroy();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2), process.env, (line) => console.log(line)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 2;
    },
  );
}
