import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.ts';
import type { FileStorage } from '../lib/storage/file-storage.ts';
import { createLocalFileStorage } from '../lib/storage/local-file-storage.ts';
import { createS3FileStorage } from '../lib/storage/s3-file-storage.ts';
import { startTestS3Server, type TestS3Server } from '../test-support/s3-server.ts';
import { copyMedia, main, parseArguments } from './media-copy.ts';

let s3: TestS3Server;
let env: Record<string, string>;
let dataDir: string;
let bucket: FileStorage;

/** Every file below a folder with its bytes, for "the copy back is the same" checks. */
function tree(root: string): Record<string, string> {
  if (!fs.existsSync(root)) return {};
  const files: Record<string, string> = {};
  for (const entry of fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(root, entry);
    if (fs.statSync(full).isFile()) files[entry.split(path.sep).join('/')] = fs.readFileSync(full).toString('base64');
  }
  return files;
}

function writeFile(root: string, key: string, content: Buffer | string) {
  fs.mkdirSync(path.dirname(path.join(root, key)), { recursive: true });
  fs.writeFileSync(path.join(root, key), content);
}

beforeAll(async () => {
  s3 = await startTestS3Server();
  env = await s3.bucket('copy-media', 'site');
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-copy-'));
  const files = path.join(dataDir, 'files');
  writeFile(files, 'media/ab/ab01', 'first file');
  writeFile(files, 'media/ab/ab02', Buffer.alloc(7 * 1024 * 1024 + 3, 5));
  writeFile(files, 'media/cd/cd03', 'third');
  writeFile(files, 'profile-images/1-abc.png', 'png bytes');
  // A half-written file of the local store is not part of the library.
  writeFile(files, '.incoming/x.part', 'partial');
  const { MEDIA_STORAGE: _storage, ...s3Settings } = env;
  env = { ...s3Settings, DATA_DIR: dataDir };
  const settings = loadConfig({ ...env, MEDIA_STORAGE: 's3' }).mediaStorage;
  if (settings.kind !== 's3') throw new Error('expected S3 settings');
  bucket = createS3FileStorage(settings);
});
afterAll(async () => {
  await s3?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function bucketKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of bucket.list('')) keys.push(`${object.key}:${object.size}`);
  return keys.sort();
}

describe('media:copy', () => {
  it('parses its arguments', () => {
    expect(parseArguments(['--to', 's3'])).toEqual({ to: 's3', concurrency: 4 });
    expect(parseArguments(['--to=local', '--concurrency', '2'])).toEqual({ to: 'local', concurrency: 2 });
    expect(() => parseArguments([])).toThrow(/--to s3 or --to local/);
    expect(() => parseArguments(['--to', 'ftp'])).toThrow(/--to s3 or --to local/);
    expect(() => parseArguments(['--to', 's3', '--force'])).toThrow(/Unknown argument --force/);
  });

  it('an interrupted copy to the bucket resumes where it stopped, skipping what is there', async () => {
    const local = createLocalFileStorage(path.join(dataDir, 'files'));
    // The connection drops on the third file.
    let writes = 0;
    const flaky: FileStorage = {
      ...bucket,
      write: (key, content) => {
        writes += 1;
        if (writes === 3) return Promise.reject(new Error('connection reset'));
        return bucket.write(key, content);
      },
    };
    const first = await copyMedia({ from: local, to: flaky, concurrency: 1 });
    expect(first).toMatchObject({ total: 4, copied: 3, skipped: 0 });
    expect(first.failed).toEqual([{ key: 'media/cd/cd03', error: 'connection reset' }]);
    expect(await bucketKeys()).toHaveLength(3);

    const lines: string[] = [];
    const exitCode = await main(['--to', 's3'], env, (line) => lines.push(line));
    expect(exitCode).toBe(0);
    // Numbered in the order the (parallel) copies finish.
    expect(lines.filter((line) => /^\[[1-4]\/4\] media\/cd\/cd03 copied \(5 B\)$/.test(line))).toHaveLength(1);
    expect(lines.filter((line) => /^\[[1-4]\/4\] media\/ab\/ab01 already there$/.test(line))).toHaveLength(1);
    expect(lines.at(-1)).toBe('1 copied (5 B), 3 already there, 0 failed');
    expect(await bucketKeys()).toEqual([
      'media/ab/ab01:10',
      `media/ab/ab02:${7 * 1024 * 1024 + 3}`,
      'media/cd/cd03:5',
      'profile-images/1-abc.png:9',
    ]);
  });

  it('an object of another size at the destination is copied again', async () => {
    await bucket.write('media/ab/ab01', Buffer.from('cut'));
    const report = await copyMedia({ from: createLocalFileStorage(path.join(dataDir, 'files')), to: bucket, concurrency: 2 });
    expect(report).toMatchObject({ copied: 1, skipped: 3, failed: [] });
    expect(await bucket.size('media/ab/ab01')).toBe(10);
  });

  it('copies the bucket back into an empty data folder, byte for byte, leaving renditions behind', async () => {
    await bucket.write('renditions/ab/ab01/x.webp', Buffer.from('cache'));
    const restored = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-copy-back-'));
    try {
      const log = vi.fn();
      expect(await main(['--to', 'local'], { ...env, DATA_DIR: restored }, log)).toBe(0);
      const expected = tree(path.join(dataDir, 'files'));
      delete expected['.incoming/x.part'];
      expect(tree(path.join(restored, 'files'))).toEqual(expected);
      expect(log).toHaveBeenLastCalledWith('4 copied (7.0 MB), 0 already there, 0 failed');
    } finally {
      fs.rmSync(restored, { recursive: true, force: true });
    }
  });

  it('runs as `npm run media:copy` (tsx) and fails clearly without a reachable bucket', async () => {
    const run = promisify(execFile);
    const ok = await run('npx', ['tsx', 'src/server/cli/media-copy.ts', '--to', 's3'], {
      env: { ...process.env, ...env },
      cwd: path.resolve(import.meta.dirname, '../../..'),
    });
    expect(ok.stdout).toContain('0 copied (0 B), 4 already there, 0 failed');
    const failed = await run('npx', ['tsx', 'src/server/cli/media-copy.ts', '--to', 's3'], {
      env: { ...process.env, ...env, S3_BUCKET: 'missing-bucket' },
      cwd: path.resolve(import.meta.dirname, '../../..'),
    }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed.code).toBe(2);
    expect(failed.stderr).toContain('The bucket missing-bucket cannot be reached');
  }, 60_000);
});
