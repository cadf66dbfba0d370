import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  type ListObjectsV2CommandOutput,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { FileStorage, StoredObject } from './file-storage.ts';
import { validateStorageKey } from './local-file-storage.ts';

export interface S3StorageOptions {
  /** e.g. http://127.0.0.1:9000 for MinIO; absent: AWS S3 of the region. */
  endpoint?: string;
  bucket: string;
  region: string;
  /** Both or neither; neither: the SDK's own credential chain (instance role, AWS_* variables). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `http://host/bucket/key` instead of `http://bucket.host/key` (MinIO, s3rver, most self-hosted servers). */
  forcePathStyle: boolean;
  /** Every key is stored under this folder of the bucket (`cms/` → `cms/media/ab/…`); '' for none. */
  prefix: string;
}

/** Multipart parts of 8 MB, two in flight: an upload holds about 16 MB at most, whatever the file's size. */
const PART_SIZE = 8 * 1024 * 1024;
const QUEUE_SIZE = 2;

function isNotFound(error: unknown): boolean {
  const candidate = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return candidate.name === 'NoSuchKey' || candidate.name === 'NotFound' || candidate.$metadata?.httpStatusCode === 404;
}

/** A missing key reads like a missing local file does (ENOENT), so callers treat both stores alike. */
function missing(key: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`No stored object ${JSON.stringify(key)}`), { code: 'ENOENT' });
}

/**
 * Media and profile images in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, …), so
 * every instance of a cluster reads and writes the same files. Writes go through the SDK's
 * multipart `Upload`: a stream is sent in parts as it arrives (never held whole in memory), and
 * an object appears only when the upload completes, so a reader never sees half a file; a
 * failed upload is aborted and leaves no object.
 */
export function createS3FileStorage(options: S3StorageOptions, client = createS3Client(options)): FileStorage & { client: S3Client } {
  const { bucket } = options;
  const prefix = options.prefix ? `${options.prefix.replace(/^\/+|\/+$/g, '')}/` : '';
  const objectKey = (key: string) => `${prefix}${validateStorageKey(key)}`;

  async function upload(key: string, body: Readable | Buffer, contentLength?: number): Promise<void> {
    const task = new Upload({
      client,
      params: { Bucket: bucket, Key: objectKey(key), Body: body, ...(contentLength !== undefined ? { ContentLength: contentLength } : {}) },
      partSize: PART_SIZE,
      queueSize: QUEUE_SIZE,
      leavePartsOnError: false,
    });
    await task.done();
  }

  async function head(key: string): Promise<{ size: number } | null> {
    try {
      const answer = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      return { size: answer.ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async function get(key: string): Promise<{ body: Readable; size: number }> {
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      if (!answer.Body) throw missing(key);
      return { body: answer.Body as Readable, size: answer.ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(error)) throw missing(key);
      throw error;
    }
  }

  async function* list(listPrefix: string): AsyncGenerator<StoredObject> {
    let token: string | undefined;
    do {
      const page: ListObjectsV2CommandOutput = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: `${prefix}${listPrefix}`, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (!object.Key) continue;
        yield { key: object.Key.slice(prefix.length), size: object.Size ?? 0 };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  return {
    client,
    async write(key, content) {
      if (Buffer.isBuffer(content)) {
        await upload(key, content, content.length);
        return { size: content.length };
      }
      let size = 0;
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          callback(null, chunk);
        },
      });
      // A failing source fails the upload (which then aborts), instead of leaving it waiting.
      content.once('error', (error) => counted.destroy(error));
      content.pipe(counted);
      await upload(key, counted);
      return { size };
    },
    async read(key) {
      return (await get(key)).body;
    },
    open: get,
    async exists(key) {
      return (await head(key)) !== null;
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
    async removeAll(folder) {
      validateStorageKey(folder);
      let batch: string[] = [];
      const flush = async () => {
        if (batch.length === 0) return;
        const keys = batch;
        batch = [];
        await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }));
      };
      for await (const object of list(`${folder}/`)) {
        batch.push(`${prefix}${object.key}`);
        if (batch.length >= 1000) await flush();
      }
      await flush();
    },
    async size(key) {
      const found = await head(key);
      if (!found) throw missing(key);
      return found.size;
    },
    list,
    async importFile(key, localPath) {
      const { size } = await fsp.stat(localPath);
      await upload(key, fs.createReadStream(localPath), size);
      await fsp.rm(localPath, { force: true });
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },
  };
}

export function createS3Client(options: S3StorageOptions): S3Client {
  return new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
    // Newer SDKs add CRC checksums to every upload, which several S3-compatible servers refuse.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
