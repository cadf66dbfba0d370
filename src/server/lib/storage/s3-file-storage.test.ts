import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ListMultipartUploadsCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { startTestS3Server, type TestS3Server } from '../../test-support/s3-server.ts';
import type { FileStorage } from './file-storage.ts';
import { createS3FileStorage } from './s3-file-storage.ts';
import { storageFromConfig } from './storage-from-config.ts';

let s3: TestS3Server;
let storage: FileStorage;
let env: Record<string, string>;
let staging: string;
beforeAll(async () => {
  s3 = await startTestS3Server();
  env = await s3.bucket('unit-media', 'cms/site-a');
  storage = storageFromConfig(loadConfig(env));
  staging = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-s3-staging-'));
});
afterAll(async () => {
  await s3?.close();
  fs.rmSync(staging, { recursive: true, force: true });
});

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

async function bucketKeys(): Promise<string[]> {
  const page = await s3.client.send(new ListObjectsV2Command({ Bucket: 'unit-media' }));
  return (page.Contents ?? []).map((object) => object.Key!).sort();
}

async function collect(iterable: AsyncIterable<{ key: string; size: number }>) {
  const found: { key: string; size: number }[] = [];
  for await (const object of iterable) found.push(object);
  return found.sort((a, b) => a.key.localeCompare(b.key));
}

describe('createS3FileStorage against s3rver', () => {
  it('writes, reads, sizes and removes an object under the prefix', async () => {
    const key = 'profile-images/1-abc.png';
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.write(key, Buffer.from('hello world'))).toEqual({ size: 11 });
    expect(await storage.exists(key)).toBe(true);
    expect(await storage.size(key)).toBe(11);
    expect((await readAll(await storage.read(key))).toString()).toBe('hello world');
    const opened = await storage.open(key);
    expect(opened.size).toBe(11);
    expect((await readAll(opened.body)).toString()).toBe('hello world');
    expect(await bucketKeys()).toContain('cms/site-a/profile-images/1-abc.png');
    await storage.remove(key);
    expect(await storage.exists(key)).toBe(false);
    // Removing twice is fine.
    await storage.remove(key);
  });

  it('a missing key fails to read and size like a missing local file (ENOENT)', async () => {
    await expect(storage.read('nothing/here.png')).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(storage.open('nothing/here.png')).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(storage.size('nothing/here.png')).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('streams a multi-megabyte file up in parts and reads back every byte', async () => {
    const size = 19 * 1024 * 1024 + 123;
    const whole = Buffer.alloc(size);
    for (let index = 0; index < size; index += 4096) whole[index] = index % 251;
    const pieces = function* () {
      for (let offset = 0; offset < size; offset += 64 * 1024) yield whole.subarray(offset, offset + 64 * 1024);
    };
    expect(await storage.write('media/big/file.bin', Readable.from(pieces()))).toEqual({ size });
    expect(await storage.size('media/big/file.bin')).toBe(size);
    const back = await readAll(await storage.read('media/big/file.bin'));
    expect(createHash('sha256').update(back).digest('hex')).toBe(createHash('sha256').update(whole).digest('hex'));
    await storage.remove('media/big/file.bin');
  });

  it('a failed stream leaves no object and no unfinished multipart upload', async () => {
    let sent = 0;
    const failing = new Readable({
      read() {
        if (sent >= 12) {
          this.destroy(new Error('connection lost'));
          return;
        }
        sent += 1;
        this.push(Buffer.alloc(1024 * 1024, 7));
      },
    });
    await expect(storage.write('docs/broken.bin', failing)).rejects.toThrow();
    expect(await storage.exists('docs/broken.bin')).toBe(false);
    const uploads = await s3.client.send(new ListMultipartUploadsCommand({ Bucket: 'unit-media' })).catch(() => ({ Uploads: [] }));
    expect(uploads.Uploads ?? []).toEqual([]);
  });

  it('importFile streams a staged file up, then removes the staged file', async () => {
    const staged = path.join(staging, 'upload.part');
    fs.writeFileSync(staged, Buffer.alloc(6 * 1024 * 1024 + 5, 3));
    await storage.importFile('media/ab/abcdef', staged);
    expect(fs.existsSync(staged)).toBe(false);
    expect(await storage.size('media/ab/abcdef')).toBe(6 * 1024 * 1024 + 5);
  });

  it('lists by prefix and removes a folder with everything in it', async () => {
    await storage.write('renditions/ab/abc/one.webp', Buffer.from('1'));
    await storage.write('renditions/ab/abc/two.webp', Buffer.from('22'));
    await storage.write('renditions/ab/abcd/other.webp', Buffer.from('333'));
    expect(await collect(storage.list('renditions/ab/abc/'))).toEqual([
      { key: 'renditions/ab/abc/one.webp', size: 1 },
      { key: 'renditions/ab/abc/two.webp', size: 2 },
    ]);
    await storage.removeAll('renditions/ab/abc');
    expect(await collect(storage.list('renditions/'))).toEqual([{ key: 'renditions/ab/abcd/other.webp', size: 3 }]);
  });

  it.each(['../escape.txt', '/abs.txt', 'a\\b.txt', 'a\u0000b.txt', 'a//b'])('refuses the key %j', async (key) => {
    await expect(storage.write(key, Buffer.from('x'))).rejects.toThrow(/Invalid storage key/);
    await expect(storage.read(key)).rejects.toThrow(/Invalid storage key/);
    await expect(storage.remove(key)).rejects.toThrow(/Invalid storage key/);
  });

  it('check() answers for an existing bucket and fails for a missing one', async () => {
    await expect(storage.check!()).resolves.toBeUndefined();
    const settings = loadConfig(env).mediaStorage;
    if (settings.kind !== 's3') throw new Error('expected S3 settings');
    const missing = createS3FileStorage({ ...settings, bucket: 'no-such-bucket' });
    await expect(missing.check!()).rejects.toThrow();
  });
});

describe('MEDIA_STORAGE configuration', () => {
  it('defaults to the local disk', () => {
    expect(loadConfig({}).mediaStorage).toEqual({ kind: 'local' });
  });

  it('reads the S3 settings, path-style by default with an endpoint', () => {
    expect(
      loadConfig({ MEDIA_STORAGE: 's3', S3_BUCKET: 'media', S3_ENDPOINT: 'http://minio:9000/', S3_PREFIX: '/cms/' }).mediaStorage,
    ).toEqual({
      kind: 's3',
      endpoint: 'http://minio:9000',
      bucket: 'media',
      region: 'us-east-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: true,
      prefix: 'cms',
    });
    expect(loadConfig({ MEDIA_STORAGE: 's3', S3_BUCKET: 'media', S3_REGION: 'eu-west-1' }).mediaStorage).toMatchObject({
      endpoint: undefined,
      region: 'eu-west-1',
      forcePathStyle: false,
    });
  });

  it.each([
    [{ MEDIA_STORAGE: 's3' }, /MEDIA_STORAGE=s3 needs S3_BUCKET/],
    [{ MEDIA_STORAGE: 's3', S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key' }, /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/],
    [{ S3_BUCKET: 'media' }, /S3_BUCKET set but MEDIA_STORAGE is local/],
    [{ MEDIA_STORAGE: 'ftp' }, /MEDIA_STORAGE/],
    [{ MEDIA_STORAGE: 's3', S3_BUCKET: 'media', S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT must be an http/],
    [{ MEDIA_STORAGE: 's3', S3_BUCKET: 'Media_Bucket' }, /S3_BUCKET must be a bucket name/],
    [{ MEDIA_STORAGE: 's3', S3_BUCKET: 'media', S3_FORCE_PATH_STYLE: 'yes' }, /S3_FORCE_PATH_STYLE/],
    [{ MEDIA_STORAGE: 's3', S3_BUCKET: 'media', S3_PREFIX: '../up' }, /S3_PREFIX must be a folder path/],
  ])('refuses %j', (values, message) => {
    expect(() => loadConfig(values)).toThrow(message);
  });
});
