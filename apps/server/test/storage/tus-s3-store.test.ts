import { Readable } from 'node:stream';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import { ERRORS, Upload } from '@tus/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3StagingStore } from '../../src/modules/campaigns/media/tus-s3-store.js';
import { createS3Client } from '../../src/storage/s3-client.js';
import { startLocalS3 } from '../helpers/s3-server.js';
import type { LocalS3 } from '../helpers/s3-server.js';

const DAY = 24 * 60 * 60 * 1000;

/** A request body that delivers `bytes` and then, if asked, breaks like a dropped connection. */
function body(bytes: Buffer, breaks = false): Readable {
  return Readable.from(
    (function* () {
      yield bytes;
      if (breaks) throw new Error('connection reset');
    })(),
  );
}

describe('resumable uploads staged in the bucket (S3StagingStore against s3rver)', () => {
  let s3: LocalS3;
  let client: S3Client;
  let clock = Date.now();
  let store: S3StagingStore;
  beforeAll(async () => {
    s3 = await startLocalS3();
    client = createS3Client(s3.config);
    store = new S3StagingStore(client, s3.config.bucket, DAY, () => clock);
  });
  afterAll(async () => {
    client.destroy();
    await s3.close();
  });

  const keysOf = async (prefix: string) =>
    ((await client.send(new ListObjectsV2Command({ Bucket: s3.config.bucket, Prefix: prefix }))).Contents ?? []).map(
      (object) => object.Key,
    );
  const created = (id: string, size: number) =>
    store.create(new Upload({ id, size, offset: 0, metadata: { role: 'cover' }, creation_date: new Date(clock).toISOString() }));

  it('keeps each PATCH, reports the offset a second instance resumes from, and reads the whole file back', async () => {
    const file = Buffer.from(Array.from({ length: 3000 }, (_, i) => i % 251));
    await created('upload1', file.length);
    expect((await store.getUpload('upload1')).offset).toBe(0);
    expect(await store.write(body(file.subarray(0, 1000)), 'upload1', 0)).toBe(1000);
    // Another store on the same bucket (another server instance) sees the same upload.
    const otherClient = createS3Client(s3.config);
    const elsewhere = new S3StagingStore(otherClient, s3.config.bucket, DAY);
    const seen = await elsewhere.getUpload('upload1');
    expect([seen.offset, seen.size, seen.metadata]).toEqual([1000, 3000, { role: 'cover' }]);
    expect(await elsewhere.write(body(file.subarray(1000)), 'upload1', 1000)).toBe(3000);
    otherClient.destroy();
    expect(await store.readAll('upload1')).toEqual(file);
  });

  it('keeps the bytes that arrived before a dropped connection, as the file store does', async () => {
    const file = Buffer.alloc(2000, 7);
    await created('upload2', file.length);
    await expect(store.write(body(file.subarray(0, 700), true), 'upload2', 0)).rejects.toMatchObject(ERRORS.FILE_WRITE_ERROR);
    expect((await store.getUpload('upload2')).offset).toBe(700);
  });

  it('stays whole when a retry races its original: the same bytes at the same or an overlapping offset', async () => {
    const file = Buffer.from(Array.from({ length: 1200 }, (_, i) => (i * 7) % 256));
    await created('upload3', file.length);
    await store.write(body(file.subarray(0, 400)), 'upload3', 0);
    // The slow original of the second piece lands after its retry, which had started at an older offset.
    await store.write(body(file.subarray(300, 900)), 'upload3', 300);
    await store.write(body(file.subarray(400, 800)), 'upload3', 400);
    expect((await store.getUpload('upload3')).offset).toBe(900);
    // A piece beyond a gap does not count until the gap is filled.
    await store.write(body(file.subarray(1000)), 'upload3', 1000);
    expect((await store.getUpload('upload3')).offset).toBe(900);
    await store.write(body(file.subarray(900, 1000)), 'upload3', 900);
    expect((await store.getUpload('upload3')).offset).toBe(1200);
    expect(await store.readAll('upload3')).toEqual(file);
  });

  it('removes an upload with all its pieces; an unknown upload is not found', async () => {
    await store.remove('upload1');
    expect(await keysOf('tus-uploads/upload1')).toEqual([]);
    await expect(store.getUpload('upload1')).rejects.toMatchObject(ERRORS.FILE_NOT_FOUND);
    await expect(store.remove('nope')).rejects.toMatchObject(ERRORS.FILE_NOT_FOUND);
  });

  it('deletes unfinished uploads once they expire, never finished or younger ones', async () => {
    await created('finished', 3);
    await store.write(body(Buffer.from('abc')), 'finished', 0);
    clock = Date.now() + DAY + 60_000;
    // A day later: upload2 is unfinished (gone), upload3 and "finished" are complete, "fresh" was just made.
    await created('fresh', 100);
    expect(await store.deleteExpired()).toBe(1);
    expect((await keysOf('tus-uploads/')).filter((key) => key?.endsWith('.info')).sort()).toEqual([
      'tus-uploads/finished.info',
      'tus-uploads/fresh.info',
      'tus-uploads/upload3.info',
    ]);
  });
});
