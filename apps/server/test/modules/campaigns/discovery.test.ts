import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createLiveCampaign } from '../../factories/campaigns.js';
import { call, fundWallet, moneyUser, newKey } from '../../factories/money.js';
import type { MoneyUser } from '../../factories/money.js';
import { createUser } from '../../factories/users.js';
import { useTestApp } from '../../helpers/use-test-app.js';
import { refreshTrendingScores } from '../../../src/modules/campaigns/discovery/velocity.js';

interface ListBody {
  items: { id: string; progress: { percentOfGoal: number } }[];
  nextCursor: string | null;
}
interface DiscoverBody {
  staffPicks: { id: string }[];
  trending: { id: string }[];
  endingSoon: { id: string }[];
  nearGoal: { id: string }[];
  new: { id: string }[];
  categories: { slug: string; liveCount: number }[];
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

describe('discovery lists, staff picks and GET /api/discover', () => {
  const t = useTestApp();
  const get = async <T>(url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const ids = async (url: string) => (await get<ListBody>(url)).items.map((item) => item.id);

  /** Every page of a list, `limit` at a time. */
  const pageThrough = async (query: string, limit: number) => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: ListBody = await get<ListBody>(
        `/api/campaigns?${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    return seen;
  };

  it('near goal holds live campaigns from 80 % up to (not including) 100 %, closest first, by category too', async () => {
    const db = t.database.db;
    const owner = await createUser(db);
    const at = (raised: number, category = 'music') =>
      createLiveCampaign(db, { ownerId: owner.id, goal: 100_000, raised, category });
    const below = await at(79_999);
    const exactly = await at(80_000);
    const close = await at(99_999);
    const reached = await at(100_000);
    const otherCategory = await at(90_000, 'food');
    const list = await ids('/api/campaigns?sort=near_goal&limit=50');
    expect(list).toEqual([close.id, otherCategory.id, exactly.id]);
    expect(list).not.toContain(below.id);
    expect(list).not.toContain(reached.id);
    expect(await ids('/api/campaigns?sort=near_goal&category=music')).toEqual([close.id, exactly.id]);
  });

  it('pages every list without repeats or gaps, even when microseconds tell campaigns apart', async () => {
    const db = t.database.db;
    const owner = await createUser(db);
    const base = Date.now() - DAY_MS;
    for (let i = 0; i < 9; i += 1)
      await createLiveCampaign(db, {
        ownerId: owner.id,
        category: 'film',
        launchedAt: new Date(base + Math.floor(i / 3) * 1000),
        endsAt: new Date(base + 20 * DAY_MS + Math.floor(i / 2) * 1000),
        raised: 80_000 + Math.floor(i / 4) * 1000,
      });
    // Three launched within one millisecond (only the microseconds tell them apart).
    for (const micro of [100, 200, 300]) {
      const row = await createLiveCampaign(db, { ownerId: owner.id, category: 'film' });
      await sql`update campaigns set launched_at = ${new Date(base + 5000)}::timestamptz + ${micro} * interval '1 microsecond'
                where id = ${row.id}`.execute(db);
    }
    for (const sort of ['newest', 'ending_soon', 'most_funded', 'near_goal', 'trending']) {
      const all = await ids(`/api/campaigns?sort=${sort}&category=film&limit=50`);
      expect(all.length).toBeGreaterThan(0);
      expect(await pageThrough(`sort=${sort}&category=film`, 2)).toEqual(all);
    }
  });

  it('rejects a tampered cursor, a cursor of another list and an unknown sort with 400', async () => {
    const first = await get<ListBody>('/api/campaigns?sort=near_goal&limit=1');
    expect(first.nextCursor).not.toBeNull();
    const cursor = first.nextCursor ?? '';
    const bad = [
      `/api/campaigns?sort=newest&cursor=${encodeURIComponent(cursor)}`,
      `/api/campaigns?sort=near_goal&cursor=${Buffer.from(JSON.stringify(['near_goal', '1e9', 'x'])).toString('base64url')}`,
      `/api/campaigns?sort=near_goal&cursor=${Buffer.from(JSON.stringify(['near_goal', "1'; drop", 'x'])).toString('base64url')}`,
      '/api/campaigns?sort=near_goal&cursor=not-base64-json',
      '/api/campaigns?sort=velocity',
    ];
    for (const url of bad) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
    }
  });

  describe('staff picks', () => {
    let admin: MoneyUser;
    let user: MoneyUser;
    const pick = (who: MoneyUser | null, method: 'PUT' | 'DELETE', id: string) =>
      who
        ? call(who, t.app, method as 'POST', `/api/admin/campaigns/${id}/staff-pick`)
        : t.app.inject({ method, url: `/api/admin/campaigns/${id}/staff-pick`, headers: { origin: 'http://localhost:3000' } });

    it('only admins pick; hidden and unknown campaigns are 404', async () => {
      admin = await moneyUser(t.app, 'admin');
      user = await moneyUser(t.app);
      const live = await createLiveCampaign(t.database.db);
      expect((await pick(null, 'PUT', live.id)).statusCode).toBe(401);
      expect((await pick(user, 'PUT', live.id)).statusCode).toBe(403);
      expect((await pick(admin, 'PUT', 'no-such-campaign')).statusCode).toBe(404);
      const draft = await createLiveCampaign(t.database.db, { status: 'draft' });
      const suspended = await createLiveCampaign(t.database.db, { status: 'suspended', suspendedFromStatus: 'live' });
      expect((await pick(admin, 'PUT', draft.id)).statusCode).toBe(404);
      expect((await pick(admin, 'PUT', suspended.id)).statusCode).toBe(404);
      expect(await ids('/api/campaigns?sort=staff_picks')).toEqual([]);
    });

    it('lists picks newest pick first, keeps the first pick time, unpicks, and audits each change', async () => {
      const first = await createLiveCampaign(t.database.db, { category: 'games' });
      const second = await createLiveCampaign(t.database.db, { category: 'design' });
      const picked = await pick(admin, 'PUT', first.id);
      expect(picked.statusCode, picked.body).toBe(200);
      const pickedAt = picked.json<{ staffPickedAt: string }>().staffPickedAt;
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect((await pick(admin, 'PUT', second.id)).statusCode).toBe(200);
      expect((await pick(admin, 'PUT', first.id)).json<{ staffPickedAt: string }>().staffPickedAt).toBe(pickedAt);
      expect(await ids('/api/campaigns?sort=staff_picks')).toEqual([second.id, first.id]);
      expect(await ids('/api/campaigns?sort=staff_picks&category=games')).toEqual([first.id]);
      expect((await get<DiscoverBody>('/api/discover')).staffPicks.map((c) => c.id)).toEqual([second.id, first.id]);

      const unpicked = await pick(admin, 'DELETE', second.id);
      expect(unpicked.json<{ staffPickedAt: string | null }>().staffPickedAt).toBeNull();
      expect((await get<DiscoverBody>('/api/discover')).staffPicks.map((c) => c.id)).toEqual([first.id]);
      const audit = await t.database.db
        .selectFrom('auditLog')
        .select(['action', 'targetId'])
        .where('actorId', '=', admin.userId)
        .orderBy('createdAt')
        .execute();
      expect(audit).toEqual([
        { action: 'campaign.staff_pick', targetId: first.id },
        { action: 'campaign.staff_pick', targetId: second.id },
        { action: 'campaign.staff_unpick', targetId: second.id },
      ]);
    });
  });

  it('answers every section at once, with each category’s count of live campaigns', async () => {
    const body = await get<DiscoverBody>('/api/discover');
    const live = await t.database.db
      .selectFrom('campaigns')
      .select(['category', (eb) => eb.fn.countAll<string>().as('count')])
      .where('status', '=', 'live')
      .where('endsAt', '>', new Date())
      .groupBy('category')
      .execute();
    const expected = new Map(live.map((row) => [row.category, Number(row.count)]));
    expect(body.categories).toHaveLength(10);
    for (const { slug, liveCount } of body.categories) expect(liveCount, slug).toBe(expected.get(slug) ?? 0);
    for (const list of [body.trending, body.endingSoon, body.nearGoal, body.new]) expect(list.length).toBe(6);
    expect(body.new.map((c) => c.id)).toEqual(await ids('/api/campaigns?sort=newest&limit=6'));
    expect(body.endingSoon.map((c) => c.id)).toEqual(await ids('/api/campaigns?sort=ending_soon&limit=6'));
  });
});

describe('trending: pledges of the last 48 hours, from pledge events', () => {
  const t = useTestApp();
  const trending = async (category: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/campaigns?sort=trending&category=${category}&limit=10` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ListBody>().items.map((item) => item.id);
  };
  const pledge = async (backer: MoneyUser, campaignId: string) => {
    const res = await call(backer, t.app, 'POST', `/api/campaigns/${campaignId}/pledges`, {
      body: { tierId: null, amount: 1000 },
      key: newKey(),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ pledge: { id: string } }>().pledge.id;
  };

  it('ranks by pledges counted from events, moves after a refresh, drops pledges older than 48 hours', async () => {
    await t.app.events.registerSubscriptions();
    const db = t.database.db;
    const [quiet, steady, hot] = [
      await createLiveCampaign(db, { category: 'community' }),
      await createLiveCampaign(db, { category: 'community' }),
      await createLiveCampaign(db, { category: 'community' }),
    ];
    const backers: MoneyUser[] = [];
    for (let i = 0; i < 3; i += 1) {
      const backer = await moneyUser(t.app);
      await fundWallet(db, backer.userId, 100_000);
      backers.push(backer);
    }
    // Ties (all zero) order by id, descending.
    const byId = [quiet.id, steady.id, hot.id].sort().reverse();
    expect(await trending('community')).toEqual(byId);

    await pledge(backers[0] as MoneyUser, steady.id);
    for (const backer of backers) await pledge(backer, hot.id);
    // Pledging writes nothing to trending inside its own transaction: the order waits for events and the job.
    expect(await trending('community')).toEqual(byId);
    await t.app.events.dispatchPending();
    expect(await trending('community')).toEqual(byId);
    await refreshTrendingScores(db, new Date());
    expect(await trending('community')).toEqual([hot.id, steady.id, quiet.id]);

    // A canceled pledge leaves the hour it was made in.
    const canceled = await pledge(backers[1] as MoneyUser, steady.id);
    const res = await call(backers[1] as MoneyUser, t.app, 'POST', `/api/pledges/${canceled}/cancel`, { key: newKey() });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.events.dispatchPending();
    await refreshTrendingScores(db, new Date());
    const scores = await db.selectFrom('campaigns').select(['id', 'trendingScore']).where('category', '=', 'community').execute();
    expect(Object.fromEntries(scores.map((row) => [row.id, row.trendingScore]))).toEqual({
      [quiet.id]: 0,
      [steady.id]: 1,
      [hot.id]: 3,
    });

    // 49 hours on, those pledges left the window: scores fall back to 0 and their hours are pruned.
    await refreshTrendingScores(db, new Date(Date.now() + 49 * HOUR_MS));
    expect(await trending('community')).toEqual(byId);
    expect(await db.selectFrom('campaignPledgeHours').selectAll().execute()).toEqual([]);
  });
});
