import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3StorageConfig } from './storage-url.js';

/**
 * One S3 client for a STORAGE_URL. Credentials come from the SDK's own chain (AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY, a profile, the machine's role). Checksums only where S3 requires them:
 * S3-compatible services differ in which of the SDK's newer default checksums they accept.
 */
export function createS3Client(config: S3StorageConfig): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A bucket that stops answering fails the request (and its upload) instead of holding it forever.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
}

/** Start-up check: a wrong bucket, endpoint or credentials stop the server with the reason, not the first upload. */
export async function assertBucketReachable(client: S3Client, config: S3StorageConfig): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: config.bucket }));
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    const reason =
      status === 404
        ? 'no such bucket'
        : status === 403
          ? 'access denied: check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY'
          : error instanceof Error
            ? error.message || error.name
            : String(error);
    const where = config.endpoint ?? `AWS region ${config.region}`;
    throw new Error(`STORAGE_URL: the bucket "${config.bucket}" at ${where} cannot be used (${reason})`, { cause: error });
  }
}
