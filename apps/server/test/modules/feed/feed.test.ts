import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createLiveCampaign } from '../../factories/campaigns.js';
import { call, fundWallet, moneyUser, newKey } from '../../factories/money.js';
import { createUser, follow } from '../../factories/users.js';
import { useTestApp } from '../../helpers/use-test-app.js';

interface FeedBody {
  tab: string;
  items: { id: string; category: string | null }[];
  nextCursor: string | null;
  personalised: boolean;
}

const DAY_MS = 86_400_000;

describe('GET /api/feed', () => {
  const t = useTestApp();

  it('lists the newest and trending campaigns to everyone; for you needs a session; bad input is 400', async () => {
    const db = t.database.db;
    const older = await createLiveCampaign(db, { launchedAt: new Date(Date.now() - 3 * DAY_MS) });
    const newer = await createLiveCampaign(db, { launchedAt: new Date(Date.now() - DAY_MS) });
    const newest = await t.app.inject({ method: 'GET', url: '/api/feed' });
    expect(newest.statusCode, newest.body).toBe(200);
    const body = newest.json<FeedBody>();
    expect(body).toMatchObject({ tab: 'newest', personalised: false, nextCursor: null });
    expect(body.items.map((item) => item.id)).toEqual([newer.id, older.id]);
    expect((await t.app.inject({ method: 'GET', url: '/api/feed?tab=trending' })).json<FeedBody>().items).toHaveLength(2);

    const forYou = await t.app.inject({ method: 'GET', url: '/api/feed?tab=for_you' });
    expect(forYou.statusCode).toBe(401);
    expect(forYou.json<{ error: { message: string } }>().error.message).toBe('Sign in to see campaigns picked for you.');
    for (const url of [
      '/api/feed?tab=popular',
      '/api/feed?limit=0',
      '/api/feed?limit=51',
      '/api/feed?cursor=%7B',
      '/api/feed?x=1',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
    }
  });

  it('personalises for you from interests, backed categories and follows, pages by cursor, never the reader’s own', async () => {
    const db = t.database.db;
    const reader = await moneyUser(t.app);
    const followed = await createUser(db);
    const stranger = await createUser(db);
    const launched = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS + Math.random() * 1000);
    const interest = [
      await createLiveCampaign(db, { ownerId: stranger.id, category: 'games', launchedAt: launched(2) }),
      await createLiveCampaign(db, { ownerId: stranger.id, category: 'games', launchedAt: launched(4) }),
    ];
    const byFollowed = await createLiveCampaign(db, { ownerId: followed.id, category: 'fashion', launchedAt: launched(3) });
    const backedHere = await createLiveCampaign(db, { ownerId: stranger.id, category: 'publishing', launchedAt: launched(6) });
    const sameCategoryAsBacked = await createLiveCampaign(db, {
      ownerId: stranger.id,
      category: 'publishing',
      launchedAt: launched(5),
    });
    const unrelated = await createLiveCampaign(db, { ownerId: stranger.id, category: 'environment', launchedAt: launched(1) });
    const own = await createLiveCampaign(db, { ownerId: reader.userId, category: 'games', launchedAt: launched(0.5) });

    // Signed in with no signals yet: the newest campaigns, marked as not personalised.
    const plain = (await call(reader, t.app, 'GET', '/api/feed?tab=for_you')).json<FeedBody>();
    expect(plain.personalised).toBe(false);
    expect(plain.items[0]?.id).toBe(own.id);

    // Interests are free text; only those naming a category count.
    await db
      .updateTable('users')
      .set({ interests: ['games', 'knitting'] })
      .where('id', '=', reader.userId)
      .execute();
    await follow(db, reader.userId, followed.id);
    await fundWallet(db, reader.userId, 10_000);
    const pledged = await call(reader, t.app, 'POST', `/api/campaigns/${backedHere.id}/pledges`, {
      body: { tierId: null, amount: 1000 },
      key: newKey(),
    });
    expect(pledged.statusCode, pledged.body).toBe(201);

    const expected = [interest[0], byFollowed, interest[1], sameCategoryAsBacked, backedHere].map((row) => row?.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/feed?tab=for_you&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const res = await call(reader, t.app, 'GET', url);
      expect(res.statusCode, res.body).toBe(200);
      const page: FeedBody = res.json<FeedBody>();
      expect(page.personalised).toBe(true);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(expected);
    expect(seen).not.toContain(unrelated.id);
    expect(seen).not.toContain(own.id);

    // Someone else's for-you cursor is not a newest cursor.
    const first = (await call(reader, t.app, 'GET', '/api/feed?tab=for_you&limit=1')).json<FeedBody>();
    const mixed = await t.app.inject({
      method: 'GET',
      url: `/api/feed?tab=newest&cursor=${encodeURIComponent(first.nextCursor ?? '')}`,
    });
    expect(mixed.statusCode).toBe(400);
  });

  it('serves public pages as one serialised answer with an ETag: the same body to everyone, 304 when kept, the card’s fields only', async () => {
    const db = t.database.db;
    for (let day = 1; day <= 3; day++) await createLiveCampaign(db, { launchedAt: new Date(Date.now() - day * DAY_MS) });
    // The campaigns listing (never cached) says what each page holds.
    const listed = async (url: string) =>
      (await t.app.inject({ method: 'GET', url })).json<FeedBody>().items.map((item) => item.id);
    const expectedFirst = await listed('/api/campaigns?sort=newest&limit=2');
    const first = await t.app.inject({ method: 'GET', url: '/api/feed?tab=newest&limit=2' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    // The same for everyone: a browser may keep it if it asks again (not the API's no-store).
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const page = first.json<FeedBody>();
    expect(page.items.map((item) => item.id)).toEqual(expectedFirst);
    // A card never carries the story (lists select a card's columns only).
    expect(Object.keys(page.items[0] ?? {})).not.toContain('storyHtml');

    const again = await t.app.inject({ method: 'GET', url: '/api/feed?tab=newest&limit=2' });
    expect(again.body).toBe(first.body);
    // Compressed once per answer for browsers, the same JSON once decoded.
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const compressed = await t.app.inject({
        method: 'GET',
        url: '/api/feed?tab=newest&limit=2',
        headers: { 'accept-encoding': encoding },
      });
      expect(compressed.headers['content-encoding']).toBe(encoding);
      expect(compressed.headers.etag).toBe(etag);
      expect(decode(compressed.rawPayload).toString('utf8')).toBe(first.body);
    }
    const kept = await t.app.inject({ method: 'GET', url: '/api/feed?tab=newest&limit=2', headers: { 'if-none-match': etag } });
    expect(kept.statusCode).toBe(304);
    expect(kept.body).toBe('');

    // The page after it is shared too, and continues where the first ended.
    const nextUrl = `/api/feed?tab=newest&limit=2&cursor=${encodeURIComponent(page.nextCursor ?? '')}`;
    const next = await t.app.inject({ method: 'GET', url: nextUrl });
    const listedFirst = (await t.app.inject({ method: 'GET', url: '/api/campaigns?sort=newest&limit=2' })).json<FeedBody>();
    expect(next.json<FeedBody>().items.map((item) => item.id)).toEqual(
      await listed(`/api/campaigns?sort=newest&limit=2&cursor=${encodeURIComponent(listedFirst.nextCursor ?? '')}`),
    );
    const nextKept = await t.app.inject({ method: 'GET', url: nextUrl, headers: { 'if-none-match': String(next.headers.etag) } });
    expect(nextKept.statusCode).toBe(304);

    // A tampered cursor is still a 400 (and is not kept).
    for (let i = 0; i < 2; i++) expect((await t.app.inject({ method: 'GET', url: `${nextUrl}x` })).statusCode).toBe(400);

    const discover = await t.app.inject({ method: 'GET', url: '/api/discover' });
    expect(discover.statusCode).toBe(200);
    const discoverKept = await t.app.inject({
      method: 'GET',
      url: '/api/discover',
      headers: { 'if-none-match': String(discover.headers.etag) },
    });
    expect(discoverKept.statusCode).toBe(304);
  });
});
