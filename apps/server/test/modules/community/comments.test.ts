import type { Comment, CommentList } from '@crowdspark/shared/contracts/community';
import { describe, expect, it } from 'vitest';
import { person } from '../../factories/campaign-setup.js';
import type { Person } from '../../factories/campaign-setup.js';
import { createLiveCampaign } from '../../factories/campaigns.js';
import { useTestApp } from '../../helpers/use-test-app.js';
import { eventsOf, insertPledge } from './helpers.js';

/** Comments: signed-in only, plain text, one reply level, badges, the 15-minute window, moderation, rate limit, paging. */
describe('comments', () => {
  const context = useTestApp();

  async function setup() {
    const owner = await person(context);
    const campaign = await createLiveCampaign(context.database.db, { ownerId: owner.userId });
    return { owner, campaign, url: `/api/campaigns/${campaign.id}/comments` };
  }
  async function post(who: Person, url: string, payload: Record<string, unknown>) {
    const res = await who.client.request('POST', url, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Comment>();
  }
  /** Moves a comment's posting time back, as if minutes had passed. */
  async function age(commentId: string, minutes: number) {
    await context.database.db
      .updateTable('campaignComments')
      .set({ createdAt: new Date(Date.now() - minutes * 60_000) })
      .where('id', '=', commentId)
      .execute();
  }

  it('takes plain text from signed-in people only and refuses empty, too long and unknown input', async () => {
    const { url } = await setup();
    const visitor = await person(context);
    expect((await context.app.inject({ method: 'POST', url, payload: { body: 'Hi' } })).statusCode).toBe(401);
    const payload = '<script>alert(1)</script> see https://example.com\u202E\u0007';
    const comment = await post(visitor, url, { body: `  ${payload}  ` });
    // Stored and answered as text (the page renders it as text): nothing is interpreted, control characters go.
    expect(comment.body).toBe('<script>alert(1)</script> see https://example.com');
    for (const bad of [{ body: '   ' }, { body: 'x'.repeat(2_001) }, {}, { body: 'ok', extra: 1 }]) {
      const res = await visitor.client.request('POST', url, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ error: { message: string } }>().error.message).not.toBe('');
    }
    const events = await eventsOf(context.database.db, 'comment.posted');
    expect(events.filter((event) => event.payload.commentId === comment.id)).toHaveLength(1);
  });

  it('keeps one level of replies, shows replies oldest first and creator/backer badges', async () => {
    const { owner, campaign, url } = await setup();
    const backer = await person(context);
    const visitor = await person(context);
    await insertPledge(context.database.db, campaign.id, backer.userId);
    const top = await post(visitor, url, { body: 'Question?' });
    const reply = await post(owner, url, { body: 'Answer.', parentId: top.id });
    const replyToReply = await post(backer, url, { body: 'Thanks!', parentId: reply.id });
    expect(reply.parentId).toBe(top.id);
    expect(replyToReply.parentId).toBe(top.id);
    expect(reply.badges).toEqual(['creator']);
    expect(replyToReply.badges).toEqual(['backer']);

    const list = (await context.app.inject({ method: 'GET', url })).json<CommentList>();
    expect(list.items).toHaveLength(1);
    expect(list.items[0]?.badges).toEqual([]);
    expect(list.items[0]?.replies.map((r) => r.body)).toEqual(['Answer.', 'Thanks!']);
    // A reply to a comment of another campaign is refused.
    const other = await setup();
    expect((await visitor.client.request('POST', other.url, { body: 'x', parentId: top.id })).statusCode).toBe(404);
  });

  it('lets authors edit or delete their own within 15 minutes only, and the owner delete anyone’s any time', async () => {
    const { owner, url } = await setup();
    const author = await person(context);
    const stranger = await person(context);
    const fresh = await post(author, url, { body: 'First take' });
    expect(fresh.viewer).toEqual({ canEdit: true, canDelete: true, canReport: false });

    expect((await stranger.client.request('PATCH', `/api/comments/${fresh.id}`, { body: 'Mine now' })).statusCode).toBe(403);
    expect((await stranger.client.request('DELETE', `/api/comments/${fresh.id}`)).statusCode).toBe(403);
    const edited = await author.client.request('PATCH', `/api/comments/${fresh.id}`, { body: 'Second take' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ body: 'Second take', editedAt: expect.any(String) as unknown });

    await age(fresh.id, 16);
    const late = await author.client.request('PATCH', `/api/comments/${fresh.id}`, { body: 'Third take' });
    expect(late.statusCode).toBe(403);
    expect(late.json()).toMatchObject({ error: { message: 'Comments can be changed only in the 15 minutes after posting.' } });
    expect((await author.client.request('DELETE', `/api/comments/${fresh.id}`)).statusCode).toBe(403);
    // Even the owner cannot edit someone's words, but can delete them.
    expect((await owner.client.request('PATCH', `/api/comments/${fresh.id}`, { body: 'Owner words' })).statusCode).toBe(403);
    expect((await owner.client.request('DELETE', `/api/comments/${fresh.id}`)).statusCode).toBe(204);
    expect((await owner.client.request('DELETE', `/api/comments/${fresh.id}`)).statusCode).toBe(404);
    const deleted = await eventsOf(context.database.db, 'comment.deleted');
    expect(deleted.filter((event) => event.payload.commentId === fresh.id)).toEqual([
      {
        type: 'comment.deleted',
        payload: { commentId: fresh.id, campaignId: expect.any(String) as unknown, deletedBy: owner.userId },
      },
    ]);

    const own = await post(author, url, { body: 'Oops' });
    expect((await author.client.request('DELETE', `/api/comments/${own.id}`)).statusCode).toBe(204);
  });

  it('offers Report on other people’s comments only: never on one’s own (even after 15 minutes), nor to visitors', async () => {
    const { url } = await setup();
    const author = await person(context);
    const reader = await person(context);
    const comment = await post(author, url, { body: 'My own words' });
    await age(comment.id, 60);
    const viewerAs = (res: { json: <T>() => T }) => res.json<CommentList>().items.find((c) => c.id === comment.id)?.viewer;
    expect(viewerAs(await author.client.request('GET', url))).toMatchObject({ canReport: false });
    expect(viewerAs(await reader.client.request('GET', url))).toMatchObject({ canReport: true });
    expect(viewerAs(await context.app.inject({ method: 'GET', url }))).toMatchObject({ canReport: false });
  });

  it('shows "deleted" in place of a deleted comment that has replies, and drops one without', async () => {
    const { owner, url } = await setup();
    const visitor = await person(context);
    const withReply = await post(visitor, url, { body: 'Will be deleted' });
    await post(owner, url, { body: 'A reply', parentId: withReply.id });
    const alone = await post(visitor, url, { body: 'Alone' });
    await owner.client.request('DELETE', `/api/comments/${withReply.id}`);
    await owner.client.request('DELETE', `/api/comments/${alone.id}`);
    const list = (await context.app.inject({ method: 'GET', url })).json<CommentList>();
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ id: withReply.id, deleted: true, body: null, author: null });
    expect(list.items[0]?.replies.map((r) => r.body)).toEqual(['A reply']);
    expect(JSON.stringify(list)).not.toContain('Will be deleted');
    // No reply to a deleted comment.
    expect((await visitor.client.request('POST', url, { body: 'late', parentId: withReply.id })).statusCode).toBe(409);
  });

  it('rate limits each person to 5 comments a minute', async () => {
    const { url } = await setup();
    const chatty = await person(context);
    const other = await person(context);
    for (let i = 0; i < 5; i += 1) await post(chatty, url, { body: `Message ${i}` });
    const sixth = await chatty.client.request('POST', url, { body: 'One more' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ error: { message: 'You are commenting too quickly. Wait a minute and try again.' } });
    // Per person, not global.
    await post(other, url, { body: 'My first' });
  });

  it('pages top comments newest first by cursor, and keeps comments on an update apart', async () => {
    const { owner, campaign, url } = await setup();
    const visitor = await person(context);
    for (const body of ['one', 'two', 'three']) await post(visitor, url, { body });
    const first = (await context.app.inject({ method: 'GET', url: `${url}?limit=2` })).json<CommentList>();
    expect(first.items.map((c) => c.body)).toEqual(['three', 'two']);
    const second = (
      await context.app.inject({ method: 'GET', url: `${url}?limit=2&cursor=${first.nextCursor ?? ''}` })
    ).json<CommentList>();
    expect(second.items.map((c) => c.body)).toEqual(['one']);
    expect(second.nextCursor).toBeNull();
    expect((await context.app.inject({ method: 'GET', url: `${url}?cursor=%%%` })).statusCode).toBe(400);

    const updateId = (
      await owner.client.request('POST', `/api/campaigns/${campaign.id}/updates`, {
        title: 'News',
        bodyHtml: '<p>News</p>',
        visibility: 'public',
      })
    ).json<{ id: string }>().id;
    await post(owner, url, { body: 'On the update', updateId });
    const onUpdate = (await context.app.inject({ method: 'GET', url: `${url}?updateId=${updateId}` })).json<CommentList>();
    expect(onUpdate.items.map((c) => c.body)).toEqual(['On the update']);
    expect((await context.app.inject({ method: 'GET', url })).json<CommentList>().items).toHaveLength(3);
  });

  it('keeps the comments of a backers-only update for those who may read it', async () => {
    const { owner, campaign, url } = await setup();
    const stranger = await person(context);
    const backer = await person(context);
    await insertPledge(context.database.db, campaign.id, backer.userId, 'refunded');
    const updateId = (
      await owner.client.request('POST', `/api/campaigns/${campaign.id}/updates`, {
        title: 'Secret',
        bodyHtml: '<p>Secret</p>',
        visibility: 'backers',
      })
    ).json<{ id: string }>().id;
    expect((await stranger.client.request('POST', url, { body: 'Let me in', updateId })).statusCode).toBe(403);
    expect((await stranger.client.request('GET', `${url}?updateId=${updateId}`)).statusCode).toBe(403);
    await post(backer, url, { body: 'Backer here', updateId });
    const list = (await backer.client.request('GET', `${url}?updateId=${updateId}`)).json<CommentList>();
    expect(list.items.map((c) => c.body)).toEqual(['Backer here']);
  });
});
