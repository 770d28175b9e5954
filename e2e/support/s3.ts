// The S3-compatible store the pair of app instances keeps uploads in, in the two-instance browser
// tests (PostgreSQL runs only; playwright.config.ts starts it with tsx before the pair). Files live
// in a temp folder removed when Playwright stops it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { S3_BUCKET, S3_PORT } from './ports.js';

const directory = await mkdtemp(path.join(tmpdir(), 'crowdspark-e2e-s3-'));
const s3 = new S3rver({
  address: '127.0.0.1',
  port: S3_PORT,
  directory,
  silent: true,
  // s3rver checks v4 signatures only in part; these tests are about the instances, not the signing.
  allowMismatchedSignatures: true,
  configureBuckets: [{ name: S3_BUCKET, configs: [] }],
});
await s3.run();

async function stop(): Promise<void> {
  await s3.close().catch(() => undefined);
  await rm(directory, { recursive: true, force: true });
  process.exit(0);
}
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
