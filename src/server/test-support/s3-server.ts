import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** A real S3-protocol server (s3rver) on 127.0.0.1 with its files in a temporary folder. */
export interface TestS3Server {
  endpoint: string;
  /** A client of this server (path-style, s3rver's fixed credentials). */
  client: S3Client;
  /** Creates a bucket (names need 3+ characters) and returns the MEDIA_STORAGE=s3 environment for it. */
  bucket(name: string, prefix?: string): Promise<Record<string, string>>;
  close(): Promise<void>;
}

const CREDENTIAL = 'S3RVER';

export async function startTestS3Server(): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-s3rver-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: CREDENTIAL, secretAccessKey: CREDENTIAL },
  });
  return {
    endpoint,
    client,
    async bucket(name, prefix) {
      await client.send(new CreateBucketCommand({ Bucket: name }));
      return {
        MEDIA_STORAGE: 's3',
        S3_ENDPOINT: endpoint,
        S3_BUCKET: name,
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: CREDENTIAL,
        S3_SECRET_ACCESS_KEY: CREDENTIAL,
        S3_FORCE_PATH_STYLE: 'true',
        ...(prefix ? { S3_PREFIX: prefix } : {}),
      };
    },
    async close() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
