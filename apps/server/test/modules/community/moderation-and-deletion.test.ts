import type { Comment, CommentThread } from '@crowdspark/shared/contracts/community';
import type { KyselyPlugin } from 'kysely';
import { describe, expect, it } from 'vitest';
import { listComments } from '../../../src/modules/community/comments.js';
import { PASSWORD } from '../../helpers/auth.js';
import { useTestApp } from '../../helpers/use-test-app.js';
import { person } from '../../factories/campaign-setup.js';
import type { Person } from '../../factories/campaign-setup.js';
import { createLiveCampaign } from '../../factories/campaigns.js';
import { eventsOf, insertPledge } from './helpers.js';

/**
 * Decision 0024: collaborators moderate comments like the owner; badges of a page cost a fixed
 * number of queries; a deleted account's comments lose their words, its updates stay.
 */
describe('comment moderation, badges and account deletion', () => {
  const context = useTestApp();
  const db = () => context.database.db;

  async function setup() {
    const owner = await person(context);
    const campaign = await createLiveCampaign(db(), { ownerId: owner.userId });
    const collaborator = await person(context);
    await db()
      .insertInto('campaignCollaborators')
      .values({ campaignId: campaign.id, userId: collaborator.userId, invitedBy: owner.userId })
      .execute();
    return { owner, collaborator, campaign, url: `/api/campaigns/${campaign.id}/comments` };
  }
  async function post(who: Person, url: string, payload: Record<string, unknown>) {
    const res = await who.client.request('POST', url, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Comment>();
  }

  it('lets a collaborator delete anyone’s comment on the campaign at any time; a stranger or another campaign’s collaborator cannot', async () => {
    const { collaborator, campaign, url } = await setup();
    const visitor = await person(context);
    const stranger = await person(context);
    const comment = await post(visitor, url, { body: 'Spam spam spam' });
    await db()
      .updateTable('campaignComments')
      .set({ createdAt: new Date(Date.now() - 60 * 60_000) })
      .where('id', '=', comment.id)
      .execute();

    // The page tells each reader what they may do.
    const asCollaborator = (await collaborator.client.request('GET', url)).json<{ items: CommentThread[] }>();
    expect(asCollaborator.items[0]?.viewer).toEqual({ canEdit: false, canDelete: true, canReport: true });
    const asStranger = (await stranger.client.request('GET', url)).json<{ items: CommentThread[] }>();
    expect(asStranger.items[0]?.viewer).toEqual({ canEdit: false, canDelete: false, canReport: true });

    const refused = await stranger.client.request('DELETE', `/api/comments/${comment.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ error: { message: string } }>().error.message).toBe(
      'Only the comment’s author, the campaign’s creator or its collaborators can delete it.',
    );
    // A collaborator of another campaign is a stranger here.
    const other = await createLiveCampaign(db(), { ownerId: (await person(context)).userId });
    await db()
      .insertInto('campaignCollaborators')
      .values({ campaignId: other.id, userId: stranger.userId, invitedBy: other.ownerId })
      .execute();
    expect((await stranger.client.request('DELETE', `/api/comments/${comment.id}`)).statusCode).toBe(403);
    // Moderation deletes; it never edits someone's words.
    expect((await collaborator.client.request('PATCH', `/api/comments/${comment.id}`, { body: 'Nicer words' })).statusCode).toBe(
      403,
    );

    expect((await collaborator.client.request('DELETE', `/api/comments/${comment.id}`)).statusCode).toBe(204);
    expect((await context.app.inject({ method: 'GET', url })).json<{ items: unknown[] }>().items).toEqual([]);
    const deleted = (await eventsOf(db(), 'comment.deleted')).filter((event) => event.payload.commentId === comment.id);
    expect(deleted).toEqual([
      { type: 'comment.deleted', payload: { commentId: comment.id, campaignId: campaign.id, deletedBy: collaborator.userId } },
    ]);
  });

  it('finds the badges of a whole page in a fixed number of queries, however many authors it has', async () => {
    const { owner, collaborator, campaign, url } = await setup();
    const backer = await person(context);
    await insertPledge(db(), campaign.id, backer.userId);
    const top = await post(backer, url, { body: 'First!' });

    let queries = 0;
    const counter: KyselyPlugin = {
      transformQuery: (args) => {
        queries += 1;
        return args.node;
      },
      transformResult: (args) => Promise.resolve(args.result),
    };
    const counted = db().withPlugin(counter);
    const queriesFor = async () => {
      queries = 0;
      const list = await listComments(counted, campaign.id, null, { limit: 20 });
      return { queries, list };
    };
    const small = await queriesFor();
    expect(small.list.items).toHaveLength(1);

    await post(owner, url, { body: 'Welcome', parentId: top.id });
    await post(collaborator, url, { body: 'Hello from the team' });
    for (let i = 0; i < 8; i += 1) {
      const someone = await person(context);
      if (i % 2 === 0) await insertPledge(db(), campaign.id, someone.userId);
      await post(someone, url, { body: `Comment ${i}` });
    }
    const large = await queriesFor();
    expect(large.list.items).toHaveLength(10);
    expect(large.queries).toBe(small.queries);

    const byName = (text: string) => large.list.items.flatMap((item) => [item, ...item.replies]).find((c) => c.body === text);
    expect(byName('First!')?.badges).toEqual(['backer']);
    expect(byName('Welcome')?.badges).toEqual(['creator']);
    expect(byName('Hello from the team')?.badges).toEqual(['creator']);
    expect(byName('Comment 0')?.badges).toEqual(['backer']);
    expect(byName('Comment 1')?.badges).toEqual([]);
  });

  it('erases a deleted account’s comments (threads of others keep their place) and keeps its updates under "Deleted user"', async () => {
    const { collaborator, campaign, url } = await setup();
    const other = await person(context);
    const posted = await collaborator.client.request('POST', `/api/campaigns/${campaign.id}/updates`, {
      title: 'Team news',
      bodyHtml: '<p>We found a factory.</p>',
      visibility: 'public',
    });
    expect(posted.statusCode).toBe(201);
    const update = posted.json<{ id: string }>();

    const answered = await post(collaborator, url, { body: 'Secret plan A' });
    await post(other, url, { body: 'Tell me more', parentId: answered.id });
    await post(collaborator, url, { body: 'Secret plan B' });
    const otherTop = await post(other, url, { body: 'Great team' });
    await post(collaborator, url, { body: 'Secret plan C', parentId: otherTop.id });
    await post(collaborator, `/api/campaigns/${campaign.id}/comments`, { body: 'Secret plan D', updateId: update.id });

    const gone = await collaborator.client.request('POST', '/api/auth/delete-user', { password: PASSWORD });
    expect(gone.statusCode, gone.body).toBe(200);

    const list = (await context.app.inject({ method: 'GET', url })).json<{ items: CommentThread[] }>();
    // Other people's thread stays whole; the reply of the deleted account is gone from it.
    expect(list.items.map((item) => item.body)).toEqual(['Great team', null]);
    expect(list.items[0]?.replies).toEqual([]);
    // Their top comment with someone's reply shows as deleted, the reply kept; the one without a reply is gone.
    expect(list.items[1]).toMatchObject({ id: answered.id, deleted: true, body: null, author: null });
    expect(list.items[1]?.replies.map((reply) => reply.body)).toEqual(['Tell me more']);
    const onUpdate = (await context.app.inject({ method: 'GET', url: `${url}?updateId=${update.id}` })).json<{
      items: unknown[];
    }>();
    expect(onUpdate.items).toEqual([]);
    // No word of theirs is left in the table.
    const rows = await db()
      .selectFrom('campaignComments')
      .select(['body', 'deletedAt'])
      .where('authorId', '=', collaborator.userId)
      .execute();
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(row).toEqual({ body: '', deletedAt: expect.any(Date) as unknown });

    // The update is the campaign's record to its backers: it stays, under the anonymised account.
    const kept = await context.app.inject({ method: 'GET', url: `/api/campaigns/${campaign.id}/updates/${update.id}` });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({
      title: 'Team news',
      bodyHtml: '<p>We found a factory.</p>',
      author: { displayName: 'Deleted user', username: null },
    });
  });
});
