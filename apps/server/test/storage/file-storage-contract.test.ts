import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '../../src/storage/file-storage.js';
import { createLocalFileStorage } from '../../src/storage/local-file-storage.js';
import { createS3Client } from '../../src/storage/s3-client.js';
import { createS3FileStorage } from '../../src/storage/s3-file-storage.js';
import { startLocalS3 } from '../helpers/s3-server.js';

interface Subject {
  storage: FileStorage;
  close(): Promise<void>;
}

const implementations: [string, () => Promise<Subject>][] = [
  [
    'the local folder',
    async () => {
      const root = await mkdtemp(path.join(tmpdir(), 'crowdspark-storage-'));
      return { storage: createLocalFileStorage(root), close: () => rm(root, { recursive: true, force: true }) };
    },
  ],
  [
    'an S3 bucket (s3rver)',
    async () => {
      const s3 = await startLocalS3();
      const client = createS3Client(s3.config);
      return {
        storage: createS3FileStorage(client, s3.config.bucket),
        close: async () => {
          client.destroy();
          await s3.close();
        },
      };
    },
  ],
];

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe.each(implementations)('FileStorage contract: %s', (_name, make) => {
  let subject: Subject;
  beforeAll(async () => {
    subject = await make();
  });
  afterAll(async () => {
    await subject.close();
  });
  const storage = () => subject.storage;

  it('stores bytes under a key and gives them back, with their type and size, at the public URL path', async () => {
    const data = Buffer.from([0x52, 0x49, 0x46, 0x46, 0, 1, 2, 3, 255, 254]);
    const url = await storage().put('avatars/u1-0123456789abcdef.webp', data, 'image/webp');
    expect(url).toBe('/uploads/avatars/u1-0123456789abcdef.webp');
    const file = await storage().open(url);
    expect(file).not.toBeNull();
    expect(file?.contentType).toBe('image/webp');
    expect(file?.size).toBe(data.length);
    expect(await bytesOf(file!.body)).toEqual(data);
  });

  it('removes by URL; removing again, or a path that is not ours, changes nothing and does not throw', async () => {
    const kept = await storage().put('campaigns/keep-1.webp', Buffer.from('kept'), 'image/webp');
    const gone = await storage().put('campaigns/gone-1.webp', Buffer.from('gone'), 'image/webp');
    await storage().removeByUrl(gone);
    expect(await storage().open(gone)).toBeNull();
    await storage().removeByUrl(gone);
    for (const foreign of ['/elsewhere/keep-1.webp', '/uploads/../campaigns/keep-1.webp', '/uploads/campaigns/x/keep-1.webp'])
      await storage().removeByUrl(foreign);
    const file = await storage().open(kept);
    expect(await bytesOf(file!.body)).toEqual(Buffer.from('kept'));
  });

  it('refuses keys a path could climb out of, and opens nothing outside its keys', async () => {
    for (const key of ['../x.webp', 'campaigns/a/b.webp', 'Campaigns/x.webp', 'campaigns/.hidden', 'x.webp'])
      await expect(storage().put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(/unsafe storage key/);
    expect(await storage().open('/uploads/campaigns/missing.webp')).toBeNull();
    expect(await storage().open('/uploads/../package.json')).toBeNull();
    await expect(storage().listOlderThan('../campaigns', new Date())).rejects.toThrow(/unsafe storage folder/);
  });

  it('lists the files of one folder written before a time, for the orphan sweep', async () => {
    const started = new Date(Date.now() - 60_000);
    const urls = await Promise.all(
      ['a', 'b'].map((name) => storage().put(`gallery/${name}-1.webp`, Buffer.from(name), 'image/webp')),
    );
    await storage().put('other/c-1.webp', Buffer.from('c'), 'image/webp');
    const later = new Date(Date.now() + 60_000);
    expect((await storage().listOlderThan('gallery', later)).sort()).toEqual(urls.sort());
    expect(await storage().listOlderThan('gallery', started)).toEqual([]);
    expect(await storage().listOlderThan('nothing', later)).toEqual([]);
  });
});
