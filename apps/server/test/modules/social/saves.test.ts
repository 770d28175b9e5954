import { describe, expect, it } from 'vitest';
import { person } from '../../factories/campaign-setup.js';
import { createLiveCampaign } from '../../factories/campaigns.js';
import { signUp, PASSWORD } from '../../helpers/auth.js';
import { useTestApp } from '../../helpers/use-test-app.js';
import { SAVED_ENDING_JOB, savedEndingReminderHandler } from '../../../src/modules/social/saved-ending-reminder.js';

const HOUR = 3_600_000;

/** Saved campaigns: idempotent, only public ones, keyset list, the 48-hour reminder once per save, account deletion. */
describe('saved campaigns', () => {
  const context = useTestApp();
  const db = () => context.database.db;

  const eventsOf = async (type: string, userId: string) =>
    (await db().selectFrom('events').select(['type', 'payload']).where('type', '=', type).execute()).filter(
      (row) => row.payload.userId === userId,
    );
  const jobOf = (userId: string, campaignId: string) =>
    db()
      .selectFrom('scheduledJobs')
      .selectAll()
      .where('key', '=', `${SAVED_ENDING_JOB}:${userId}:${campaignId}`)
      .executeTakeFirst();

  it('saves once however often asked, counts saves, unsaves, and records each change once', async () => {
    const ana = await person(context);
    const ben = await person(context);
    const campaign = await createLiveCampaign(db());
    const url = `/api/campaigns/${campaign.id}/save`;
    expect((await ana.client.request('PUT', url)).json()).toEqual({ saved: true, saveCount: 1 });
    expect((await ana.client.request('PUT', url)).json()).toEqual({ saved: true, saveCount: 1 });
    expect((await ben.client.request('PUT', url)).json()).toEqual({ saved: true, saveCount: 2 });
    expect((await ana.client.request('GET', url)).json()).toEqual({ saved: true, saveCount: 2 });
    expect((await context.app.inject({ method: 'GET', url })).json()).toEqual({ saved: false, saveCount: 2 });
    expect((await ana.client.request('GET', '/api/me')).json()).toMatchObject({ user: { savedCampaigns: 1 } });
    expect(await eventsOf('campaign.saved', ana.userId)).toEqual([
      { type: 'campaign.saved', payload: { userId: ana.userId, campaignId: campaign.id } },
    ]);

    expect((await ana.client.request('DELETE', url)).json()).toEqual({ saved: false, saveCount: 1 });
    expect((await ana.client.request('DELETE', url)).json()).toEqual({ saved: false, saveCount: 1 });
    expect(await eventsOf('campaign.unsaved', ana.userId)).toHaveLength(1);
    // Unsaving cancels the pending reminder.
    expect(await jobOf(ana.userId, campaign.id)).toBeUndefined();
    expect(await jobOf(ben.userId, campaign.id)).toMatchObject({ status: 'pending' });
    expect((await context.app.inject({ method: 'PUT', url })).statusCode).toBe(401);
  });

  it('answers 404 for drafts, suspended and unknown campaigns, and 400 for a malformed id', async () => {
    const ana = await person(context);
    const draft = await createLiveCampaign(db(), { status: 'draft', launchedAt: null, endsAt: null });
    const suspended = await createLiveCampaign(db(), { status: 'suspended', suspendedFromStatus: 'live' });
    for (const id of [draft.id, suspended.id, 'no-such-campaign']) {
      const res = await ana.client.request('PUT', `/api/campaigns/${id}/save`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: { message: 'No campaign has this id.' } });
    }
    expect((await ana.client.request('PUT', '/api/campaigns/bad%20id!/save')).statusCode).toBe(400);
    expect(await eventsOf('campaign.saved', ana.userId)).toEqual([]);
  });

  it('lists saves newest first in keyset pages; a tampered cursor is a 400', async () => {
    const ana = await person(context);
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const campaign = await createLiveCampaign(db());
      await ana.client.request('PUT', `/api/campaigns/${campaign.id}/save`);
      ids.push(campaign.id);
    }
    // Equal save times: the campaign id breaks the tie.
    await db()
      .updateTable('savedCampaigns')
      .set({ createdAt: new Date('2026-02-01T00:00:00Z') })
      .where('userId', '=', ana.userId)
      .execute();
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await ana.client.request('GET', `/api/me/saved?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode).toBe(200);
      const body = res.json<{ items: { id: string }[]; nextCursor: string | null }>();
      seen.push(...body.items.map((item) => item.id));
      cursor = body.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual([...ids].sort().reverse());
    const bad = Buffer.from(JSON.stringify(['saved', 'yesterday-ish', 'x'])).toString('base64url');
    expect((await ana.client.request('GET', `/api/me/saved?cursor=${bad}`)).statusCode).toBe(400);
    expect((await ana.client.request('GET', '/api/me/saved?offset=2')).statusCode).toBe(400);
    expect((await context.app.inject({ method: 'GET', url: '/api/me/saved' })).statusCode).toBe(401);
  });

  it('schedules the reminder 48 hours before the end and records saved_ending_soon exactly once per save', async () => {
    const ana = await person(context);
    const later = await createLiveCampaign(db(), { endsAt: new Date(Date.now() + 5 * 24 * HOUR) });
    const soon = await createLiveCampaign(db(), { endsAt: new Date(Date.now() + 10 * HOUR) });
    await ana.client.request('PUT', `/api/campaigns/${later.id}/save`);
    const laterJob = await jobOf(ana.userId, later.id);
    expect(laterJob?.runAt.getTime()).toBe(later.endsAt!.getTime() - 48 * HOUR);

    const before = Date.now();
    await ana.client.request('PUT', `/api/campaigns/${soon.id}/save`);
    const soonJob = await jobOf(ana.userId, soon.id);
    expect(soonJob?.runAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(soonJob?.runAt.getTime()).toBeLessThanOrEqual(Date.now());

    await context.app.jobs.runDue();
    const expected = [{ type: 'campaign.saved_ending_soon', payload: { userId: ana.userId, campaignId: soon.id } }];
    expect(await eventsOf('campaign.saved_ending_soon', ana.userId)).toEqual(expected);
    const save = await db()
      .selectFrom('savedCampaigns')
      .selectAll()
      .where('userId', '=', ana.userId)
      .where('campaignId', '=', soon.id)
      .executeTakeFirstOrThrow();
    expect(save.remindedAt).not.toBeNull();

    // Run twice (a retried job, or the same job scheduled again): still one event.
    await context.app.jobs.schedule(db(), {
      name: SAVED_ENDING_JOB,
      key: soonJob!.key,
      runAt: new Date(),
      payload: soonJob!.payload,
    });
    await context.app.jobs.runDue();
    await db()
      .transaction()
      .execute((trx) => savedEndingReminderHandler(context.app.jobs)(trx, soonJob!, new Date()));
    expect(await eventsOf('campaign.saved_ending_soon', ana.userId)).toEqual(expected);
    // Saving again after an unsave is a new save, reminded again.
    await ana.client.request('DELETE', `/api/campaigns/${soon.id}/save`);
    await ana.client.request('PUT', `/api/campaigns/${soon.id}/save`);
    await context.app.jobs.runDue();
    expect(await eventsOf('campaign.saved_ending_soon', ana.userId)).toHaveLength(2);
  });

  it('reminds nobody when the save went or the campaign is no longer live when the job runs', async () => {
    const ana = await person(context);
    const gone = await createLiveCampaign(db(), { endsAt: new Date(Date.now() + 10 * HOUR) });
    const canceled = await createLiveCampaign(db(), { endsAt: new Date(Date.now() + 10 * HOUR) });
    await ana.client.request('PUT', `/api/campaigns/${gone.id}/save`);
    await ana.client.request('PUT', `/api/campaigns/${canceled.id}/save`);
    const goneJob = await jobOf(ana.userId, gone.id);
    await db().deleteFrom('savedCampaigns').where('userId', '=', ana.userId).where('campaignId', '=', gone.id).execute();
    await db().updateTable('campaigns').set({ status: 'canceled' }).where('id', '=', canceled.id).execute();
    await context.app.jobs.runDue();
    await db()
      .transaction()
      .execute((trx) => savedEndingReminderHandler(context.app.jobs)(trx, goneJob!, new Date()));
    expect(await eventsOf('campaign.saved_ending_soon', ana.userId)).toEqual([]);
  });

  it('removes the person’s follows and saves when the account is deleted', async () => {
    const { client, userId } = await signUp(context.app);
    const other = await person(context);
    const username = (await db().selectFrom('users').select('username').where('id', '=', other.userId).executeTakeFirstOrThrow())
      .username;
    const campaign = await createLiveCampaign(db());
    await client.request('PUT', `/api/users/${username}/follow`);
    await other.client.request(
      'PUT',
      `/api/users/${(await db().selectFrom('users').select('username').where('id', '=', userId).executeTakeFirstOrThrow()).username}/follow`,
    );
    await client.request('PUT', `/api/campaigns/${campaign.id}/save`);
    expect((await client.request('POST', '/api/auth/delete-user', { password: PASSWORD })).statusCode).toBe(200);
    const follows = await db()
      .selectFrom('userFollows')
      .selectAll()
      .where((eb) => eb.or([eb('followerId', '=', userId), eb('followeeId', '=', userId)]))
      .execute();
    expect(follows).toEqual([]);
    expect(await db().selectFrom('savedCampaigns').selectAll().where('userId', '=', userId).execute()).toEqual([]);
    expect((await client.request('GET', `/api/campaigns/${campaign.id}/save`)).json()).toEqual({ saved: false, saveCount: 0 });
  });
});
