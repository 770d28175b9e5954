import { randomUUID } from 'node:crypto';
import type { FollowedMemberPosts, MemberPost, MemberPostList } from '@crowdspark/shared/contracts/member-posts';
import type { MembershipSetup } from '@crowdspark/shared/contracts/memberships';
import type { NotificationList } from '@crowdspark/shared/contracts/notifications';
import { beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../../src/modules/dev-outbox/routes.js';
import { DEFAULT_PREFERENCES } from '../../../src/modules/users/service.js';
import { call, fundWallet, moneyUser, newKey, type MoneyUser } from '../../factories/money.js';
import { deliverReversedAndTwice } from '../../helpers/events-out-of-order.js';
import { useTestApp } from '../../helpers/use-test-app.js';

const ORIGIN = 'http://localhost:3000';
const SECRET = 'Only-silver-and-gold-read-this';
const THREE_TIERS = {
  enabled: true,
  welcomeNote: '',
  tiers: [
    { title: 'Bronze', description: '', price: 300, memberLimit: null },
    { title: 'Silver', description: '', price: 700, memberLimit: null },
    { title: 'Gold', description: '', price: 1500, memberLimit: null },
  ],
};

/**
 * Members-only posts (docs/product-rules.md#members-only-posts): the body goes only to the creator
 * and members whose tier ranks at or above the post's; everybody else gets the title and date.
 */
describe('members-only posts', () => {
  const context = useTestApp();
  const db = () => context.database.db;
  beforeAll(() => context.app.events.registerSubscriptions());

  let creator: MoneyUser;
  let username: string;
  let tiers: MembershipSetup['tiers'];
  let bronze: MoneyUser;
  let gold: MoneyUser;
  let stranger: MoneyUser;

  const send = (user: MoneyUser | null, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    context.app.inject({
      method,
      url,
      headers: user ? { cookie: user.client.cookie, origin: ORIGIN } : { origin: ORIGIN },
      ...(payload ? { payload } : {}),
    });

  async function join(member: MoneyUser, tierId: string): Promise<void> {
    await fundWallet(db(), member.userId, 5000);
    const joined = await call(member, context.app, 'POST', '/api/memberships', { body: { tierId }, key: newKey() });
    expect(joined.statusCode, joined.body).toBe(201);
  }

  async function publish(minTierId: string | null, title: string, bodyHtml = `<p>${SECRET}</p>`): Promise<MemberPost> {
    const posted = await send(creator, 'POST', '/api/me/member-posts', { title, bodyHtml, minTierId });
    expect(posted.statusCode, posted.body).toBe(201);
    return posted.json<MemberPost>();
  }

  const read = (user: MoneyUser | null, postId: string) => send(user, 'GET', `/api/creators/${username}/posts/${postId}`);

  async function inbox(user: MoneyUser): Promise<NotificationList> {
    const res = await call(user, context.app, 'GET', '/api/notifications');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<NotificationList>();
  }

  beforeAll(async () => {
    creator = await moneyUser(context.app);
    username = `creator${randomUUID().slice(0, 8)}`;
    await db().updateTable('users').set({ username, displayName: 'Cora Creator' }).where('id', '=', creator.userId).execute();
    const saved = await send(creator, 'PUT', '/api/me/membership', THREE_TIERS);
    expect(saved.statusCode, saved.body).toBe(200);
    tiers = saved.json<MembershipSetup>().tiers;
    bronze = await moneyUser(context.app);
    gold = await moneyUser(context.app);
    stranger = await moneyUser(context.app);
    await join(bronze, tiers[0]!.id);
    await join(gold, tiers[2]!.id);
    await context.app.events.dispatchPending();
  });

  it('sends the body only to tiers at or above the post’s; titles and dates to everyone', async () => {
    const silverUp = await publish(tiers[1]!.id, 'Silver studio notes');
    const everyone = await publish(null, 'Hello all members', '<p>For every member</p>');
    expect(silverUp.audience).toEqual({ minTierId: tiers[1]!.id, label: 'Silver and above' });
    expect(everyone.audience.label).toBe('All members');

    // Gold ranks above Silver: reads it. Bronze ranks below: title only, no body in the answer at all.
    const goldRead = await read(gold, silverUp.id);
    expect(goldRead.json<MemberPost>()).toMatchObject({ locked: false, bodyHtml: `<p>${SECRET}</p>` });
    for (const reader of [bronze, stranger, null]) {
      const answer = await read(reader, silverUp.id);
      expect(answer.statusCode).toBe(200);
      expect(answer.json<MemberPost>()).toMatchObject({ title: 'Silver studio notes', locked: true, bodyHtml: null });
      expect(answer.body).not.toContain(SECRET);
    }
    // Bronze reads what is for all members; a non-member does not.
    expect((await read(bronze, everyone.id)).json<MemberPost>().bodyHtml).toBe('<p>For every member</p>');
    expect((await read(stranger, everyone.id)).json<MemberPost>().bodyHtml).toBeNull();
    expect((await read(creator, silverUp.id)).json<MemberPost>()).toMatchObject({ locked: false, viewer: { canEdit: true } });

    // The list, newest first, never carries a body, whoever asks.
    for (const reader of [gold, bronze, null]) {
      const list = await send(reader, 'GET', `/api/creators/${username}/posts`);
      expect(list.statusCode, list.body).toBe(200);
      expect(list.body).not.toContain(SECRET);
      const items = list.json<MemberPostList>().items.slice(0, 2);
      expect(items.map((item) => item.title)).toEqual(['Hello all members', 'Silver studio notes']);
    }
    const forBronze = (await send(bronze, 'GET', `/api/creators/${username}/posts`)).json<MemberPostList>();
    expect(forBronze.items.slice(0, 2).map((item) => item.locked)).toEqual([false, true]);
    expect(forBronze.viewer.canPost).toBe(false);
    expect((await send(creator, 'GET', `/api/creators/${username}/posts`)).json<MemberPostList>().viewer.canPost).toBe(true);
  });

  it('a past-due member still reads; a cancelled membership whose paid month is over does not', async () => {
    const post = await publish(tiers[0]!.id, 'Bronze and up');
    const membership = () => db().updateTable('memberships').where('memberId', '=', bronze.userId);
    await membership().set({ status: 'past_due' }).execute();
    expect((await read(bronze, post.id)).json<MemberPost>().bodyHtml).toContain(SECRET);

    // Cancelled, still inside the paid month: reads.
    await membership().set({ status: 'active', cancelAtPeriodEnd: true }).execute();
    expect((await read(bronze, post.id)).json<MemberPost>().locked).toBe(false);
    // The paid month over (the renewal job has not marked it ended yet): no body.
    const past = new Date(Date.now() - 86_400_000);
    await membership()
      .set({ currentPeriodStart: new Date(past.getTime() - 30 * 86_400_000), currentPeriodEnd: past })
      .execute();
    const answer = await read(bronze, post.id);
    expect(answer.json<MemberPost>()).toMatchObject({ locked: true, bodyHtml: null });
    expect(answer.body).not.toContain(SECRET);
    // Marked ended: no body either.
    await membership().set({ status: 'canceled' }).execute();
    expect((await read(bronze, post.id)).json<MemberPost>().bodyHtml).toBeNull();
    // Back to a normal live month for the tests after this one.
    await membership()
      .set({
        status: 'active',
        cancelAtPeriodEnd: false,
        currentPeriodStart: new Date(),
        currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
      })
      .execute();
  });

  it('sanitises the body as updates are; only a creator with the membership on posts; others cannot change a post', async () => {
    const post = await publish(null, 'Cleaned', `<p>Hi<script>alert(1)</script><img src="x" onerror="alert(2)"></p>`);
    const body = (await read(creator, post.id)).json<MemberPost>().bodyHtml ?? '';
    expect(body).toContain('Hi');
    expect(body).not.toMatch(/script|onerror/);
    const empty = await send(creator, 'POST', '/api/me/member-posts', {
      title: 'T',
      bodyHtml: '<script>x</script>',
      minTierId: null,
    });
    expect(empty.statusCode).toBe(400);

    const noProgram = await send(stranger, 'POST', '/api/me/member-posts', { title: 'T', bodyHtml: '<p>x</p>', minTierId: null });
    expect(noProgram.statusCode).toBe(403);
    const otherTier = await send(creator, 'POST', '/api/me/member-posts', {
      title: 'T',
      bodyHtml: '<p>x</p>',
      minTierId: randomUUID(),
    });
    expect(otherTier.statusCode).toBe(422);
    expect(
      (await send(null, 'POST', '/api/me/member-posts', { title: 'T', bodyHtml: '<p>x</p>', minTierId: null })).statusCode,
    ).toBe(401);

    expect((await send(gold, 'PATCH', `/api/me/member-posts/${post.id}`, { title: 'Mine now' })).statusCode).toBe(404);
    expect((await send(gold, 'DELETE', `/api/me/member-posts/${post.id}`)).statusCode).toBe(404);
    const edited = await send(creator, 'PATCH', `/api/me/member-posts/${post.id}`, {
      title: 'Cleaned, edited',
      minTierId: tiers[2]!.id,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<MemberPost>()).toMatchObject({ title: 'Cleaned, edited', audience: { label: 'Gold and above' } });
    expect(edited.json<MemberPost>().editedAt).not.toBeNull();
    expect((await read(bronze, post.id)).json<MemberPost>().locked).toBe(true);
    expect((await send(creator, 'DELETE', `/api/me/member-posts/${post.id}`)).statusCode).toBe(204);
    expect((await read(creator, post.id)).statusCode).toBe(404);
  });

  it('tells entitled members once, in the inbox and by mail, even when the event is delivered twice; a deleted post leaves the inbox', async () => {
    await context.app.events.dispatchPending();
    const instant = await gold.client.request('PUT', '/api/me/preferences', {
      ...DEFAULT_PREFERENCES,
      notifications: { ...DEFAULT_PREFERENCES.notifications, emailDigest: 'instant' },
    });
    expect(instant.statusCode, instant.body).toBe(200);
    await context.app.events.dispatchPending();
    const goldBefore = (await inbox(gold)).items.filter((n) => n.kind === 'member_post').length;
    const bronzeBefore = (await inbox(bronze)).items.filter((n) => n.kind === 'member_post').length;

    const post = await publish(tiers[1]!.id, 'Gold hears this once');
    expect(await deliverReversedAndTwice(context.app, 'notifications-member-posts')).toBe(1);

    const goldNotices = (await inbox(gold)).items.filter((n) => n.kind === 'member_post');
    expect(goldNotices).toHaveLength(goldBefore + 1);
    expect(goldNotices[0]).toMatchObject({
      text: 'Cora Creator posted for members: Gold hears this once',
      link: `/profile/${username}/posts/${post.id}`,
      count: 1,
    });
    // Bronze ranks below Silver; the creator is never told of their own post.
    expect((await inbox(bronze)).items.filter((n) => n.kind === 'member_post')).toHaveLength(bronzeBefore);
    expect((await inbox(creator)).items.filter((n) => n.kind === 'member_post')).toHaveLength(0);
    const goldEmail = (await db().selectFrom('users').select('email').where('id', '=', gold.userId).executeTakeFirstOrThrow())
      .email;
    const mails = (await listOutbox(db())).filter(
      (m) => m.to === goldEmail && m.kind === 'notification-member-post' && m.text.includes(post.id),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`/profile/${username}/posts/${post.id}`);
    expect(mails[0]!.text).not.toContain(SECRET);

    expect((await send(creator, 'DELETE', `/api/me/member-posts/${post.id}`)).statusCode).toBe(204);
    await context.app.events.dispatchPending();
    expect((await inbox(gold)).items.filter((n) => n.kind === 'member_post')).toHaveLength(goldBefore);
  });

  it('shows followers the titles of members-only posts in their feed, never the body', async () => {
    const post = await publish(tiers[2]!.id, 'Feed title only');
    const follow = await stranger.client.request('PUT', `/api/users/${username}/follow`);
    expect(follow.statusCode, follow.body).toBe(200);
    const feed = await send(stranger, 'GET', '/api/feed/member-posts');
    expect(feed.statusCode, feed.body).toBe(200);
    expect(feed.body).not.toContain(SECRET);
    expect(feed.json<FollowedMemberPosts>().items[0]).toEqual({
      id: post.id,
      title: 'Feed title only',
      createdAt: post.createdAt,
      creator: { username, displayName: 'Cora Creator' },
      locked: true,
    });
    // A follower whose tier reads the post may read it from the feed; one whose tier ranks below may not.
    for (const member of [gold, bronze]) {
      const followed = await member.client.request('PUT', `/api/users/${username}/follow`);
      expect(followed.statusCode, followed.body).toBe(200);
    }
    const goldFeed = (await send(gold, 'GET', '/api/feed/member-posts')).json<FollowedMemberPosts>();
    expect(goldFeed.items.find((item) => item.id === post.id)?.locked).toBe(false);
    const bronzeFeed = (await send(bronze, 'GET', '/api/feed/member-posts')).json<FollowedMemberPosts>();
    expect(bronzeFeed.items.find((item) => item.id === post.id)?.locked).toBe(true);
    for (const member of [gold, bronze]) await member.client.request('DELETE', `/api/users/${username}/follow`);
    const notFollowing = await send(bronze, 'GET', '/api/feed/member-posts');
    expect(notFollowing.json<FollowedMemberPosts>().items).toEqual([]);
    expect((await send(null, 'GET', '/api/feed/member-posts')).statusCode).toBe(401);
  });
});
