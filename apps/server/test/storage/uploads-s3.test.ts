import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.js';
import { sweepUploads } from '../../src/modules/campaigns/media/upload-sweep.js';
import { createS3Client } from '../../src/storage/s3-client.js';
import { ORIGIN } from '../helpers/auth.js';
import { freshClientIp } from '../helpers/client-ip.js';
import { startLocalS3 } from '../helpers/s3-server.js';
import type { LocalS3 } from '../helpers/s3-server.js';
import { buildTestApp } from '../helpers/test-app.js';
import { useTestApp } from '../helpers/use-test-app.js';
import { person } from '../factories/campaign-setup.js';
import type { DetailBody, Person } from '../factories/campaign-setup.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

interface ImageBody {
  image: { id: string; url: string; variants: Record<string, string> };
}

function multipart(data: Buffer, contentType = 'image/png') {
  const boundary = `----crowdspark${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A photo-like PNG (noise compresses badly, so a few hundred pixels make a resumable-sized file). */
function noisePng(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('uploads in an S3 bucket (STORAGE_URL at a local s3rver), on two instances', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'crowdspark-s3-uploads-'));
  let s3: LocalS3;
  let bucket: S3Client;
  beforeAll(async () => {
    s3 = await startLocalS3();
    bucket = createS3Client(s3.config);
  });
  const env = () => ({ STORAGE_URL: s3.storageUrl, DATA_DIR: dataDir });
  const context = useTestApp(env);
  /** A second server on the same database and bucket, as behind a load balancer. */
  let other: App;
  let owner: Person;
  beforeAll(async () => {
    other = await buildTestApp({ db: context.database.db, env: env() });
    owner = await person(context);
  });
  afterAll(async () => {
    await other?.close();
    bucket?.destroy();
    await s3?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const stored = async (url: string) =>
    bytesOf(
      (await bucket.send(new GetObjectCommand({ Bucket: s3.config.bucket, Key: url.slice('/uploads/'.length) })))
        .Body as Readable,
    );
  const keys = async (prefix: string) =>
    ((await bucket.send(new ListObjectsV2Command({ Bucket: s3.config.bucket, Prefix: prefix }))).Contents ?? []).map(
      (o) => o.Key,
    );

  it('stores an avatar in the bucket; any instance serves the same bytes from /uploads/ with an immutable cache', async () => {
    const png = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#3d405b' } })
      .png()
      .toBuffer();
    const { payload, contentType } = multipart(png);
    const res = await context.app.inject({
      method: 'POST',
      url: '/api/me/avatar',
      headers: { 'content-type': contentType, cookie: owner.client.cookie, origin: ORIGIN },
      payload,
      remoteAddress: freshClientIp(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json<{ photoURL: string }>().photoURL;
    expect(url).toMatch(new RegExp(`^/uploads/avatars/${owner.userId}-[0-9a-f]{16}\\.webp$`));
    const inBucket = await stored(url);
    expect((await sharp(inBucket).metadata()).width).toBe(512);
    for (const app of [context.app, other]) {
      const served = await app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toBe(IMMUTABLE);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.rawPayload).toEqual(inBucket);
    }
    const head = await other.inject({ method: 'HEAD', url });
    expect([head.statusCode, head.headers['content-length'], head.body]).toEqual([200, String(inBucket.length), '']);
    // Nothing lands on this machine's disk.
    expect(existsSync(path.join(dataDir, 'uploads'))).toBe(false);
  });

  it('answers 404 for a file that is not in the bucket and for paths that are not storage keys', async () => {
    for (const url of ['/uploads/avatars/nobody-0000000000000000.webp', '/uploads/tus-uploads/x.info', '/uploads/a/b/c.webp'])
      expect((await context.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
  });

  it('never serves a private folder (statements) from /uploads/, though the file is in the bucket', async () => {
    const url = await context.app.fileStorage.put('statements/someone-1.pdf', Buffer.from('%PDF-1.7'), 'application/pdf');
    expect((await stored(url)).toString()).toBe('%PDF-1.7');
    expect((await other.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await other.inject({ method: 'GET', url: url.replace('statements', 'St%61tements') })).statusCode).toBe(404);
    expect((await context.app.fileStorage.open(url))?.contentType).toBe('application/pdf');
  });

  it('stores every variant of a campaign image; replacing the cover deletes the old objects', async () => {
    const campaignId = (await owner.client.request('POST', '/api/campaigns', { title: 'Bucket pictures' })).json<DetailBody>().id;
    const upload = async () => {
      const { payload, contentType } = multipart(await noisePng(1000, 40));
      const res = await context.app.inject({
        method: 'POST',
        url: `/api/campaigns/${campaignId}/images?role=cover`,
        headers: { 'content-type': contentType, cookie: owner.client.cookie, origin: ORIGIN },
        payload,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<ImageBody>().image;
    };
    const first = await upload();
    expect(Object.keys(first.variants).sort()).toEqual(['1000', '480', '960']);
    for (const url of Object.values(first.variants)) {
      const served = await other.inject({ method: 'GET', url });
      expect(served.headers['cache-control']).toBe(IMMUTABLE);
      expect(served.rawPayload).toEqual(await stored(url));
    }
    await upload();
    for (const url of Object.values(first.variants)) expect((await other.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('takes a resumable upload started on one instance and finished on the other, staged in the bucket', async () => {
    const campaignId = (await owner.client.request('POST', '/api/campaigns', { title: 'Resumable' })).json<DetailBody>().id;
    const data = await noisePng(500, 400);
    expect(data.length).toBeGreaterThan(256 * 1024);
    const [first, second] = await Promise.all(
      [context.app, other].map(async (app) => {
        await app.listen({ port: 0, host: '127.0.0.1' });
        return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      }),
    );
    const headers = { origin: ORIGIN, cookie: owner.client.cookie, 'tus-resumable': '1.0.0' };
    const meta = `campaignId ${Buffer.from(campaignId).toString('base64')},role ${Buffer.from('gallery').toString('base64')}`;
    const created = await fetch(`${first}/api/uploads/`, {
      method: 'POST',
      headers: { ...headers, 'upload-length': String(data.length), 'upload-metadata': meta },
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location') ?? '';
    const id = location.split('/').pop() ?? '';
    const patch = (base: string | undefined, offset: number, part: Buffer) =>
      fetch(`${base}${location}`, {
        method: 'PATCH',
        headers: { ...headers, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
        body: part,
      });
    const half = 256 * 1024;
    expect((await patch(first, 0, data.subarray(0, half))).status).toBe(204);
    const head = await fetch(`${second}${location}`, { method: 'HEAD', headers });
    expect(head.headers.get('upload-offset')).toBe(String(half));
    expect(await keys(`tus-uploads/${id}`)).not.toEqual([]);

    const done = await patch(second, half, data.subarray(half));
    expect(done.status).toBe(200);
    const image = ((await done.json()) as ImageBody).image;
    const served = await context.app.inject({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(await stored(image.url));
    // The staged pieces are gone once processed; nothing was staged on disk.
    expect(await keys(`tus-uploads/${id}`)).toEqual([]);
    expect(existsSync(path.join(dataDir, 'tus-uploads'))).toBe(false);
  });

  it('sweeps objects no row references, keeping referenced ones', async () => {
    const orphan = await context.app.fileStorage.put('campaigns/orphan-1.webp', Buffer.from('x'), 'image/webp');
    const referenced = (
      await context.database.db.selectFrom('users').select('photoUrl').where('id', '=', owner.userId).executeTakeFirstOrThrow()
    ).photoUrl as string;
    const report = await sweepUploads(
      context.database.db,
      {
        fileStorage: context.app.fileStorage,
        removeUpload: () => Promise.resolve(),
        removeExpiredUploadFiles: () => Promise.resolve(0),
      },
      // Two hours on: every object is past the grace period.
      new Date(Date.now() + 2 * 60 * 60 * 1000),
    );
    expect(report.orphanFiles).toBeGreaterThanOrEqual(1);
    expect((await context.app.inject({ method: 'GET', url: orphan })).statusCode).toBe(404);
    expect((await context.app.inject({ method: 'GET', url: referenced })).statusCode).toBe(200);
  });
});
