import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Stats, StatsCampaigns } from '@crowdspark/shared/contracts/stats';
import { utcDay } from '../../../src/modules/analytics/service.js';
import { countPromotionEvent } from '../../../src/modules/promotions/impressions.js';
import { follow, unfollow } from '../../../src/modules/social/service.js';
import { STATS_ROLLUP_JOB } from '../../../src/modules/stats/rollup-job.js';
import { createLiveCampaign } from '../../factories/campaigns.js';
import { call, fundWallet, moneyUser, newKey, type MoneyUser } from '../../factories/money.js';
import { ORIGIN } from '../../helpers/auth.js';
import { useTestApp } from '../../helpers/use-test-app.js';
import { approve, bought } from '../promotions/helpers.js';

/**
 * Creator stats (docs/product-rules.md#creator-stats): page views rolled up per day by the
 * stats-rollup job, pledges and follows counted from events, for owners and collaborators only.
 */
const DAY_MS = 86_400_000;
const createdLongAgo = new Date(Date.now() - 120 * DAY_MS);

describe('creator stats', () => {
  const context = useTestApp();
  beforeAll(() => context.app.events.registerSubscriptions());

  const db = () => context.database.db;
  let creator: MoneyUser;
  let backer: MoneyUser;
  let secondBacker: MoneyUser;
  let stranger: MoneyUser;
  let collaborator: MoneyUser;
  let campaignId: string;
  let otherCampaignId: string;

  beforeAll(async () => {
    creator = await moneyUser(context.app);
    backer = await moneyUser(context.app);
    secondBacker = await moneyUser(context.app);
    stranger = await moneyUser(context.app);
    collaborator = await moneyUser(context.app);
    await fundWallet(db(), backer.userId, 100_000);
    // The creator has Pro (advanced stats, subscribed from the wallet); the collaborator has not.
    await fundWallet(db(), creator.userId, 100_000);
    const pro = await call(creator, context.app, 'POST', '/api/subscription', {
      body: { plan: 'pro-monthly', payWith: 'wallet' },
      key: newKey(),
    });
    expect(pro.statusCode, pro.body).toBe(201);
    await fundWallet(db(), secondBacker.userId, 100_000);
    // Drafted four months ago: "all time" starts at its creation.
    campaignId = (await createLiveCampaign(db(), { ownerId: creator.userId, title: 'Solar kettle', createdAt: createdLongAgo }))
      .id;
    otherCampaignId = (await createLiveCampaign(db(), { ownerId: creator.userId, title: 'Wind lamp' })).id;
    await db()
      .insertInto('campaignCollaborators')
      .values({ campaignId, userId: collaborator.userId, invitedBy: creator.userId })
      .execute();
  });

  /** Runs the rollup job now (tests run no job loop), as the server's poll would. */
  const runRollup = async (at = new Date()) => {
    await context.app.jobs.schedule(db(), { name: STATS_ROLLUP_JOB, key: 'stats-rollup', runAt: at });
    expect(await context.app.jobs.runDue()).toMatchObject({ failed: 0 });
  };

  const pageView = (path: string, sessionId: string, extra: Record<string, string> = {}) =>
    context.app.inject({
      method: 'POST',
      url: '/api/analytics/page-view',
      payload: { path, title: 'A page', sessionId, ...extra },
    });

  /** A raw page view at a given time (older days than the test's clock can reach through the API). */
  const oldPageView = (path: string, sessionId: string, createdAt: Date) =>
    db().insertInto('pageViews').values({ path, title: 'Old', sessionId, createdAt }).execute();

  const statsOf = async (user: MoneyUser, query = '') => {
    const res = await call(user, context.app, 'GET', `/api/stats${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Stats>();
  };

  const pledge = async (who: MoneyUser, amount: number) => {
    const res = await call(who, context.app, 'POST', `/api/campaigns/${campaignId}/pledges`, {
      body: { tierId: null, amount },
      key: newKey(),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ pledge: { id: string } }>().pledge.id;
  };

  const today = utcDay(new Date());
  const todayOf = (stats: Stats) => stats.days.find((d) => d.day === today)!;

  it('counts views and unique visitors once after the job, with referrers and UTM sources; a rerun changes nothing', async () => {
    expect(
      (
        await pageView(`/campaigns/${campaignId}`, 'session-aaaa', {
          referrer: 'https://news.example.com/story?id=1',
          utmSource: 'Newsletter',
        })
      ).statusCode,
    ).toBe(204);
    await pageView(`/campaigns/${campaignId}`, 'session-aaaa');
    await pageView(`/campaigns/${campaignId}`, 'session-bbbb', { utmSource: 'newsletter' });
    await pageView(`/campaigns/${otherCampaignId}`, 'session-cccc');
    await pageView('/discover', 'session-aaaa');

    // Before the job: nothing yet (stats read only the rollup).
    expect(todayOf(await statsOf(creator, `?campaignId=${campaignId}`))).toMatchObject({ views: 0, visitors: 0 });

    await runRollup();
    const once = await statsOf(creator, `?campaignId=${campaignId}&range=7d`);
    expect(todayOf(once)).toMatchObject({ views: 3, visitors: 2 });
    expect(once.totals).toMatchObject({ views: 3, visitors: 2 });
    expect(once.referrers).toEqual([
      { source: '', views: 2 },
      { source: 'news.example.com', views: 1 },
    ]);
    expect(once.utmSources).toEqual([{ source: 'newsletter', views: 2 }]);
    // The query string never reaches the table (it can carry tokens); only utm_source is kept.
    const stored = await db().selectFrom('pageViews').select('referrer').where('referrer', 'is not', null).execute();
    expect(stored.map((r) => r.referrer)).toEqual(['https://news.example.com/story']);

    await runRollup();
    expect(await statsOf(creator, `?campaignId=${campaignId}&range=7d`)).toEqual(once);

    // A new view after the job is counted once by the next run.
    await pageView(`/campaigns/${campaignId}`, 'session-dddd');
    await runRollup();
    await runRollup();
    expect(todayOf(await statsOf(creator, `?campaignId=${campaignId}&range=7d`))).toMatchObject({ views: 4, visitors: 3 });

    // Overall: both campaigns (a visitor counts once per campaign and day); /discover is no campaign's.
    expect((await statsOf(creator, '?range=7d')).totals).toMatchObject({ views: 5, visitors: 4 });
  });

  it('counts pledges, changes and cancels from events once (a redelivered event changes nothing), with conversion', async () => {
    const first = await pledge(backer, 2_500);
    const second = await pledge(secondBacker, 1_000);
    await context.app.events.dispatchPending();

    const changed = await context.app.inject({
      method: 'PATCH',
      url: `/api/pledges/${second}`,
      headers: { cookie: secondBacker.client.cookie, origin: ORIGIN, 'idempotency-key': newKey() },
      payload: { tierId: null, amount: 1_500 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const canceled = await call(backer, context.app, 'POST', `/api/pledges/${first}/cancel`, { key: newKey() });
    expect(canceled.statusCode, canceled.body).toBe(200);
    await context.app.events.dispatchPending();

    const stats = await statsOf(creator, `?campaignId=${campaignId}&range=30d`);
    // Two pledges made, one canceled; the net amount: 2,500 + 1,000 + 500 − 2,500.
    expect(todayOf(stats)).toMatchObject({ pledges: 2, cancellations: 1, amount: 1_500 });
    expect(stats.totals).toMatchObject({ pledges: 2, cancellations: 1, amount: 1_500 });
    expect(stats.currency).toBe('USD');
    expect(stats.totals.conversion).toBeCloseTo(2 / 3);

    // Redeliver every stats delivery: the counts stay.
    await db().deleteFrom('eventDeliveries').where('subscriber', '=', 'stats').execute();
    await sql`insert into event_deliveries (event_id, subscriber) select id, 'stats' from events where type like 'pledge.%'`.execute(
      db(),
    );
    await context.app.events.dispatchPending();
    expect((await statsOf(creator, `?campaignId=${campaignId}&range=30d`)).totals).toEqual(stats.totals);
  });

  it('shows followers over time, counted back from today', async () => {
    const creatorName = (
      await db().selectFrom('users').select('username').where('id', '=', creator.userId).executeTakeFirstOrThrow()
    ).username!;
    await follow(db(), backer.userId, creatorName);
    await follow(db(), stranger.userId, creatorName);
    await unfollow(db(), stranger.userId, creatorName);
    await context.app.events.dispatchPending();
    const stats = await statsOf(creator, '?range=7d');
    expect(stats.totals).toMatchObject({ followers: 1, followersGained: 1 });
    expect(todayOf(stats).followers).toBe(1);
    expect(stats.days[0]!.followers).toBe(0);
    // A collaborator sees the campaign's creator's followers.
    expect((await statsOf(collaborator, `?campaignId=${campaignId}&range=7d`)).totals.followers).toBe(1);
  });

  it('filters by range: 7, 30, 90 days and all time, in UTC days ending today', async () => {
    const now = Date.now();
    await oldPageView(`/campaigns/${campaignId}`, 'session-old-10', new Date(now - 10 * DAY_MS));
    await oldPageView(`/campaigns/${campaignId}`, 'session-old-60', new Date(now - 60 * DAY_MS));
    // The rollup recomputes only from its last run: reset it so this run starts from the oldest view.
    await db().deleteFrom('pageViewRollup').execute();
    await runRollup();

    const week = await statsOf(creator, `?campaignId=${campaignId}&range=7d`);
    expect(week.days).toHaveLength(7);
    expect(week.from).toBe(utcDay(new Date(now - 6 * DAY_MS)));
    expect(week.to).toBe(today);
    expect(week.totals.views).toBe(4);
    expect((await statsOf(creator, `?campaignId=${campaignId}&range=30d`)).totals.views).toBe(5);
    const quarter = await statsOf(creator, `?campaignId=${campaignId}&range=90d`);
    expect(quarter.days).toHaveLength(90);
    expect(quarter.totals.views).toBe(6);
    // Default: 30 days.
    expect((await statsOf(creator, `?campaignId=${campaignId}`)).range).toBe('30d');
    const all = await statsOf(creator, `?campaignId=${campaignId}&range=all`);
    expect(all.from).toBe(utcDay(createdLongAgo));
    expect(all.days).toHaveLength(121);
    expect(all.totals.views).toBe(6);
  });

  it('lets owners and collaborators in, and tells a stranger nothing (404), signed-out people 401', async () => {
    const forCollaborator = await statsOf(collaborator, `?campaignId=${campaignId}&range=7d`);
    expect(forCollaborator.totals.views).toBe(4);
    // The picker (its own request): the owner's campaigns newest first, the collaborator's one campaign.
    const picker = async (user: MoneyUser) => {
      const res = await call(user, context.app, 'GET', '/api/stats/campaigns');
      expect(res.statusCode, res.body).toBe(200);
      return res.json<StatsCampaigns>().campaigns;
    };
    expect(await picker(collaborator)).toEqual([{ id: campaignId, title: 'Solar kettle', role: 'collaborator' }]);
    expect(await picker(creator)).toEqual([
      { id: otherCampaignId, title: 'Wind lamp', role: 'owner' },
      { id: campaignId, title: 'Solar kettle', role: 'owner' },
    ]);
    expect(await picker(stranger)).toEqual([]);
    expect((await context.app.inject({ method: 'GET', url: '/api/stats/campaigns' })).statusCode).toBe(401);
    // The collaborator's overall view covers only the campaign they help with.
    expect((await statsOf(collaborator, '?range=7d')).totals.views).toBe(4);

    const strangers = await call(stranger, context.app, 'GET', `/api/stats?campaignId=${campaignId}`);
    expect(strangers.statusCode).toBe(404);
    expect(strangers.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    // An unknown campaign answers the same as someone else's.
    const unknown = await call(creator, context.app, 'GET', '/api/stats?campaignId=no-such-campaign');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(strangers.json());
    expect((await call(stranger, context.app, 'GET', `/api/stats/export.csv?campaignId=${campaignId}`)).statusCode).toBe(404);
    // A stranger's own overall stats are empty, not someone else's.
    expect((await statsOf(stranger, '?range=7d')).totals).toMatchObject({ views: 0, pledges: 0 });

    expect((await context.app.inject({ method: 'GET', url: '/api/stats' })).statusCode).toBe(401);
  });

  it('exports the days as CSV', async () => {
    const res = await call(creator, context.app, 'GET', `/api/stats/export.csv?campaignId=${campaignId}&range=7d`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`attachment; filename="stats-${campaignId}-\\d{4}-\\d{2}-\\d{2}-to-${today}\\.csv"`),
    );
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Date,Views,Unique visitors,Pledges,Cancellations,Amount pledged (net),Currency,Followers,Promotion impressions,Promotion clicks,Promotion spend,Promotion currency',
    );
    expect(lines).toHaveLength(8);
    expect(lines.at(-1)).toMatch(new RegExp(`^${today},4,3,2,1,\\d+\\.\\d{2},USD,1,0,0,,$`));
  });

  it('gates advanced stats on Pro: 90 days and all time answer 403, referrers and UTM sources are left out', async () => {
    // The collaborator has no Pro: the free ranges answer, without sources and flagged.
    const free = await statsOf(collaborator, `?campaignId=${campaignId}&range=30d`);
    expect(free.advanced).toBe(false);
    expect(free.totals.views).toBeGreaterThan(0);
    expect(free.referrers).toEqual([]);
    expect(free.utmSources).toEqual([]);
    for (const range of ['90d', 'all']) {
      const refused = await call(collaborator, context.app, 'GET', `/api/stats?campaignId=${campaignId}&range=${range}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
      expect(refused.body).toContain('Pro advanced stats');
      expect((await call(collaborator, context.app, 'GET', `/api/stats/export.csv?range=${range}`)).statusCode).toBe(403);
    }
    // The same campaign for the Pro owner: sources included, every range.
    const pro = await statsOf(creator, `?campaignId=${campaignId}&range=30d`);
    expect(pro.advanced).toBe(true);
    expect(pro.utmSources).toEqual([{ source: 'newsletter', views: 2 }]);
    expect((await statsOf(creator, `?campaignId=${campaignId}&range=all`)).advanced).toBe(true);
  });

  it('shows promotion impressions, clicks, spend and cost per click, in the JSON and the CSV', async () => {
    const admin = await moneyUser(context.app, 'admin');
    const promotion = await bought(context.app, creator, otherCampaignId, 3);
    await approve(context.app, admin, promotion.id);
    const before = await statsOf(creator, `?campaignId=${otherCampaignId}&range=7d`);
    expect(todayOf(before)).toMatchObject({ impressions: 0, clicks: 0 });
    const visitor = { userId: null, ip: '203.0.113.7', userAgent: 'test' };
    const other = { userId: backer.userId, ip: '203.0.113.8', userAgent: 'test' };
    expect(await countPromotionEvent(db(), promotion.id, 'impression', visitor)).toBe(true);
    // Once per visitor and day.
    await countPromotionEvent(db(), promotion.id, 'impression', visitor);
    await countPromotionEvent(db(), promotion.id, 'impression', other);
    await countPromotionEvent(db(), promotion.id, 'click', visitor);

    const stats = await statsOf(creator, `?campaignId=${otherCampaignId}&range=7d`);
    const spend = promotion.dailyPrice;
    expect(todayOf(stats)).toMatchObject({ impressions: 2, clicks: 1, spend });
    expect(stats.totals).toMatchObject({ impressions: 2, clicks: 1, spend, costPerClick: spend });
    expect(stats.promotionCurrency).toBe('USD');
    // The other campaign has none; overall includes them.
    expect((await statsOf(creator, `?campaignId=${campaignId}&range=7d`)).totals).toMatchObject({ impressions: 0, clicks: 0 });
    expect((await statsOf(creator, '?range=7d')).totals).toMatchObject({ impressions: 2, clicks: 1 });
    // Free: a collaborator-less campaign, but the section is no Pro feature (the 7-day CSV carries it).
    const csv = await call(creator, context.app, 'GET', `/api/stats/export.csv?campaignId=${otherCampaignId}&range=7d`);
    const price = (spend / 100).toFixed(2);
    expect(csv.body.trim().split('\r\n').at(-1)).toMatch(new RegExp(`^${today},.*,2,1,${price},USD$`));
  });

  it('answers bad input with a 400 and a sentence', async () => {
    const badRange = await call(creator, context.app, 'GET', '/api/stats?range=365d');
    expect(badRange.statusCode).toBe(400);
    expect(badRange.body).toContain('The range must be 7d, 30d, 90d or all.');
    const badId = await call(creator, context.app, 'GET', '/api/stats?campaignId=../../etc');
    expect(badId.statusCode).toBe(400);
    expect((await call(creator, context.app, 'GET', '/api/stats?extra=1')).statusCode).toBe(400);
    const badUtm = await pageView('/x', 'session-eeee', { utmSource: 'x'.repeat(101) });
    expect(badUtm.statusCode).toBe(400);
  });

  it('drops raw page views older than 90 days once rolled up, keeping their daily counts', async () => {
    const old = new Date(Date.now() - 95 * DAY_MS);
    await oldPageView(`/campaigns/${campaignId}`, 'session-ancient', old);
    await db().deleteFrom('pageViewRollup').execute();
    await runRollup();
    const raw = await db()
      .selectFrom('pageViews')
      .select('sessionId')
      .where('createdAt', '<', new Date(Date.now() - 90 * DAY_MS))
      .execute();
    expect(raw).toEqual([]);
    const kept = await db().selectFrom('pageViews').select('sessionId').where('sessionId', '=', 'session-old-60').execute();
    expect(kept).toHaveLength(1);
    const day = await db()
      .selectFrom('pageViewDays')
      .select('views')
      .where('path', '=', `/campaigns/${campaignId}`)
      .where('day', '=', utcDay(old))
      .executeTakeFirstOrThrow();
    expect(day.views).toBe(1);
    // All time still counts it, from the rollup.
    expect((await statsOf(creator, `?campaignId=${campaignId}&range=all`)).totals.views).toBe(7);
  });
});
