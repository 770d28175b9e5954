import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RewardsSummary, PointsEntriesPage } from '@crowdspark/shared/contracts/rewards';
import { POINTS_FIRST_LAUNCH, POINTS_REFERRAL } from '@crowdspark/shared/constants/rewards';
import { endCampaignNow } from '../../factories/funded-campaign.js';
import { clawBackBacking } from '../../../src/modules/rewards/service.js';
import { CORE_LEDGER_CHECKS, verifyLedger } from '../../../src/modules/ledger/verify.js';
import { PLEDGE_LEDGER_CHECKS } from '../../../src/modules/pledges/ledger-checks.js';
import { REWARDS_LEDGER_CHECKS } from '../../../src/modules/rewards/ledger-checks.js';
import { launchedCampaign, person } from '../../factories/campaign-setup.js';
import { createLiveCampaign } from '../../factories/campaigns.js';
import { call, fundWallet, moneyUser, newKey, type MoneyUser } from '../../factories/money.js';
import { PASSWORD, client, signUp } from '../../helpers/auth.js';
import { useTestApp } from '../../helpers/use-test-app.js';
import { storedUser } from '../../factories/users.js';

/**
 * Rewards (docs/product-rules.md#rewards): points granted by events, idempotent by source; the
 * points ledger never negative; referral attribution through the link's cookie.
 */
const LEDGER_CHECKS = [...CORE_LEDGER_CHECKS, ...PLEDGE_LEDGER_CHECKS, ...REWARDS_LEDGER_CHECKS];

describe('rewards', () => {
  const context = useTestApp();
  // Deliveries are written for the subscribers known when an event is recorded: register them first.
  beforeAll(() => context.app.events.registerSubscriptions());

  const summaryOf = async (user: MoneyUser) => {
    const res = await call(user, context.app, 'GET', '/api/rewards');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<RewardsSummary>();
  };
  const badgesOf = async (user: MoneyUser) => (await summaryOf(user)).badges.map((b) => b.badge).sort();

  /** Ends the campaign now and runs the end job, then delivers the events it recorded. */
  const endNow = async (campaignId: string) => {
    await endCampaignNow(context, campaignId);
    await context.app.events.dispatchPending();
  };

  const pledge = async (backer: MoneyUser, campaignId: string, amount: number) => {
    const res = await call(backer, context.app, 'POST', `/api/campaigns/${campaignId}/pledges`, {
      body: { tierId: null, amount },
      key: newKey(),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ pledge: { id: string } }>().pledge.id;
  };

  it('grants a point per whole unit pledged when the campaign succeeds (once, however often the event arrives), with badges', async () => {
    const creator = await moneyUser(context.app);
    const backer = await moneyUser(context.app);
    await fundWallet(context.database.db, backer.userId, 50_000);
    const campaign = await createLiveCampaign(context.database.db, { ownerId: creator.userId, goal: 10_000 });
    await pledge(backer, campaign.id, 12_345);

    // Nothing while the campaign is live: points count only for a campaign that succeeds.
    await context.app.events.dispatchPending();
    expect((await summaryOf(backer)).points).toBe(0);

    await endNow(campaign.id);
    expect((await summaryOf(backer)).points).toBe(123);
    expect(await badgesOf(backer)).toEqual(['first_backing']);
    expect(await badgesOf(creator)).toEqual(['first_success']);

    // A redelivered event (the outbox delivers at least once) grants nothing more.
    const event = await context.database.db
      .selectFrom('events')
      .select('id')
      .where('type', '=', 'campaign.succeeded')
      .where(sql<string>`payload->>'campaignId'`, '=', campaign.id)
      .executeTakeFirstOrThrow();
    await context.database.db.deleteFrom('eventDeliveries').where('eventId', '=', event.id).execute();
    await context.app.events.dispatchPending();
    expect((await summaryOf(backer)).points).toBe(123);

    const history = await call(backer, context.app, 'GET', '/api/rewards/entries');
    expect(history.json<PointsEntriesPage>().items).toMatchObject([{ points: 123, kind: 'backing' }]);
    expect((await verifyLedger(context.database.db, LEDGER_CHECKS)).ok).toBe(true);
  });

  it('grants nothing for a campaign that fails', async () => {
    const backer = await moneyUser(context.app);
    await fundWallet(context.database.db, backer.userId, 5_000);
    const campaign = await createLiveCampaign(context.database.db, { goal: 100_000 });
    await pledge(backer, campaign.id, 2_000);
    await endNow(campaign.id);
    expect(await summaryOf(backer)).toMatchObject({ points: 0, badges: [] });
  });

  it('grants the first launch once per person', async () => {
    const creator = await person(context);
    await launchedCampaign(creator);
    await launchedCampaign(creator);
    await context.app.events.dispatchPending();
    const summary = (await creator.client.request('GET', '/api/rewards')).json<RewardsSummary>();
    expect(summary.points).toBe(POINTS_FIRST_LAUNCH);
    expect(summary.badges.map((b) => b.badge)).toEqual(['first_launch']);
  });

  it('takes back a refunded backing, as far as the balance allows, and never below zero', async () => {
    const creator = await moneyUser(context.app);
    const backer = await moneyUser(context.app);
    await fundWallet(context.database.db, backer.userId, 50_000);
    const campaign = await createLiveCampaign(context.database.db, { ownerId: creator.userId, goal: 1_000 });
    const pledgeId = await pledge(backer, campaign.id, 30_000);
    await endNow(campaign.id);
    expect((await summaryOf(backer)).points).toBe(300);

    const redeemed = await call(backer, context.app, 'POST', '/api/rewards/redemptions', {
      body: { points: 200 },
      key: newKey(),
    });
    expect(redeemed.statusCode, redeemed.body).toBe(201);
    await context.database.db.transaction().execute((trx) => clawBackBacking(trx, pledgeId, backer.userId));
    await context.database.db.transaction().execute((trx) => clawBackBacking(trx, pledgeId, backer.userId));
    expect(await summaryOf(backer)).toMatchObject({ points: 0, promotionCredit: { amount: 200, currency: 'USD' } });
    expect((await verifyLedger(context.database.db, LEDGER_CHECKS)).ok).toBe(true);
  });

  it('redeems points for promotion credit: steps of 100, never more than the balance, even at once', async () => {
    const creator = await moneyUser(context.app);
    const backer = await moneyUser(context.app);
    await fundWallet(context.database.db, backer.userId, 100_000);
    const campaign = await createLiveCampaign(context.database.db, { ownerId: creator.userId, goal: 1_000 });
    await pledge(backer, campaign.id, 50_000);
    await endNow(campaign.id);
    expect((await summaryOf(backer)).points).toBe(500);

    const odd = await call(backer, context.app, 'POST', '/api/rewards/redemptions', { body: { points: 150 }, key: newKey() });
    expect(odd.statusCode).toBe(400);
    expect(odd.body).toContain('steps of 100');

    // Eight requests of 100 points each against a balance of 500: exactly five succeed.
    const attempts = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(backer, context.app, 'POST', '/api/rewards/redemptions', { body: { points: 100 }, key: newKey() }),
      ),
    );
    expect(attempts.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 201, 201, 422, 422, 422]);
    expect(attempts.find((r) => r.statusCode === 422)?.json<{ error: { message: string } }>().error.message).toBe(
      'You do not have that many points.',
    );
    expect(await summaryOf(backer)).toMatchObject({ points: 0, promotionCredit: { amount: 500 } });

    // The same Idempotency-Key again: the first answer, nothing redeemed twice.
    const key = newKey();
    const first = await call(backer, context.app, 'POST', '/api/rewards/redemptions', { body: { points: 100 }, key });
    const again = await call(backer, context.app, 'POST', '/api/rewards/redemptions', { body: { points: 100 }, key });
    expect([first.statusCode, again.statusCode]).toEqual([422, 422]);
    expect((await verifyLedger(context.database.db, LEDGER_CHECKS)).ok).toBe(true);
  });

  it('credits the referrer when a friend who signed up through the link backs a campaign that succeeds', async () => {
    const referrer = await moneyUser(context.app);
    const link = (await summaryOf(referrer)).referral.link;
    const code = new URL(link).pathname.split('/').pop()!;

    // The friend opens the link (cookie), signs up, and the app's first request attributes them.
    const friendBrowser = client(context.app);
    const opened = await friendBrowser.request('GET', `/join/${code}`);
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/sign-up');
    const signUpRes = await friendBrowser.request('POST', '/api/auth/sign-up/email', {
      email: `friend.${Date.now()}@example.com`,
      password: 'correct horse battery',
      name: 'Friend',
    });
    expect(signUpRes.statusCode, signUpRes.body).toBe(200);
    const friendId = signUpRes.json<{ user: { id: string } }>().user.id;
    await friendBrowser.request('GET', '/api/me');
    expect(friendBrowser.cookie).not.toContain('crowdspark_ref');
    expect((await summaryOf(referrer)).referral).toMatchObject({ joined: 1, rewarded: 0 });

    const friend: MoneyUser = { client: friendBrowser, userId: friendId };
    await fundWallet(context.database.db, friendId, 10_000);
    const campaign = await createLiveCampaign(context.database.db, { goal: 1_000 });
    await pledge(friend, campaign.id, 2_000);
    expect((await summaryOf(referrer)).points).toBe(0);
    await endNow(campaign.id);

    const after = await summaryOf(referrer);
    expect(after.points).toBe(POINTS_REFERRAL);
    expect(after.referral).toMatchObject({ joined: 1, rewarded: 1 });
    expect(after.badges.map((b) => b.badge)).toEqual(['connector']);

    // A second successful backing by the same friend pays nothing more.
    const another = await createLiveCampaign(context.database.db, { goal: 1_000 });
    await pledge(friend, another.id, 2_000);
    await endNow(another.id);
    expect((await summaryOf(referrer)).points).toBe(POINTS_REFERRAL);

    const badges = await context.app.inject({ method: 'GET', url: `/api/users/${await usernameOf(referrer.userId)}/badges` });
    expect(badges.json<{ items: { badge: string }[] }>().items.map((b) => b.badge)).toEqual(['connector']);
  });

  it('attributes neither an existing account that opens a link, nor anyone to their own link, nor a forged cookie', async () => {
    const referrer = await moneyUser(context.app);
    const code = new URL((await summaryOf(referrer)).referral.link).pathname.split('/').pop()!;

    // An account made before the link was opened.
    const existing = await signUp(context.app);
    await existing.client.request('GET', `/join/${code}`);
    await existing.client.request('GET', '/api/me');
    // The referrer opening their own link.
    await referrer.client.request('GET', `/join/${code}`);
    await referrer.client.request('GET', '/api/me');
    // A cookie written by hand, claiming the link.
    const forger = client(context.app);
    forger.cookie = `crowdspark_ref=${code}.${Date.now()}.forged`;
    await forger.request('POST', '/api/auth/sign-up/email', {
      email: `forger.${Date.now()}@example.com`,
      password: 'correct horse battery',
      name: 'F',
    });
    await forger.request('GET', '/api/me');

    expect((await summaryOf(referrer)).referral.joined).toBe(0);
    const unknown = await client(context.app).request('GET', '/join/nope-not-a-code');
    expect([unknown.statusCode, unknown.headers.location, unknown.headers['set-cookie']]).toEqual([302, '/', undefined]);
  });

  it('deleting an account removes its points, credit, badges, link and referral rows', async () => {
    const creator = await person(context);
    const campaignId = await launchedCampaign(creator);
    await context.app.events.dispatchPending();
    // A live campaign blocks deletion: cancel it first (its points stay earned until the account goes).
    expect((await creator.client.request('POST', `/api/campaigns/${campaignId}/cancel`)).statusCode).toBe(200);
    const me = (await creator.client.request('GET', '/api/rewards')).json<RewardsSummary>();
    expect(me.points).toBe(POINTS_FIRST_LAUNCH);
    const deleted = await creator.client.request('POST', '/api/auth/delete-user', { password: PASSWORD });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    for (const table of ['pointsEntries', 'pointsAccounts', 'userBadges', 'referralCodes'] as const) {
      const rows = await context.database.db.selectFrom(table).select('userId').where('userId', '=', creator.userId).execute();
      expect(rows, table).toEqual([]);
    }
  });

  it('answers 401 signed out and 404 for an unknown profile', async () => {
    expect((await context.app.inject({ method: 'GET', url: '/api/rewards' })).statusCode).toBe(401);
    expect((await context.app.inject({ method: 'GET', url: '/api/users/nobody-here/badges' })).statusCode).toBe(404);
  });

  async function usernameOf(userId: string): Promise<string> {
    return (await storedUser(context.database.db, userId)).username!;
  }
});
