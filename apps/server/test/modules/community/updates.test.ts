import { afterAll, describe, expect, it } from 'vitest';
import { person } from '../../factories/campaign-setup.js';
import { createDraftCampaign, createLiveCampaign } from '../../factories/campaigns.js';
import { createFakeWebDist } from '../../helpers/fake-web-dist.js';
import { useTestApp } from '../../helpers/use-test-app.js';
import { eventsOf, insertPledge } from './helpers.js';

interface UpdateBody {
  id: string;
  title: string;
  visibility: string;
  bodyHtml: string | null;
  locked: boolean;
  viewer: { canEdit: boolean; canReport: boolean };
}
interface ListBody {
  items: UpdateBody[];
  nextCursor: string | null;
  viewer: { canPost: boolean };
}

const dist = await createFakeWebDist();

/** Updates: who posts, who reads backers-only bodies, edit/delete rights, sanitising, paging, the page's tags. */
describe('campaign updates', () => {
  const context = useTestApp({ WEB_DIST_DIR: dist.dir });
  afterAll(() => dist.remove());

  async function liveCampaignOf(ownerId: string, overrides: Record<string, unknown> = {}) {
    return createLiveCampaign(context.database.db, { ownerId, title: 'Solar kettle', ...overrides });
  }
  const update = (overrides: Record<string, unknown> = {}) => ({
    title: 'We shipped!',
    bodyHtml: '<p>Boxes left the <strong>warehouse</strong>.</p>',
    visibility: 'public',
    ...overrides,
  });

  it('offers Report on an update to signed-in people other than its author, never to its author or a visitor', async () => {
    const owner = await person(context);
    const stranger = await person(context);
    const campaign = await liveCampaignOf(owner.userId);
    const list = `/api/campaigns/${campaign.id}/updates`;
    expect((await owner.client.request('POST', list, update())).statusCode).toBe(201);
    const viewerOf = (res: { json: <T>() => T }) => res.json<ListBody>().items[0]?.viewer;
    expect(viewerOf(await owner.client.request('GET', list))).toEqual({ canEdit: true, canReport: false });
    expect(viewerOf(await stranger.client.request('GET', list))).toEqual({ canEdit: false, canReport: true });
    expect(viewerOf(await context.app.inject({ method: 'GET', url: list }))).toEqual({ canEdit: false, canReport: false });
  });

  it('lets the owner post to a live or ended campaign and nobody else; drafts and canceled campaigns take none', async () => {
    const owner = await person(context);
    const stranger = await person(context);
    const campaign = await liveCampaignOf(owner.userId);
    const url = `/api/campaigns/${campaign.id}/updates`;

    const posted = await owner.client.request('POST', url, update());
    expect(posted.statusCode).toBe(201);
    expect(posted.json<UpdateBody>()).toMatchObject({
      title: 'We shipped!',
      visibility: 'public',
      locked: false,
      viewer: { canEdit: true },
    });
    const events = await eventsOf(context.database.db, 'update.posted');
    expect(events.filter((event) => event.payload.updateId === posted.json<UpdateBody>().id)).toEqual([
      {
        type: 'update.posted',
        payload: {
          updateId: posted.json<UpdateBody>().id,
          campaignId: campaign.id,
          authorId: owner.userId,
          visibility: 'public',
        },
      },
    ]);

    const refused = await stranger.client.request('POST', url, update());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error: { message: 'Only the campaign’s creator and its collaborators can post updates.' },
    });
    expect((await context.app.inject({ method: 'POST', url, payload: update() })).statusCode).toBe(401);
    expect((await owner.client.request('GET', url)).json<ListBody>().viewer.canPost).toBe(true);
    expect((await stranger.client.request('GET', url)).json<ListBody>().viewer.canPost).toBe(false);

    const ended = await liveCampaignOf(owner.userId, { status: 'unsuccessful' });
    expect((await owner.client.request('POST', `/api/campaigns/${ended.id}/updates`, update())).statusCode).toBe(201);
    const canceled = await liveCampaignOf(owner.userId, { status: 'canceled' });
    const onCanceled = await owner.client.request('POST', `/api/campaigns/${canceled.id}/updates`, update());
    expect(onCanceled.statusCode).toBe(409);
    await createDraftCampaign(context.database.db, 'draft_for_updates', owner.userId);
    expect((await owner.client.request('POST', '/api/campaigns/draft_for_updates/updates', update())).statusCode).toBe(409);
    // A stranger cannot even see the draft.
    expect((await stranger.client.request('GET', '/api/campaigns/draft_for_updates/updates')).statusCode).toBe(404);
  });

  it('refuses bad input with a readable 400 and sanitises the body', async () => {
    const owner = await person(context);
    const campaign = await liveCampaignOf(owner.userId);
    const url = `/api/campaigns/${campaign.id}/updates`;
    for (const bad of [update({ title: '   ' }), update({ visibility: 'friends' }), update({ bodyHtml: '' }), { title: 'x' }]) {
      const res = await owner.client.request('POST', url, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ error: { message: string } }>().error.message.length).toBeGreaterThan(0);
    }
    const onlyScript = await owner.client.request('POST', url, update({ bodyHtml: '<script>alert(1)</script>' }));
    expect(onlyScript.statusCode).toBe(400);
    expect(onlyScript.json()).toMatchObject({ error: { fields: { bodyHtml: expect.any(String) as unknown } } });

    const dirty = await owner.client.request(
      'POST',
      url,
      update({
        bodyHtml:
          '<p onclick="x()">Hi<img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">l</a></p>',
      }),
    );
    expect(dirty.statusCode).toBe(201);
    const html = dirty.json<UpdateBody>().bodyHtml ?? '';
    expect(html).toContain('Hi');
    expect(html).not.toMatch(/onclick|onerror|<script|javascript:/i);
  });

  it('shows a backers-only update’s title to everyone and its body only to backers (past too), the owner and admins', async () => {
    const owner = await person(context);
    const stranger = await person(context);
    const backer = await person(context);
    const pastBacker = await person(context);
    const admin = await person(context, { role: 'admin' });
    const campaign = await liveCampaignOf(owner.userId);
    await insertPledge(context.database.db, campaign.id, backer.userId);
    await insertPledge(context.database.db, campaign.id, pastBacker.userId, 'canceled');
    const posted = await owner.client.request(
      'POST',
      `/api/campaigns/${campaign.id}/updates`,
      update({ title: 'Backers: the secret colour', bodyHtml: '<p>It is teal.</p>', visibility: 'backers' }),
    );
    const id = posted.json<UpdateBody>().id;
    const one = `/api/campaigns/${campaign.id}/updates/${id}`;
    const list = `/api/campaigns/${campaign.id}/updates`;

    for (const res of [await context.app.inject({ method: 'GET', url: one }), await stranger.client.request('GET', one)]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ title: 'Backers: the secret colour', bodyHtml: null, locked: true });
      expect(res.body).not.toContain('teal');
    }
    const anonymousList = await context.app.inject({ method: 'GET', url: list });
    expect(anonymousList.json<ListBody>().items[0]).toMatchObject({ id, bodyHtml: null, locked: true });
    expect(anonymousList.body).not.toContain('teal');

    for (const reader of [backer, pastBacker, owner, admin]) {
      expect((await reader.client.request('GET', one)).json()).toMatchObject({ bodyHtml: '<p>It is teal.</p>', locked: false });
      expect((await reader.client.request('GET', list)).json<ListBody>().items[0]?.bodyHtml).toBe('<p>It is teal.</p>');
    }

    // The page's link preview names the update without its body.
    const page = await context.app.inject({ method: 'GET', url: `/campaigns/${campaign.id}/updates/${id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<meta property="og:title" content="Backers: the secret colour | Solar kettle | Crowdspark">');
    expect(page.body).not.toContain('teal');
    expect((await context.app.inject({ method: 'GET', url: `/campaigns/${campaign.id}/updates/nope` })).statusCode).toBe(404);
  });

  it('lets the author or owner edit and delete, not strangers; deleting records update.deleted', async () => {
    const owner = await person(context);
    const stranger = await person(context);
    const campaign = await liveCampaignOf(owner.userId);
    const id = (await owner.client.request('POST', `/api/campaigns/${campaign.id}/updates`, update())).json<UpdateBody>().id;
    const url = `/api/campaigns/${campaign.id}/updates/${id}`;

    expect((await stranger.client.request('PATCH', url, { title: 'Hacked' })).statusCode).toBe(403);
    expect((await stranger.client.request('DELETE', url)).statusCode).toBe(403);
    expect((await stranger.client.request('GET', url)).json<UpdateBody>().viewer.canEdit).toBe(false);

    const edited = await owner.client.request('PATCH', url, { title: 'Shipped, really', visibility: 'backers' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      title: 'Shipped, really',
      visibility: 'backers',
      editedAt: expect.any(String) as unknown,
    });
    expect((await stranger.client.request('GET', url)).json()).toMatchObject({ bodyHtml: null, locked: true });
    expect((await owner.client.request('PATCH', url, { title: '' })).statusCode).toBe(400);

    expect((await owner.client.request('DELETE', url)).statusCode).toBe(204);
    expect((await owner.client.request('GET', url)).statusCode).toBe(404);
    const deleted = await eventsOf(context.database.db, 'update.deleted');
    expect(deleted.filter((event) => event.payload.updateId === id)).toHaveLength(1);
    expect((await eventsOf(context.database.db, 'update.edited')).filter((event) => event.payload.updateId === id)).toHaveLength(
      1,
    );
  });

  it('pages newest first by cursor and refuses a tampered cursor', async () => {
    const owner = await person(context);
    const campaign = await liveCampaignOf(owner.userId);
    const url = `/api/campaigns/${campaign.id}/updates`;
    for (const title of ['First', 'Second', 'Third']) await owner.client.request('POST', url, update({ title }));
    const first = (await context.app.inject({ method: 'GET', url: `${url}?limit=2` })).json<ListBody>();
    expect(first.items.map((item) => item.title)).toEqual(['Third', 'Second']);
    expect(first.nextCursor).not.toBeNull();
    const second = (
      await context.app.inject({ method: 'GET', url: `${url}?limit=2&cursor=${first.nextCursor ?? ''}` })
    ).json<ListBody>();
    expect(second.items.map((item) => item.title)).toEqual(['First']);
    expect(second.nextCursor).toBeNull();
    expect((await context.app.inject({ method: 'GET', url: `${url}?cursor=garbage` })).statusCode).toBe(400);
    expect((await context.app.inject({ method: 'GET', url: `${url}?limit=500` })).statusCode).toBe(400);
    expect((await context.app.inject({ method: 'GET', url: '/api/campaigns/unknown_campaign/updates' })).statusCode).toBe(404);
  });
});
