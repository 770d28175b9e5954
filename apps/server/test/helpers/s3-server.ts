import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StorageConfig } from '../../src/storage/storage-url.js';

export interface LocalS3 {
  /** STORAGE_URL for the app under test. */
  readonly storageUrl: string;
  readonly config: S3StorageConfig;
  readonly directory: string;
  close(): Promise<void>;
}

/**
 * An S3-compatible server on this machine (s3rver, files in a temp folder, a random port) with one
 * empty bucket, and the AWS credentials it takes in the environment, where the SDK looks for them.
 * Call in beforeAll; `close` in afterAll restores the environment.
 */
export async function startLocalS3(bucket = 'crowdspark-test'): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'crowdspark-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    // s3rver checks v4 signatures only in part; what is tested here is the storage, not the signing.
    allowMismatchedSignatures: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const previous = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    storageUrl: `s3://${bucket}?endpoint=${endpoint}&region=us-east-1&forcePathStyle=true`,
    config: { bucket, region: 'us-east-1', endpoint, forcePathStyle: true },
    directory,
    async close() {
      restore('AWS_ACCESS_KEY_ID', previous.id);
      restore('AWS_SECRET_ACCESS_KEY', previous.secret);
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

function restore(name: string, value: string | undefined): void {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}
