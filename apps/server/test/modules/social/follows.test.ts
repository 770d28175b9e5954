import { describe, expect, it } from 'vitest';
import { person } from '../../factories/campaign-setup.js';
import type { Person } from '../../factories/campaign-setup.js';
import { createLiveCampaign } from '../../factories/campaigns.js';
import { useTestApp } from '../../helpers/use-test-app.js';
import { followedUserIds } from '../../../src/modules/social/service.js';

/** Follows: idempotent, no self-follow, counts, keyset pages, events, /following and profiles' lists. */
describe('follows', () => {
  const context = useTestApp();

  async function named(): Promise<Person & { username: string }> {
    const made = await person(context);
    const row = await context.database.db
      .selectFrom('users')
      .select('username')
      .where('id', '=', made.userId)
      .executeTakeFirstOrThrow();
    return { ...made, username: row.username ?? '' };
  }

  async function eventsOf(type: string, key: string, value: string) {
    const rows = await context.database.db.selectFrom('events').select(['type', 'payload']).where('type', '=', type).execute();
    return rows.filter((row) => row.payload[key] === value);
  }

  it('follows once however often asked, refuses self-follow and unknown people, and unfollows', async () => {
    const ana = await named();
    const ben = await named();
    const first = await ana.client.request('PUT', `/api/users/${ben.username}/follow`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ following: true, followerCount: 1 });
    // Idempotent: same answer, one row, one event.
    expect((await ana.client.request('PUT', `/api/users/${ben.username.toUpperCase()}/follow`)).json()).toEqual({
      following: true,
      followerCount: 1,
    });
    expect(await eventsOf('user.followed', 'followerId', ana.userId)).toEqual([
      { type: 'user.followed', payload: { followerId: ana.userId, followedId: ben.userId } },
    ]);

    const self = await ana.client.request('PUT', `/api/users/${ana.username}/follow`);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ error: { message: 'You cannot follow yourself.' } });
    const unknown = await ana.client.request('PUT', '/api/users/nobody_has_this_name/follow');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { message: 'No user has this username.' } });

    // The reader's view and the session user's counts.
    expect((await ana.client.request('GET', `/api/users/${ben.username}/follow`)).json()).toEqual({
      following: true,
      followerCount: 1,
    });
    expect((await context.app.inject({ method: 'GET', url: `/api/users/${ben.username}/follow` })).json()).toEqual({
      following: false,
      followerCount: 1,
    });
    expect((await ana.client.request('GET', '/api/me')).json()).toMatchObject({
      user: { followers: 0, following: 1, savedCampaigns: 0 },
    });
    expect((await ben.client.request('GET', '/api/me')).json()).toMatchObject({ user: { followers: 1, following: 0 } });
    expect((await context.app.inject({ method: 'GET', url: `/api/users/${ben.username}` })).json()).toMatchObject({
      followerCount: 1,
      followingCount: 0,
    });

    expect((await ana.client.request('DELETE', `/api/users/${ben.username}/follow`)).json()).toEqual({
      following: false,
      followerCount: 0,
    });
    expect((await ana.client.request('DELETE', `/api/users/${ben.username}/follow`)).json()).toEqual({
      following: false,
      followerCount: 0,
    });
    expect(await eventsOf('user.unfollowed', 'followerId', ana.userId)).toHaveLength(1);
    // Re-following after an unfollow is a new follow: a second user.followed.
    await ana.client.request('PUT', `/api/users/${ben.username}/follow`);
    expect(await eventsOf('user.followed', 'followerId', ana.userId)).toHaveLength(2);
  });

  it('needs a session to follow', async () => {
    const ben = await named();
    const res = await context.app.inject({ method: 'PUT', url: `/api/users/${ben.username}/follow` });
    expect(res.statusCode).toBe(401);
  });

  it('pages followers and following by cursor, newest first, without repeats; a tampered cursor is a 400', async () => {
    const star = await named();
    const fans: (Person & { username: string })[] = [];
    for (let i = 0; i < 5; i += 1) {
      const fan = await named();
      await fan.client.request('PUT', `/api/users/${star.username}/follow`);
      fans.push(fan);
    }
    // Same follow time for all: the id breaks ties, so pages neither skip nor repeat.
    await context.database.db
      .updateTable('userFollows')
      .set({ createdAt: new Date('2026-01-01T00:00:00Z') })
      .where('followeeId', '=', star.userId)
      .execute();
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = `/api/users/${star.username}/followers?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await context.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const body = res.json<{ items: { id: string; username: string }[]; nextCursor: string | null }>();
      seen.push(...body.items.map((item) => item.id));
      cursor = body.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(5);
    expect([...seen].sort()).toEqual(fans.map((fan) => fan.userId).sort());

    const following = await context.app.inject({ method: 'GET', url: `/api/users/${fans[0]!.username}/following` });
    expect(following.json()).toMatchObject({ items: [{ id: star.userId, username: star.username }], nextCursor: null });

    const tampered = Buffer.from(JSON.stringify(['followers', 'not a date', 'x'])).toString('base64url');
    for (const bad of [
      tampered,
      'garbage!!',
      Buffer.from(JSON.stringify(['saved', new Date().toISOString(), 'x'])).toString('base64url'),
    ]) {
      const res = await context.app.inject({ method: 'GET', url: `/api/users/${star.username}/followers?cursor=${bad}` });
      expect(res.statusCode).toBe(400);
    }
    expect((await context.app.inject({ method: 'GET', url: `/api/users/${star.username}/followers?limit=500` })).statusCode).toBe(
      400,
    );
    expect((await context.app.inject({ method: 'GET', url: '/api/users/nobody_has_this_name/followers' })).statusCode).toBe(404);
  });

  it('feeds /following with the followed people’s public campaigns, newest first; suggests creators otherwise', async () => {
    const reader = await named();
    const maker = await named();
    const other = await named();
    const older = await createLiveCampaign(context.database.db, {
      ownerId: maker.userId,
      launchedAt: new Date(Date.now() - 3 * 86_400_000),
    });
    const newer = await createLiveCampaign(context.database.db, {
      ownerId: maker.userId,
      launchedAt: new Date(Date.now() - 86_400_000),
    });
    await createLiveCampaign(context.database.db, { ownerId: maker.userId, status: 'draft', launchedAt: null, endsAt: null });
    await createLiveCampaign(context.database.db, { ownerId: other.userId });

    const none = await reader.client.request('GET', '/api/following/campaigns');
    expect(none.json()).toEqual({ items: [], nextCursor: null });
    const suggestions = (await reader.client.request('GET', '/api/following/suggestions')).json<{ items: { id: string }[] }>();
    expect(suggestions.items.map((s) => s.id)).toEqual(expect.arrayContaining([maker.userId, other.userId]));
    expect(suggestions.items.map((s) => s.id)).not.toContain(reader.userId);

    await reader.client.request('PUT', `/api/users/${maker.username}/follow`);
    expect(await followedUserIds(context.database.db, reader.userId)).toEqual([maker.userId]);
    const first = (await reader.client.request('GET', '/api/following/campaigns?limit=1')).json<{
      items: { id: string }[];
      nextCursor: string | null;
    }>();
    expect(first.items.map((c) => c.id)).toEqual([newer.id]);
    const second = (await reader.client.request('GET', `/api/following/campaigns?limit=1&cursor=${first.nextCursor}`)).json<{
      items: { id: string }[];
      nextCursor: string | null;
    }>();
    expect(second).toEqual({ items: [expect.objectContaining({ id: older.id })], nextCursor: null });
    const after = (await reader.client.request('GET', '/api/following/suggestions')).json<{ items: { id: string }[] }>();
    expect(after.items.map((s) => s.id)).not.toContain(maker.userId);
    expect((await context.app.inject({ method: 'GET', url: '/api/following/campaigns' })).statusCode).toBe(401);

    // The profile's own campaigns: live and successful, no drafts.
    const profile = (await context.app.inject({ method: 'GET', url: `/api/users/${maker.username}/campaigns` })).json<{
      items: { id: string }[];
    }>();
    expect(profile.items.map((c) => c.id)).toEqual([newer.id, older.id]);
  });

  it('shows backed campaigns on a profile only when the privacy setting allows it', async () => {
    const backer = await named();
    const campaign = await createLiveCampaign(context.database.db);
    await context.database.db
      .insertInto('pledges')
      .values({ id: `p_${backer.userId}`, campaignId: campaign.id, backerId: backer.userId, amount: 500, currency: 'USD' })
      .execute();
    const url = `/api/users/${backer.username}/backed`;
    expect((await context.app.inject({ method: 'GET', url })).json()).toEqual({ hidden: true, items: [] });
    // The person sees their own.
    expect((await backer.client.request('GET', url)).json()).toMatchObject({ hidden: false, items: [{ id: campaign.id }] });
    const me = (await backer.client.request('GET', '/api/me')).json<{ user: { preferences: { privacy: object } } }>();
    const preferences = { ...me.user.preferences, privacy: { showBackedCampaigns: true } };
    expect((await backer.client.request('PUT', '/api/me/preferences', preferences)).statusCode).toBe(200);
    expect((await context.app.inject({ method: 'GET', url })).json()).toMatchObject({
      hidden: false,
      items: [{ id: campaign.id }],
    });
  });
});
