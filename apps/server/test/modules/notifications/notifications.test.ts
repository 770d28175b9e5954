import { beforeAll, describe, expect, it } from 'vitest';
import type { NotificationList } from '@crowdspark/shared/contracts/notifications';
import type { Conversation } from '@crowdspark/shared/contracts/messages';
import { scheduleCampaignEnd } from '../../../src/modules/campaigns/service.js';
import { DEFAULT_PREFERENCES } from '../../../src/modules/users/service.js';
import { sendDigests } from '../../../src/modules/notifications/service.js';
import { listOutbox } from '../../../src/modules/dev-outbox/routes.js';
import { person } from '../../factories/campaign-setup.js';
import { createLiveCampaign } from '../../factories/campaigns.js';
import { call, fundWallet, moneyUser, newKey, type MoneyUser } from '../../factories/money.js';
import { deliverReversedAndTwice } from '../../helpers/events-out-of-order.js';
import { latestMail } from '../../helpers/outbox.js';
import { useTestApp } from '../../helpers/use-test-app.js';

/**
 * Notifications (docs/product-rules.md#notifications): made from other modules' events, for the
 * right people and never the actor, grouped while unread, by preference; money mails always.
 */
describe('notifications', () => {
  const context = useTestApp();
  beforeAll(() => context.app.events.registerSubscriptions());

  const inbox = async (user: MoneyUser, query = '') => {
    await context.app.events.dispatchPending();
    const res = await call(user, context.app, 'GET', `/api/notifications${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<NotificationList>();
  };
  const unread = async (user: MoneyUser) =>
    (await call(user, context.app, 'GET', '/api/notifications/unread-count')).json<{ count: number }>().count;
  const usernameOf = async (userId: string) =>
    (await context.database.db.selectFrom('users').select('username').where('id', '=', userId).executeTakeFirstOrThrow())
      .username!;
  const emailOf = async (userId: string) =>
    (await context.database.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow()).email;
  const named = async (user: MoneyUser, name: string) => {
    await context.database.db.updateTable('users').set({ displayName: name }).where('id', '=', user.userId).execute();
    return user;
  };
  const pledge = async (backer: MoneyUser, campaignId: string, amount: number) => {
    const res = await call(backer, context.app, 'POST', `/api/campaigns/${campaignId}/pledges`, {
      body: { tierId: null, amount },
      key: newKey(),
    });
    expect(res.statusCode, res.body).toBe(201);
  };

  it('tells the creator of each pledge, grouped while unread, and mails both sides a receipt whatever the settings', async () => {
    const creator = await moneyUser(context.app);
    const ada = await named(await moneyUser(context.app), 'Ada Backer');
    const bo = await named(await moneyUser(context.app), 'Bo Backer');
    for (const backer of [ada, bo]) await fundWallet(context.database.db, backer.userId, 10_000);
    const campaign = await createLiveCampaign(context.database.db, {
      ownerId: creator.userId,
      title: 'Tool Library',
      goal: 50_000,
    });

    await pledge(ada, campaign.id, 2_500);
    expect((await inbox(creator)).items).toMatchObject([
      { text: 'Ada Backer backed Tool Library', link: `/campaigns/${campaign.id}`, read: false },
    ]);
    await pledge(bo, campaign.id, 1_000);
    const grouped = await inbox(creator);
    expect(grouped.items).toMatchObject([{ text: 'Bo Backer and Ada Backer backed Tool Library', count: 2 }]);
    expect(await unread(creator)).toBe(1);
    // The actor is never told of their own action.
    expect((await inbox(ada)).items).toEqual([]);

    const receipt = await latestMail(context.database.db, await emailOf(ada.userId), 'pledge-receipt');
    expect(receipt.subject).toBe('Receipt: your pledge of 25.00 USD to Tool Library');
    expect(receipt.text).toContain('sent whatever your notification settings');
    expect((await latestMail(context.database.db, await emailOf(creator.userId), 'pledge-received')).subject).toContain(
      '10.00 USD',
    );

    // Read: the next pledge starts a new notice.
    const read = await call(creator, context.app, 'POST', `/api/notifications/${grouped.items[0]!.id}/read`);
    expect(read.json()).toEqual({ count: 0 });
    const cy = await named(await moneyUser(context.app), 'Cy Backer');
    await fundWallet(context.database.db, cy.userId, 1_000);
    await pledge(cy, campaign.id, 500);
    expect((await inbox(creator)).items.map((n) => [n.text, n.read])).toEqual([
      ['Cy Backer backed Tool Library', false],
      ['Bo Backer and Ada Backer backed Tool Library', true],
    ]);
    expect((await inbox(creator, '?unread=1')).items).toHaveLength(1);
    await call(creator, context.app, 'POST', '/api/notifications/read-all');
    expect(await unread(creator)).toBe(0);
  });

  it('follows the in-app preferences, but money mails still go', async () => {
    const creator = await moneyUser(context.app);
    const backer = await moneyUser(context.app);
    await fundWallet(context.database.db, backer.userId, 5_000);
    const off = {
      ...DEFAULT_PREFERENCES,
      notifications: {
        ...DEFAULT_PREFERENCES.notifications,
        inApp: { ...DEFAULT_PREFERENCES.notifications.inApp, pledgeReceived: false },
      },
    };
    expect((await creator.client.request('PUT', '/api/me/preferences', off)).statusCode).toBe(200);
    const campaign = await createLiveCampaign(context.database.db, { ownerId: creator.userId, title: 'Quiet Campaign' });
    await pledge(backer, campaign.id, 1_000);
    expect((await inbox(creator)).items).toEqual([]);
    expect((await latestMail(context.database.db, await emailOf(creator.userId), 'pledge-received')).subject).toContain(
      'Quiet Campaign',
    );
  });

  it('tells backers and the owner how a campaign ended, and mails backers what happens to their money', async () => {
    const creator = await moneyUser(context.app);
    const backer = await moneyUser(context.app);
    await fundWallet(context.database.db, backer.userId, 20_000);
    const campaign = await createLiveCampaign(context.database.db, { ownerId: creator.userId, title: 'Big Goal', goal: 100_000 });
    await pledge(backer, campaign.id, 3_000);
    const endsAt = new Date(Date.now() - 1000);
    await context.database.db.updateTable('campaigns').set({ endsAt }).where('id', '=', campaign.id).execute();
    await scheduleCampaignEnd(context.database.db, context.app.jobs, campaign.id, endsAt);
    await context.app.jobs.runDue();
    const text = 'Big Goal did not reach its goal: pledges went back to wallets';
    expect((await inbox(backer)).items.map((n) => n.text)).toContain(text);
    expect((await inbox(creator)).items.map((n) => n.text)).toContain(text);
    const mail = await latestMail(context.database.db, await emailOf(backer.userId), 'backer-campaign-failed');
    expect(mail.text).toContain('Your pledge is back in your Crowdspark wallet');
  });

  it('new followers, messages (grouped per conversation) and replies; nobody reads or marks another’s notifications', async () => {
    const ada = await named(await moneyUser(context.app), 'Ada Writer');
    const bo = await moneyUser(context.app);
    const boName = await usernameOf(bo.userId);
    expect((await ada.client.request('PUT', `/api/users/${boName}/follow`)).statusCode).toBe(200);
    const conversation = (
      await ada.client.request('POST', '/api/messages/conversations', { username: boName })
    ).json<Conversation>();
    for (const body of ['One', 'Two'])
      await ada.client.request('POST', `/api/messages/conversations/${conversation.id}/messages`, {
        body,
        clientId: `n-${body}-${Date.now()}`,
      });
    const items = (await inbox(bo)).items;
    expect(items.map((n) => n.text)).toEqual(['Ada Writer sent you 2 messages', 'Ada Writer followed you']);
    expect(items[0]!.link).toBe(`/messages/${conversation.id}`);

    const stranger = await person(context);
    expect((await stranger.client.request('POST', `/api/notifications/${items[0]!.id}/read`)).statusCode).toBe(404);
    expect((await stranger.client.request('GET', '/api/notifications')).json<NotificationList>().items).toEqual([]);
    expect((await context.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });

  it('a follow already undone when its event arrives (in reverse, twice) leaves no "followed you" notice; one that holds does', async () => {
    const ada = await named(await moneyUser(context.app), 'Ada Fleeting');
    const bo = await moneyUser(context.app);
    const cy = await named(await moneyUser(context.app), 'Cy Staying');
    const boName = await usernameOf(bo.userId);
    await context.app.events.dispatchPending();
    expect((await ada.client.request('PUT', `/api/users/${boName}/follow`)).statusCode).toBe(200);
    expect((await ada.client.request('DELETE', `/api/users/${boName}/follow`)).statusCode).toBe(200);
    expect((await cy.client.request('PUT', `/api/users/${boName}/follow`)).statusCode).toBe(200);
    await deliverReversedAndTwice(context.app, 'notifications');
    const texts = (await inbox(bo)).items.map((n) => n.text);
    expect(texts.join('\n')).not.toContain('Ada Fleeting');
    expect(texts.join('\n')).toContain('Cy Staying');
  });

  it('an invite declined before its event arrives (in reverse, twice) leaves no invite notice; the owner hears the answer', async () => {
    const owner = await moneyUser(context.app);
    const ana = await named(await moneyUser(context.app), 'Ana Helper');
    const campaign = await createLiveCampaign(context.database.db, { ownerId: owner.userId, title: 'Seed Bank', goal: 10_000 });
    await context.app.events.dispatchPending();
    const invited = await owner.client.request('POST', `/api/campaigns/${campaign.id}/invites`, {
      invitee: await usernameOf(ana.userId),
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const [open] = (await ana.client.request('GET', '/api/me/invites')).json<{ items: { id: string }[] }>().items;
    expect((await ana.client.request('POST', `/api/me/invites/${open?.id}/decline`)).statusCode).toBe(200);
    await deliverReversedAndTwice(context.app, 'notifications');
    expect((await inbox(ana)).items.map((n) => n.text)).toEqual([]);
    expect((await inbox(owner)).items.map((n) => n.text).join('\n')).toContain('Ana Helper');
  });

  const withDigest = async (user: MoneyUser, emailDigest: 'instant' | 'daily' | 'weekly' | 'off') => {
    const res = await user.client.request('PUT', '/api/me/preferences', {
      ...DEFAULT_PREFERENCES,
      notifications: { ...DEFAULT_PREFERENCES.notifications, emailDigest },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const mailsTo = async (userId: string, kind: string) => {
    const to = await emailOf(userId);
    return (await listOutbox(context.database.db)).filter((m) => m.to === to && m.kind === kind);
  };

  it('e-mails a notification as it happens when chosen, with unsubscribe links that work signed out', async () => {
    const star = await moneyUser(context.app);
    await withDigest(star, 'instant');
    const fan = await named(await moneyUser(context.app), 'Fan One');
    const starName = await usernameOf(star.userId);
    expect((await fan.client.request('PUT', `/api/users/${starName}/follow`)).statusCode).toBe(200);
    await context.app.events.dispatchPending();
    const [mail] = await mailsTo(star.userId, 'notification-new-follower');
    expect(mail?.subject).toBe('Fan One followed you');
    const stopThisKind = mail!.links.find((link) => link.includes('/unsubscribe?token='))!;
    const token = new URL(stopThisKind).searchParams.get('token')!;

    // Signed out, from the link: the kind stops; a tampered token is refused with a sentence.
    const tampered = await context.app.inject({
      method: 'POST',
      url: '/api/notifications/unsubscribe',
      headers: { origin: 'http://localhost:3000' },
      payload: { token: `${token}x` },
    });
    expect(tampered.statusCode).toBe(400);
    const done = await context.app.inject({
      method: 'POST',
      url: '/api/notifications/unsubscribe',
      headers: { origin: 'http://localhost:3000' },
      payload: { token },
    });
    expect(done.json()).toEqual({ scope: 'newFollower' });
    const other = await moneyUser(context.app);
    expect((await other.client.request('PUT', `/api/users/${starName}/follow`)).statusCode).toBe(200);
    await context.app.events.dispatchPending();
    expect(await mailsTo(star.userId, 'notification-new-follower')).toHaveLength(1);
    // In the app it still shows.
    expect((await inbox(star)).items[0]?.text).toMatch(/followed you$/);
  });

  it('collects notifications into one digest mail when its period has passed, and sends nothing twice', async () => {
    const star = await moneyUser(context.app);
    await withDigest(star, 'daily');
    const starName = await usernameOf(star.userId);
    for (const name of ['Ann', 'Ben']) {
      const fan = await named(await moneyUser(context.app), name);
      expect((await fan.client.request('PUT', `/api/users/${starName}/follow`)).statusCode).toBe(200);
    }
    await context.app.events.dispatchPending();
    expect(await mailsTo(star.userId, 'notification-new-follower')).toEqual([]);
    const email = { mail: context.app.mail, publicUrl: 'http://localhost:3000', secret: 'test-secret' };
    const now = new Date();
    await context.database.db.transaction().execute((trx) => sendDigests(trx, email, now));
    const digests = await mailsTo(star.userId, 'notification-digest-daily');
    expect(digests).toHaveLength(1);
    expect(digests[0]!.subject).toBe('Your daily Crowdspark digest: 1 notification');
    expect(digests[0]!.text).toContain('Ben and Ann followed you');
    expect(digests[0]!.text).toContain('Stop all notification e-mails');

    // Nothing new: nothing sent. New, but within the day: it waits.
    await context.database.db.transaction().execute((trx) => sendDigests(trx, email, now));
    const cy = await named(await moneyUser(context.app), 'Cy');
    await call(star, context.app, 'POST', '/api/notifications/read-all');
    expect((await cy.client.request('PUT', `/api/users/${starName}/follow`)).statusCode).toBe(200);
    await context.app.events.dispatchPending();
    await context.database.db.transaction().execute((trx) => sendDigests(trx, email, new Date(now.getTime() + 3600_000)));
    expect(await mailsTo(star.userId, 'notification-digest-daily')).toHaveLength(1);
    await context.database.db.transaction().execute((trx) => sendDigests(trx, email, new Date(now.getTime() + 25 * 3600_000)));
    const later = await mailsTo(star.userId, 'notification-digest-daily');
    expect(later).toHaveLength(2);
    expect(later[0]!.text).toContain('Cy followed you');
  });
});
