import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN } from '../../helpers/auth.js';
import { useTestApp } from '../../helpers/use-test-app.js';
import { person } from '../../factories/campaign-setup.js';
import type { Person } from '../../factories/campaign-setup.js';
import { createLiveCampaign } from '../../factories/campaigns.js';

interface ImageBody {
  image: { id: string; role: string; url: string };
}
interface UpdateBody {
  id: string;
  bodyHtml: string | null;
}

async function png(): Promise<Buffer> {
  return sharp(randomBytes(40 * 30 * 3), { raw: { width: 40, height: 30, channels: 3 } })
    .png()
    .toBuffer();
}

function multipart(data: Buffer) {
  const boundary = `----crowdspark${randomBytes(8).toString('hex')}`;
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

/** Pictures in updates (decision 0024): the campaign image pipeline under the 'update' role. */
describe('update pictures', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'crowdspark-update-images-'));
  });
  const context = useTestApp(() => ({ DATA_DIR: dataDir }));
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const upload = async (who: Person, campaignId: string, role: string) => {
    const file = multipart(await png());
    return context.app.inject({
      method: 'POST',
      url: `/api/campaigns/${campaignId}/images?role=${role}`,
      headers: { cookie: who.client.cookie, origin: ORIGIN, 'content-type': file.contentType },
      payload: file.payload,
    });
  };

  it('lets the creator side upload a picture for an update, shows it in the update and never in the gallery', async () => {
    const owner = await person(context);
    const campaign = await createLiveCampaign(context.database.db, { ownerId: owner.userId });
    const res = await upload(owner, campaign.id, 'update');
    expect(res.statusCode, res.body).toBe(201);
    const { image } = res.json<ImageBody>();
    expect(image.role).toBe('update');
    expect(image.url).toMatch(/^\/uploads\/campaigns\/[A-Za-z0-9_-]+\.webp$/);

    const posted = await owner.client.request('POST', `/api/campaigns/${campaign.id}/updates`, {
      title: 'Prototype photos',
      bodyHtml: `<p>Look:</p><img src="${image.url}" alt="The prototype" onerror="alert(1)"><img src="https://evil.example/x.webp" alt="tracker">`,
      visibility: 'public',
    });
    expect(posted.statusCode, posted.body).toBe(201);
    // Our own picture stays (with its alt text); handlers and pictures from elsewhere go.
    const body = posted.json<UpdateBody>().bodyHtml ?? '';
    expect(body).toContain(`<img src="${image.url}" alt="The prototype" />`);
    expect(body).not.toContain('onerror');
    expect(body).not.toContain('evil.example');

    const list = await context.app.inject({ method: 'GET', url: `/api/campaigns/${campaign.id}/updates` });
    expect(list.json<{ items: UpdateBody[] }>().items[0]?.bodyHtml).toContain(image.url);
    const page = await context.app.inject({
      method: 'GET',
      url: `/api/campaigns/${campaign.id}/updates/${posted.json<UpdateBody>().id}`,
    });
    expect(page.json<UpdateBody>().bodyHtml).toContain(image.url);
    // The picture is served, and the campaign page's gallery does not show it.
    expect((await context.app.inject({ method: 'GET', url: image.url })).statusCode).toBe(200);
    const detail = (await context.app.inject({ method: 'GET', url: `/api/campaigns/${campaign.id}` })).json<{
      gallery: unknown[];
      cover: unknown;
    }>();
    expect(detail.gallery).toEqual([]);
    expect(detail.cover).toBeNull();
  });

  it('takes update pictures while the campaign is live or ended, not in a draft; strangers get 403, collaborators may', async () => {
    const owner = await person(context);
    const ended = await createLiveCampaign(context.database.db, { ownerId: owner.userId, status: 'successful' });
    expect((await upload(owner, ended.id, 'update')).statusCode).toBe(201);
    // The gallery is the editor's: an ended campaign takes no more.
    expect((await upload(owner, ended.id, 'gallery')).statusCode).toBe(409);

    const draft = await createLiveCampaign(context.database.db, {
      ownerId: owner.userId,
      status: 'draft',
      launchedAt: null,
      endsAt: null,
    });
    const refused = await upload(owner, draft.id, 'update');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ error: { message: string } }>().error.message).toBe(
      'Pictures for updates can be added while the campaign is live or after it ended (it is draft).',
    );

    const live = await createLiveCampaign(context.database.db, { ownerId: owner.userId });
    const stranger = await person(context);
    expect((await upload(stranger, live.id, 'update')).statusCode).toBe(403);
    const helper = await person(context);
    await context.database.db
      .insertInto('campaignCollaborators')
      .values({ campaignId: live.id, userId: helper.userId, invitedBy: owner.userId })
      .execute();
    expect((await upload(helper, live.id, 'update')).statusCode).toBe(201);
    expect((await upload(owner, live.id, 'banner')).statusCode).toBe(400);
  });
});
