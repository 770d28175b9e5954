import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import { IMMUTABLE_CACHE_CONTROL, UPLOADS_URL_PREFIX, isSafeFolder, isSafeKey, keyOfUploadUrl } from './file-storage.js';
import type { FileStorage } from './file-storage.js';

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

/**
 * FileStorage in an S3-compatible bucket (STORAGE_URL, decision 0053): the same keys and public
 * URL paths as the local folder, so stored URLs, the rich-text allow-list and the sweep are alike;
 * the server streams GET /uploads/<key> from the bucket.
 */
export function createS3FileStorage(client: S3Client, bucket: string): FileStorage {
  return {
    async put(key, data, contentType) {
      if (!isSafeKey(key)) throw new Error(`unsafe storage key ${key}`);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: data,
          ContentType: contentType,
          // For anything that serves the bucket directly (a CDN in front of it): names are never reused.
          CacheControl: IMMUTABLE_CACHE_CONTROL,
        }),
      );
      return `${UPLOADS_URL_PREFIX}${key}`;
    },
    async removeByUrl(url) {
      const key = keyOfUploadUrl(url);
      if (key !== null) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async listOlderThan(folder, before) {
      if (!isSafeFolder(folder)) throw new Error(`unsafe storage folder ${folder}`);
      const urls: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: `${folder}/`, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          const url = `${UPLOADS_URL_PREFIX}${object.Key ?? ''}`;
          if (keyOfUploadUrl(url) !== null && object.LastModified && object.LastModified < before) urls.push(url);
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return urls;
    },
    async open(url) {
      const key = keyOfUploadUrl(url);
      if (key === null) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!object.Body) return null;
        return {
          body: object.Body as Readable,
          contentType: object.ContentType ?? 'application/octet-stream',
          size: object.ContentLength ?? null,
          etag: object.ETag ?? null,
          lastModified: object.LastModified ?? null,
        };
      } catch (error) {
        if (statusOf(error) === 404) return null;
        throw error;
      }
    },
  };
}
