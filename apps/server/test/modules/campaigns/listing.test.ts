import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../helpers/auth.js';
import { createLiveCampaign } from '../../factories/campaigns.js';
import { createUser } from '../../factories/users.js';
import { useTestApp } from '../../helpers/use-test-app.js';
import { launchedCampaign, person } from '../../factories/campaign-setup.js';
import type { DetailBody, ErrorBody } from '../../factories/campaign-setup.js';

interface ListBody {
  items: {
    id: string;
    status: string;
    progress: { raised: number; percentOfGoal: number };
    creator: { username: string | null };
  }[];
  nextCursor: string | null;
}

const DAY_MS = 86_400_000;

describe('campaign listing and the creator’s own list', () => {
  const context = useTestApp();
  const ids: string[] = [];

  beforeAll(async () => {
    const owner = await createUser(context.database.db);
    const base = Date.now() - 10 * DAY_MS;
    // 23 live campaigns with deliberate ties: launch times in pairs, end times in threes, funding in fours.
    for (let i = 0; i < 23; i += 1) {
      const launchedAt = new Date(base + Math.floor(i / 2) * 60_000);
      const row = await createLiveCampaign(context.database.db, {
        ownerId: owner.id,
        category: i % 3 === 0 ? 'games' : 'technology',
        launchedAt,
        endsAt: new Date(base + 20 * DAY_MS + Math.floor(i / 3) * 60_000),
        goal: 100_000,
        raised: Math.floor(i / 4) * 25_000,
      });
      ids.push(row.id);
    }
    // Not listed: a draft, an ended one still marked live (the end job has not run), a canceled one.
    await context.database.db.insertInto('campaigns').values({ id: 'listing-draft', ownerId: owner.id }).execute();
    await createLiveCampaign(context.database.db, { ownerId: owner.id, endsAt: new Date(Date.now() - 1000) });
    await createLiveCampaign(context.database.db, { ownerId: owner.id, status: 'canceled' });
  });

  const pageThrough = async (query: string, limit: number) => {
    const seen: ListBody['items'] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = `/api/campaigns?${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const res: LightMyRequestResponse = await context.app.inject({ method: 'GET', url });
      expect(res.statusCode, res.body).toBe(200);
      const body: ListBody = res.json<ListBody>();
      expect(body.items.length).toBeLessThanOrEqual(limit);
      seen.push(...body.items);
      cursor = body.nextCursor;
      pages += 1;
    } while (cursor && pages < 50);
    return { seen, pages };
  };

  it.each(['newest', 'ending_soon', 'most_funded'])('pages through %s without duplicates or gaps, in order', async (sort) => {
    const { seen, pages } = await pageThrough(`sort=${sort}`, 4);
    expect(pages).toBe(6);
    expect(seen.map((i) => i.id).sort()).toEqual([...ids].sort());
    expect(new Set(seen.map((i) => i.id)).size).toBe(ids.length);
    const all = (await pageThrough(`sort=${sort}`, 50)).seen.map((i) => i.id);
    expect(seen.map((i) => i.id)).toEqual(all);
    if (sort === 'most_funded') {
      const percents = seen.map((i) => i.progress.percentOfGoal);
      expect(percents).toEqual([...percents].sort((a, b) => b - a));
    }
  });

  it('filters by category and rejects a cursor from another sort', async () => {
    const { seen } = await pageThrough('sort=newest&category=games', 3);
    expect(seen).toHaveLength(8);
    const first = (await context.app.inject({ method: 'GET', url: '/api/campaigns?sort=newest&limit=2' })).json<ListBody>();
    const res = await context.app.inject({
      method: 'GET',
      url: `/api/campaigns?sort=ending_soon&cursor=${encodeURIComponent(first.nextCursor ?? '')}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().error.message).toMatch(/cursor is not valid/);
  });

  it('lists the creator’s own campaigns with status and progress, drafts included', async () => {
    const creator = await person(context);
    const liveId = await launchedCampaign(creator);
    const draftId = (await creator.client.request('POST', '/api/campaigns', { title: 'Unfinished' })).json<DetailBody>().id;
    await context.database.db
      .updateTable('campaigns')
      .set({ raised: 250_000, backersCount: 7 })
      .where('id', '=', liveId)
      .execute();
    const res = await creator.client.request('GET', '/api/me/campaigns');
    expect(res.statusCode).toBe(200);
    const items = res.json<{
      items: { id: string; status: string; progress: { raised: number; percentOfGoal: number; backers: number } }[];
    }>().items;
    expect(items.map((i) => [i.id, i.status])).toEqual([
      [draftId, 'draft'],
      [liveId, 'live'],
    ]);
    expect(items[1]?.progress).toMatchObject({ raised: 250_000, percentOfGoal: 50, backers: 7 });
    expect((await client(context.app).request('GET', '/api/me/campaigns')).statusCode).toBe(401);
  });
});
