import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_SWEEP_KEY } from '../../../src/modules/campaigns/media/upload-sweep.js';
import { ORIGIN, signUp } from '../../helpers/auth.js';
import { freshClientIp } from '../../helpers/client-ip.js';
import { useTestApp } from '../../helpers/use-test-app.js';
import { person } from '../../factories/campaign-setup.js';
import { createLiveCampaign } from '../../factories/campaigns.js';
import type { DetailBody, ErrorBody, Person } from '../../factories/campaign-setup.js';

interface ImageBody {
  image: { id: string; role: string; url: string; variants: Record<string, string> };
}

/** A photo-like image (noise compresses badly, so sizes are realistic). */
async function noiseImage(width: number, height: number, format: 'png' | 'jpeg'): Promise<Buffer> {
  const raw = randomBytes(width * height * 3);
  const image = sharp(raw, { raw: { width, height, channels: 3 } });
  return format === 'png'
    ? image.png().toBuffer()
    : image
        .jpeg({ quality: 90 })
        .withExif({ IFD0: { Copyright: 'Secret Owner' } })
        .toBuffer();
}

function multipart(filename: string, contentType: string, data: Buffer) {
  const boundary = `----crowdspark${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('campaign images: small uploads and resumable (tus) uploads', () => {
  let dataDir: string;
  let owner: Person;
  let campaignId: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'crowdspark-campaign-images-'));
  });
  const context = useTestApp(() => ({ DATA_DIR: dataDir }));

  beforeAll(async () => {
    owner = await person(context);
    campaignId = (await owner.client.request('POST', '/api/campaigns', { title: 'Pictures please' })).json<DetailBody>().id;
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const upload = (who: Person, file: { payload: Buffer; contentType: string }, role = 'gallery', id = campaignId) =>
    context.app.inject({
      method: 'POST',
      url: `/api/campaigns/${id}/images?role=${role}`,
      headers: { cookie: who.client.cookie, origin: ORIGIN, 'content-type': file.contentType },
      payload: file.payload,
    });
  const fileOf = (url: string) => path.join(dataDir, url);

  it('re-encodes a small PNG to WebP at each width below its own, never upscaled', async () => {
    const png = await noiseImage(1000, 40, 'png');
    expect(png.length).toBeLessThan(256 * 1024);
    const res = await upload(owner, multipart('wide.png', 'image/png', png));
    expect(res.statusCode, res.body).toBe(201);
    const { image } = res.json<ImageBody>();
    expect(image.role).toBe('gallery');
    expect(Object.keys(image.variants).sort()).toEqual(['1000', '480', '960']);
    for (const [width, url] of Object.entries(image.variants)) {
      expect(url).toMatch(/^\/uploads\/campaigns\/[A-Za-z0-9_-]+\.webp$/);
      const meta = await sharp(fileOf(url)).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(Number(width));
    }
    const served = await context.app.inject({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('strips metadata from a JPEG, and replaces the cover (deleting the old files)', async () => {
    const jpeg = await noiseImage(300, 200, 'jpeg');
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const first = (await upload(owner, multipart('cover.jpg', 'image/jpeg', jpeg), 'cover')).json<ImageBody>().image;
    expect(Object.keys(first.variants)).toEqual(['300']);
    const meta = await sharp(fileOf(first.url)).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();

    const second = await upload(owner, multipart('cover2.jpg', 'image/jpeg', await noiseImage(200, 100, 'jpeg')), 'cover');
    expect(second.statusCode).toBe(201);
    expect(existsSync(fileOf(first.url))).toBe(false);
    const detail = (await owner.client.request('GET', `/api/campaigns/${campaignId}`)).json<DetailBody>();
    expect(detail.cover?.id).toBe(second.json<ImageBody>().image.id);
    expect(detail.gallery).toHaveLength(1);
  });

  it('copies the pictures into a relaunch without copying files, and keeps them when the relaunch replaces its cover', async () => {
    const earlierId = (await owner.client.request('POST', '/api/campaigns', { title: 'Relaunched pictures' })).json<DetailBody>()
      .id;
    const cover = (
      await upload(owner, multipart('c.png', 'image/png', await noiseImage(300, 200, 'png')), 'cover', earlierId)
    ).json<ImageBody>().image;
    // Ended without its money (a canceled campaign can be relaunched).
    await context.database.db
      .updateTable('campaigns')
      .set({ status: 'canceled', launchedAt: new Date(), endedAt: new Date() })
      .where('id', '=', earlierId)
      .execute();
    const made = await owner.client.request('POST', `/api/campaigns/${earlierId}/relaunch`);
    expect(made.statusCode, made.body).toBe(201);
    const relaunchId = made.json<{ id: string }>().id;
    const copied = (await owner.client.request('GET', `/api/campaigns/${relaunchId}`)).json<DetailBody>();
    expect(copied.cover?.url).toBe(cover.url);
    expect(copied.cover?.id).not.toBe(cover.id);

    const replaced = await upload(owner, multipart('n.png', 'image/png', await noiseImage(200, 100, 'png')), 'cover', relaunchId);
    expect(replaced.statusCode, replaced.body).toBe(201);
    expect(existsSync(fileOf(cover.url))).toBe(true);
    const earlier = (await owner.client.request('GET', `/api/campaigns/${earlierId}`)).json<DetailBody>();
    expect(earlier.cover?.url).toBe(cover.url);
  });

  it('keeps a picture inserted in the story out of the gallery; a gallery picture is in it', async () => {
    const id = (await owner.client.request('POST', '/api/campaigns', { title: 'Story pictures' })).json<DetailBody>().id;
    const story = await upload(owner, multipart('story.png', 'image/png', await noiseImage(200, 100, 'png')), 'story', id);
    expect(story.statusCode, story.body).toBe(201);
    expect(story.json<ImageBody>().image.role).toBe('story');
    const gallery = await upload(owner, multipart('gallery.png', 'image/png', await noiseImage(200, 100, 'png')), 'gallery', id);
    expect(gallery.statusCode, gallery.body).toBe(201);
    const detail = (await owner.client.request('GET', `/api/campaigns/${id}`)).json<{ gallery: { id: string }[] }>();
    expect(detail.gallery.map((image) => image.id)).toEqual([gallery.json<ImageBody>().image.id]);
    // The story's picture is still served: the story's text points at it.
    expect((await context.app.inject({ method: 'GET', url: story.json<ImageBody>().image.url })).statusCode).toBe(200);
  });

  it('refuses a text file named .png with 415, whatever its declared type', async () => {
    const res = await upload(
      owner,
      multipart('photo.png', 'image/png', Buffer.from('this is not an image at all, just text\n'.repeat(20))),
    );
    expect(res.statusCode).toBe(415);
    expect(res.json<ErrorBody>().error).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'That file is not an image we can use (JPEG, PNG, WebP, GIF or AVIF).',
    });
  });

  it('refuses files over 256 KiB on the small upload with 413', async () => {
    const big = await noiseImage(400, 400, 'png');
    expect(big.length).toBeGreaterThan(256 * 1024);
    const res = await upload(owner, multipart('big.png', 'image/png', big));
    expect(res.statusCode).toBe(413);
    expect(res.json<ErrorBody>().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('lets a collaborator add images too, recording them as the author (decision 0025)', async () => {
    const helper = await person(context);
    const png = await noiseImage(50, 50, 'png');
    expect((await upload(helper, multipart('x.png', 'image/png', png))).statusCode).toBe(404);
    await context.database.db
      .insertInto('campaignCollaborators')
      .values({ campaignId, userId: helper.userId, invitedBy: owner.userId })
      .execute();
    expect((await upload(helper, multipart('x.png', 'image/png', png))).statusCode).toBe(201);
    const edits = await context.database.db
      .selectFrom('events')
      .select('payload')
      .where('type', '=', 'campaign.edited')
      .execute();
    expect(edits.map((row) => row.payload)).toContainEqual({ campaignId, actorId: helper.userId, fields: ['gallery'] });
  });

  it('lets only the owner and collaborators add images', async () => {
    const other = await person(context);
    const png = await noiseImage(50, 50, 'png');
    expect((await upload(other, multipart('x.png', 'image/png', png))).statusCode).toBe(404);
    const anonymous = await context.app.inject({
      method: 'POST',
      url: `/api/campaigns/${campaignId}/images`,
      ...multipart('x.png', 'image/png', png),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  describe('resumable uploads over a real socket', () => {
    let base: string;

    beforeAll(async () => {
      await context.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(context.app.server.address() as AddressInfo).port}`;
    });

    const metadata = (values: Record<string, string>) =>
      Object.entries(values)
        .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
        .join(',');

    const send = (
      method: string,
      url: string,
      headers: Record<string, string>,
      body?: Buffer,
    ): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> =>
      new Promise((resolve, reject) => {
        const req = httpRequest(
          new URL(url, base),
          { method, headers: { origin: ORIGIN, 'tus-resumable': '1.0.0', ...headers } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }),
            );
          },
        );
        req.on('error', reject);
        req.end(body);
      });

    const create = (who: Person, length: number, meta: Record<string, string>) =>
      send('POST', '/api/uploads/', {
        cookie: who.client.cookie,
        'upload-length': String(length),
        'upload-metadata': metadata(meta),
      });

    /** Sends `sent` of the declared bytes, then drops the connection, as a flaky network would. */
    const interruptedPatch = (who: Person, location: string, data: Buffer, sent: number) =>
      new Promise<void>((resolve) => {
        const req = httpRequest(new URL(location, base), {
          method: 'PATCH',
          headers: {
            origin: ORIGIN,
            cookie: who.client.cookie,
            'tus-resumable': '1.0.0',
            'upload-offset': '0',
            'content-type': 'application/offset+octet-stream',
            'content-length': String(data.length),
          },
        });
        req.on('error', () => resolve());
        req.on('response', () => resolve());
        req.write(data.subarray(0, sent), () => {
          setTimeout(() => {
            req.destroy();
            resolve();
          }, 300);
        });
      });

    it('resumes an interrupted PATCH from the offset HEAD reports, then processes the image', async () => {
      const data = await noiseImage(800, 600, 'png');
      expect(data.length).toBeGreaterThan(1024 * 1024);
      const created = await create(owner, data.length, { campaignId, role: 'cover', filename: 'photo.png' });
      expect(created.status, created.body).toBe(201);
      const location = created.headers.location ?? '';
      expect(location).toMatch(/^\/api\/uploads\/[A-Za-z0-9]+$/);

      await interruptedPatch(owner, location, data, 512 * 1024);
      let offset = 0;
      for (let attempt = 0; attempt < 40 && offset === 0; attempt += 1) {
        const head = await send('HEAD', location, { cookie: owner.client.cookie });
        expect(head.status).toBe(200);
        offset = Number(head.headers['upload-offset']);
        if (offset === 0) await new Promise((r) => setTimeout(r, 100));
      }
      expect(offset).toBeGreaterThan(0);
      expect(offset).toBeLessThan(data.length);

      const rest = await send(
        'PATCH',
        location,
        { cookie: owner.client.cookie, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
        data.subarray(offset),
      );
      expect(rest.status, rest.body).toBe(200);
      const image = (JSON.parse(rest.body) as ImageBody).image;
      expect(Object.keys(image.variants).sort()).toEqual(['480', '800']);
      expect((await owner.client.request('GET', `/api/campaigns/${campaignId}`)).json<DetailBody>().cover?.id).toBe(image.id);
      // The raw upload is gone once processed.
      expect(existsSync(path.join(dataDir, 'tus-uploads', location.split('/').pop() ?? ''))).toBe(false);
    });

    it('holds a resumable upload with the role update to the rules of update pictures (decision 0024)', async () => {
      // The campaign of this block is a draft: it takes no update pictures yet.
      expect((await create(owner, 1000, { campaignId, role: 'update' })).status).toBe(409);
      const live = await createLiveCampaign(context.database.db, { ownerId: owner.userId });
      const data = await noiseImage(400, 400, 'png');
      const created = await create(owner, data.length, { campaignId: live.id, role: 'update', filename: 'p.png' });
      expect(created.status, created.body).toBe(201);
      const done = await send(
        'PATCH',
        created.headers.location ?? '',
        { cookie: owner.client.cookie, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
        data,
      );
      expect(done.status, done.body).toBe(200);
      expect((JSON.parse(done.body) as ImageBody).image.role).toBe('update');
      expect((await owner.client.request('GET', `/api/campaigns/${live.id}`)).json<DetailBody>().gallery).toEqual([]);
    });

    it('ties an upload to its creator, needs a session, caps the size and checks the content', async () => {
      const anonymous = await send('POST', '/api/uploads/', {
        'upload-length': '1000',
        'upload-metadata': metadata({ campaignId, role: 'gallery' }),
      });
      expect(anonymous.status).toBe(401);
      const tooBig = await create(owner, 10 * 1024 * 1024 + 1, { campaignId, role: 'gallery' });
      expect(tooBig.status).toBe(413);
      const other = await person(context);
      expect((await create(other, 1000, { campaignId, role: 'gallery' })).status).toBe(404);
      expect((await create(owner, 1000, { role: 'gallery' })).status).toBe(400);

      const text = Buffer.from('not an image, only words\n'.repeat(12_000));
      const created = await create(owner, text.length, { campaignId, role: 'gallery' });
      const location = created.headers.location ?? '';
      const foreign = await send('HEAD', location, { cookie: other.client.cookie });
      expect(foreign.status).toBe(404);
      const patched = await send(
        'PATCH',
        location,
        { cookie: owner.client.cookie, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
        text,
      );
      expect(patched.status).toBe(415);
      expect((JSON.parse(patched.body) as ErrorBody).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    });
  });
});

describe('resumable uploads: empty files, per-person limits, expiry and the sweep of unreferenced files', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'crowdspark-upload-limits-'));
  const test = useTestApp({ DATA_DIR: dataDir });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const tusDir = () => path.join(dataDir, 'tus-uploads');

  async function creator(): Promise<{ cookie: string; userId: string; campaignId: string }> {
    const { client, userId } = await signUp(test.app);
    await test.database.db.updateTable('users').set({ emailVerified: true }).where('id', '=', userId).execute();
    const campaignId = (await client.request('POST', '/api/campaigns', { title: 'Big pictures' })).json<DetailBody>().id;
    return { cookie: client.cookie, userId, campaignId };
  }

  const tus = (method: 'POST' | 'HEAD' | 'DELETE', url: string, cookie: string, headers: Record<string, string> = {}) =>
    test.app.inject({
      method,
      url,
      remoteAddress: freshClientIp(),
      headers: { origin: ORIGIN, cookie, 'tus-resumable': '1.0.0', ...headers },
    });

  const create = (who: { cookie: string; campaignId: string }, length: number, extra: Record<string, string> = {}) =>
    tus('POST', '/api/uploads/', who.cookie, {
      'upload-length': String(length),
      'upload-metadata': `campaignId ${Buffer.from(who.campaignId).toString('base64')},role ${Buffer.from('gallery').toString('base64')}`,
      ...extra,
    });

  const runSweep = async () => {
    await test.app.jobs.ensureRecurring();
    await test.database.db
      .updateTable('scheduledJobs')
      .set({ runAt: new Date(Date.now() - 1000) })
      .where('key', '=', UPLOAD_SWEEP_KEY)
      .execute();
    return test.app.jobs.runDue();
  };

  it('answers an empty or length-less upload with 400 and keeps nothing', async () => {
    const who = await creator();
    const empty = await create(who, 0);
    expect(empty.statusCode, empty.body).toBe(400);
    expect(empty.json<ErrorBody>().error).toEqual({
      code: 'BAD_REQUEST',
      message: 'The file is empty (0 bytes); choose an image file.',
    });
    const deferred = await tus('POST', '/api/uploads/', who.cookie, {
      'upload-defer-length': '1',
      'upload-metadata': `campaignId ${Buffer.from(who.campaignId).toString('base64')}`,
    });
    expect(deferred.statusCode).toBe(400);
    expect(deferred.json<ErrorBody>().error.message).toContain('Upload-Length');
    const rows = await test.database.db.selectFrom('resumableUploads').selectAll().where('userId', '=', who.userId).execute();
    expect(rows).toEqual([]);
  });

  it('lets one person have at most 5 unfinished uploads, even when 8 start at once', async () => {
    const who = await creator();
    const answers = await Promise.all(Array.from({ length: 8 }, () => create(who, 1000)));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    const refused = answers.find((res) => res.statusCode === 429);
    expect(refused?.json<ErrorBody>().error.message).toBe(
      'You have 5 unfinished uploads; finish or cancel one before starting another (unfinished uploads are deleted after 24 hours).',
    );
    const created = answers.find((res) => res.statusCode === 201);
    expect(created?.headers['upload-expires']).toBeDefined();
    // Cancelling one frees its place.
    const location = String(created?.headers.location);
    expect((await tus('DELETE', location, who.cookie)).statusCode).toBe(204);
    expect(existsSync(path.join(tusDir(), location.split('/').pop() ?? ''))).toBe(false);
    expect((await create(who, 1000)).statusCode).toBe(201);
    expect((await create(who, 1000)).statusCode).toBe(429);
  });

  it('caps the bytes of one person’s unfinished uploads at 30 MiB with 413', async () => {
    const who = await creator();
    const tenMiB = 10 * 1024 * 1024;
    for (let i = 0; i < 3; i += 1) expect((await create(who, tenMiB)).statusCode).toBe(201);
    const over = await create(who, 1);
    expect(over.statusCode).toBe(413);
    expect(over.json<ErrorBody>().error).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Your unfinished uploads would exceed 30 MiB together; finish or cancel one first.',
    });
    // Someone else is not affected.
    expect((await create(await creator(), tenMiB)).statusCode).toBe(201);
  });

  it('deletes an upload left unfinished for 24 hours (row and bytes) in the durable sweep, freeing its place', async () => {
    const who = await creator();
    const created = await create(who, 5000);
    const id = String(created.headers.location).split('/').pop() ?? '';
    expect(existsSync(path.join(tusDir(), id))).toBe(true);
    const row = await test.database.db.selectFrom('resumableUploads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(24 * 60 * 60 * 1000);

    await runSweep();
    expect(existsSync(path.join(tusDir(), id)), 'not expired yet: kept').toBe(true);

    // A day later: the store refuses more bytes with 410 Gone, then the sweep deletes row and bytes.
    const metaFile = path.join(tusDir(), `${id}.json`);
    const meta = JSON.parse(await readFile(metaFile, 'utf8')) as { creation_date: string };
    meta.creation_date = new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString();
    await writeFile(metaFile, JSON.stringify(meta));
    const late = await test.app.inject({
      method: 'PATCH',
      url: `/api/uploads/${id}`,
      remoteAddress: freshClientIp(),
      headers: {
        origin: ORIGIN,
        cookie: who.cookie,
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      payload: Buffer.alloc(10),
    });
    expect(late.statusCode).toBe(410);
    await test.database.db
      .updateTable('resumableUploads')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    await runSweep();
    expect(existsSync(path.join(tusDir(), id))).toBe(false);
    expect(existsSync(path.join(tusDir(), `${id}.json`))).toBe(false);
    expect(
      await test.database.db.selectFrom('resumableUploads').select('id').where('id', '=', id).executeTakeFirst(),
    ).toBeUndefined();
    expect((await tus('HEAD', `/api/uploads/${id}`, who.cookie)).statusCode).toBe(404);
    // The sweep schedules its next run itself.
    const job = await test.database.db
      .selectFrom('scheduledJobs')
      .selectAll()
      .where('key', '=', UPLOAD_SWEEP_KEY)
      .executeTakeFirstOrThrow();
    expect(job.status).toBe('pending');
    expect(job.runAt.getTime()).toBeGreaterThan(Date.now() + 50 * 60 * 1000);
  });

  it('deletes image files no row references any more (a removed draft’s), keeping referenced and recent ones', async () => {
    const who = await creator();
    const png = await noiseImage(120, 80, 'png');
    const file = multipart('a.png', 'image/png', png);
    const upload = () =>
      test.app.inject({
        method: 'POST',
        url: `/api/campaigns/${who.campaignId}/images?role=gallery`,
        headers: { cookie: who.cookie, origin: ORIGIN, 'content-type': file.contentType },
        payload: file.payload,
      });
    const kept = (await upload()).json<ImageBody>().image;
    const removed = (await upload()).json<ImageBody>().image;
    const recent = (await upload()).json<ImageBody>().image;
    // The draft loses two images the way a removed draft loses all of them: rows gone, files left.
    await test.database.db.deleteFrom('campaignImages').where('id', 'in', [removed.id, recent.id]).execute();
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    for (const url of [kept.url, removed.url]) await utimes(path.join(dataDir, url), twoHoursAgo, twoHoursAgo);

    await runSweep();
    expect(existsSync(path.join(dataDir, removed.url)), 'unreferenced and old: deleted').toBe(false);
    expect(existsSync(path.join(dataDir, kept.url)), 'referenced: kept').toBe(true);
    expect(existsSync(path.join(dataDir, recent.url)), 'too recent to judge: kept').toBe(true);
  });
});
