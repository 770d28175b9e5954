import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMOVED_PROFILE_NAME } from '@crowdspark/shared/constants/moderation';
import type { ConversationList, MessageList } from '@crowdspark/shared/contracts/messages';
import type { NotificationList } from '@crowdspark/shared/contracts/notifications';
import type { AdminReport } from '@crowdspark/shared/contracts/reports';
import { removeComment, removeUpdate } from '../../../src/modules/community/service.js';
import { removeMessage } from '../../../src/modules/messages/service.js';
import { CAMPAIGN_REMOVAL_MESSAGE } from '../../../src/modules/reports/service.js';
import { removeProfileContent } from '../../../src/modules/users/service.js';
import { person, type Person } from '../../factories/campaign-setup.js';
import { createLiveCampaign } from '../../factories/campaigns.js';
import { createFakeWebDist } from '../../helpers/fake-web-dist.js';
import { useTestApp } from '../../helpers/use-test-app.js';
import { insertPledge } from '../community/helpers.js';

const dist = await createFakeWebDist();

/**
 * "Remove content" from the reports queue for every kind of reportable content
 * (docs/product-rules.md#reports, docs/decisions/0035-admin-portal.md):
 * updates, messages, profiles and comments, each through its owning module, audited with the
 * admin's note as the reason and recorded as a domain event; campaigns are suspended instead.
 */
describe('admin portal: removing reported content', () => {
  const context = useTestApp({ WEB_DIST_DIR: dist.dir });
  afterAll(() => dist.remove());
  beforeAll(() => context.app.events.registerSubscriptions());

  let admin: Person;
  let creator: Person;
  let reporter: Person;
  beforeAll(async () => {
    admin = await person(context, { role: 'admin' });
    creator = await person(context);
    reporter = await person(context);
  });

  const db = () => context.database.db;
  const report = async (who: Person, targetType: string, targetId: string) => {
    const res = await who.client.request('POST', '/api/reports', { targetType, targetId, reason: 'harassment' });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string }>().id;
  };
  const resolve = (who: Person, reportId: string, note: string, resolution = 'remove_content') =>
    who.client.request('POST', `/api/admin/reports/${reportId}/resolve`, { resolution, note });
  const audit = (targetId: string) =>
    db()
      .selectFrom('auditLog')
      .select(['action', 'actorId', 'targetType', 'before', 'after', 'reason', 'details'])
      .where('targetId', '=', targetId)
      .orderBy('createdAt')
      .execute();
  const events = async (type: string) =>
    (await db().selectFrom('events').select('payload').where('type', '=', type).execute()).map(
      (e) => e.payload as Record<string, unknown>,
    );
  const usernameOf = async (userId: string) =>
    (await db().selectFrom('users').select('username').where('id', '=', userId).executeTakeFirstOrThrow()).username!;

  it('removes a reported update: gone from the campaign, its URL 404, out of backers’ notifications; audited and recorded', async () => {
    const campaign = await createLiveCampaign(db(), { ownerId: creator.userId, title: 'Kite lamp' });
    const backer = await person(context);
    await insertPledge(db(), campaign.id, backer.userId);
    const posted = await creator.client.request('POST', `/api/campaigns/${campaign.id}/updates`, {
      title: 'Buy followers cheap',
      bodyHtml: '<p>Visit spam.example for followers.</p>',
      visibility: 'public',
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const updateId = posted.json<{ id: string }>().id;
    const kept = await creator.client.request('POST', `/api/campaigns/${campaign.id}/updates`, {
      title: 'Prototype photos',
      bodyHtml: '<p>Here they are.</p>',
      visibility: 'public',
    });
    await context.app.events.dispatchPending();
    const inbox = async () => (await backer.client.request('GET', '/api/notifications')).json<NotificationList>().items;
    expect((await inbox()).map((n) => [n.link, n.count])).toEqual([
      [`/campaigns/${campaign.id}/updates/${kept.json<{ id: string }>().id}`, 2],
    ]);

    const reportId = await report(reporter, 'update', updateId);
    // A plain user cannot resolve (the guard) nor remove through the service (checked again there).
    expect((await resolve(reporter, reportId, 'Spam')).statusCode).toBe(403);
    await expect(removeUpdate(db(), { id: reporter.userId, role: 'user' }, updateId, 'Spam')).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });

    const resolved = await resolve(admin, reportId, 'Advertising a follower shop');
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json<AdminReport>()).toMatchObject({ status: 'resolved', resolution: 'remove_content' });

    const list = await context.app.inject({ method: 'GET', url: `/api/campaigns/${campaign.id}/updates` });
    expect(list.json<{ items: { id: string }[] }>().items.map((u) => u.id)).not.toContain(updateId);
    expect(
      (await context.app.inject({ method: 'GET', url: `/api/campaigns/${campaign.id}/updates/${updateId}` })).statusCode,
    ).toBe(404);
    expect((await context.app.inject({ method: 'GET', url: `/campaigns/${campaign.id}/updates/${updateId}` })).statusCode).toBe(
      404,
    );

    // The backers' grouped notice no longer counts it (a notice for it alone would be gone).
    await context.app.events.dispatchPending();
    expect((await inbox()).map((n) => [n.link, n.count])).toEqual([
      [`/campaigns/${campaign.id}/updates/${kept.json<{ id: string }>().id}`, 1],
    ]);

    expect(await audit(updateId)).toEqual([
      {
        action: 'update.remove',
        actorId: admin.userId,
        targetType: 'update',
        before: { exists: true, visibility: 'public', postedAt: expect.any(String) as string },
        after: { exists: false },
        reason: 'Advertising a follower shop',
        details: { campaignId: campaign.id, authorId: creator.userId },
      },
    ]);
    expect(JSON.stringify(await audit(updateId))).not.toContain('spam.example');
    expect(await events('update.deleted')).toContainEqual({ updateId, campaignId: campaign.id, deletedBy: admin.userId });
  });

  it('takes a removed update’s lone notice out of the inbox', async () => {
    const campaign = await createLiveCampaign(db(), { ownerId: creator.userId, title: 'Sun clock' });
    const backer = await person(context);
    await insertPledge(db(), campaign.id, backer.userId);
    const posted = await creator.client.request('POST', `/api/campaigns/${campaign.id}/updates`, {
      title: 'Offensive words',
      bodyHtml: '<p>Something nasty.</p>',
      visibility: 'backers',
    });
    const updateId = posted.json<{ id: string }>().id;
    await context.app.events.dispatchPending();
    const inbox = async () => (await backer.client.request('GET', '/api/notifications')).json<NotificationList>().items;
    expect(await inbox()).toHaveLength(1);
    await removeUpdate(db(), { id: admin.userId, role: 'admin' }, updateId, 'Abusive');
    await context.app.events.dispatchPending();
    expect(await inbox()).toEqual([]);
    expect((await backer.client.request('GET', '/api/notifications/unread-count')).json<{ count: number }>().count).toBe(0);
  });

  it('removes a reported message for both people: a placeholder in the thread and the list, the words erased', async () => {
    const sender = await person(context);
    const recipient = await person(context);
    const started = await sender.client.request('POST', '/api/messages/conversations', {
      username: await usernameOf(recipient.userId),
    });
    const conversationId = started.json<{ id: string }>().id;
    const send = (body: string) =>
      sender.client.request('POST', `/api/messages/conversations/${conversationId}/messages`, {
        body,
        clientId: randomUUID(),
      });
    await send('Hello there');
    const nasty = await send('You are a terrible person, here is your address');
    expect(nasty.statusCode, nasty.body).toBe(201);
    const messageId = nasty.json<{ id: string }>().id;

    const reportId = await report(recipient, 'message', messageId);
    expect((await resolve(recipient, reportId, 'Threat')).statusCode).toBe(403);
    await expect(removeMessage(db(), { id: recipient.userId, role: 'user' }, messageId, 'Threat')).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    const resolved = await resolve(admin, reportId, 'Threatening message');
    expect(resolved.statusCode, resolved.body).toBe(200);

    for (const member of [sender, recipient]) {
      const thread = (
        await member.client.request('GET', `/api/messages/conversations/${conversationId}/messages`)
      ).json<MessageList>();
      expect(thread.items.map((m) => [m.body, m.removed])).toEqual([
        ['Hello there', false],
        ['', true],
      ]);
      const list = (await member.client.request('GET', '/api/messages/conversations')).json<ConversationList>();
      expect(list.items.find((c) => c.id === conversationId)?.lastMessage).toMatchObject({ body: '', removed: true });
    }
    const row = await db()
      .selectFrom('messages')
      .select(['body', 'removedAt', 'removedBy'])
      .where('id', '=', messageId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ body: '', removedBy: admin.userId });
    expect(row.removedAt).toBeInstanceOf(Date);
    // Nothing left to report; the report's own note is the reporter's, the audit holds no words.
    expect(
      (await recipient.client.request('POST', '/api/reports', { targetType: 'message', targetId: messageId, reason: 'spam' }))
        .statusCode,
    ).toBe(404);
    expect(await audit(messageId)).toEqual([
      {
        action: 'message.remove',
        actorId: admin.userId,
        targetType: 'message',
        before: { removed: false, characters: 47 },
        after: { removed: true, characters: 0 },
        reason: 'Threatening message',
        details: { conversationId, senderId: sender.userId },
      },
    ]);
    expect(JSON.stringify(await audit(messageId))).not.toContain('terrible');
    expect(await events('message.removed')).toContainEqual({
      messageId,
      conversationId,
      senderId: sender.userId,
      removedBy: admin.userId,
    });
    // Removing again changes nothing and audits nothing.
    await removeMessage(db(), { id: admin.userId, role: 'admin' }, messageId, 'Again');
    expect(await audit(messageId)).toHaveLength(1);
  });

  it('removes what a reported person wrote on their profile, keeping the account', async () => {
    const troll = await person(context);
    const username = await usernameOf(troll.userId);
    const avatar = await context.app.fileStorage.put(`avatars/${troll.userId}-x.webp`, Buffer.from('not really'), 'image/webp');
    await db()
      .updateTable('users')
      .set({
        displayName: 'Insulting Name',
        bio: 'A hateful bio',
        location: 'Hate street',
        website: 'https://hate.example',
        photoUrl: avatar,
      })
      .where('id', '=', troll.userId)
      .execute();
    expect((await context.app.inject({ method: 'GET', url: avatar })).statusCode).toBe(200);
    const reportId = await report(reporter, 'profile', username);
    expect((await resolve(reporter, reportId, 'Hate')).statusCode).toBe(403);
    await expect(
      removeProfileContent(
        { db: db(), fileStorage: context.app.fileStorage },
        { id: reporter.userId, role: 'user' },
        troll.userId,
        'Hate',
      ),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });

    const resolved = await resolve(admin, reportId, 'Hateful profile');
    expect(resolved.statusCode, resolved.body).toBe(200);
    const profile = (await context.app.inject({ method: 'GET', url: `/api/users/${username}` })).json<Record<string, unknown>>();
    expect(profile).toMatchObject({
      username,
      displayName: REMOVED_PROFILE_NAME,
      bio: null,
      location: null,
      website: null,
      photoURL: null,
    });
    expect((await context.app.inject({ method: 'GET', url: avatar })).statusCode).toBe(404);
    // The account stays: still signed in, not disabled.
    expect((await troll.client.request('GET', '/api/me')).statusCode).toBe(200);

    expect(await audit(troll.userId)).toEqual([
      {
        action: 'profile.remove_content',
        actorId: admin.userId,
        targetType: 'user',
        before: { customName: true, bio: true, location: true, website: true, avatar: true },
        after: { customName: false, bio: false, location: false, website: false, avatar: false },
        reason: 'Hateful profile',
        details: {},
      },
    ]);
    expect(await events('profile.content_removed')).toContainEqual({ userId: troll.userId, removedBy: admin.userId });
    expect(await events('user.renamed')).toContainEqual({ userId: troll.userId });
  });

  it('audits the removal of a reported comment with the note as its reason', async () => {
    const campaign = await createLiveCampaign(db(), { ownerId: creator.userId });
    const commented = await reporter.client.request('POST', `/api/campaigns/${campaign.id}/comments`, { body: 'Cheap pills' });
    const commentId = commented.json<{ id: string }>().id;
    const other = await person(context);
    const reportId = await report(other, 'comment', commentId);
    await expect(removeComment(db(), { id: other.userId, role: 'user' }, commentId, 'x')).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect((await resolve(admin, reportId, 'Pharmacy spam')).statusCode).toBe(200);
    expect(await audit(commentId)).toEqual([
      {
        action: 'comment.remove',
        actorId: admin.userId,
        targetType: 'comment',
        before: { deleted: false, characters: 11 },
        after: { deleted: true, characters: 0 },
        reason: 'Pharmacy spam',
        details: { campaignId: campaign.id, authorId: reporter.userId, updateId: null },
      },
    ]);
    expect(await events('comment.deleted')).toContainEqual({ commentId, campaignId: campaign.id, deletedBy: admin.userId });
  });

  it('refuses to remove a reported campaign, pointing at suspending it; the report stays open', async () => {
    const campaign = await createLiveCampaign(db(), { ownerId: creator.userId });
    const reportId = await report(reporter, 'campaign', campaign.id);
    const refused = await resolve(admin, reportId, 'Scam');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ error: { message: string } }>().error.message).toBe(CAMPAIGN_REMOVAL_MESSAGE);
    expect(CAMPAIGN_REMOVAL_MESSAGE).toMatch(/suspend/);
    const still = (await admin.client.request('GET', '/api/admin/reports?status=open&targetType=campaign')).json<{
      items: AdminReport[];
    }>();
    expect(still.items.map((r) => r.id)).toContain(reportId);
  });

  it('disables the author of a reported update', async () => {
    const author = await person(context);
    const campaign = await createLiveCampaign(db(), { ownerId: author.userId });
    const posted = await author.client.request('POST', `/api/campaigns/${campaign.id}/updates`, {
      title: 'Hello',
      bodyHtml: '<p>Hi</p>',
      visibility: 'public',
    });
    const reportId = await report(reporter, 'update', posted.json<{ id: string }>().id);
    const resolved = await resolve(admin, reportId, 'Repeat offender', 'disable_user');
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect((await author.client.request('GET', '/api/me')).statusCode).toBe(401);
  });
});
