import type { CampaignDetail } from '@crowdspark/shared/contracts/campaigns';
import type { RelaunchInfo, RelaunchLink } from '@crowdspark/shared/contracts/relaunch';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../../src/modules/ledger/verify.js';
import { completeDraft } from '../../factories/campaign-setup.js';
import { endCampaignNow } from '../../factories/funded-campaign.js';
import { accountBalance, call, fundWallet, moneyUser, newKey, type MoneyUser } from '../../factories/money.js';
import { useTestApp } from '../../helpers/use-test-app.js';

/**
 * Relaunch (docs/product-rules.md#relaunch): a campaign that ended unfunded is copied into a new
 * draft by its creator; when that goes live its backers are told, and each gets a one-click offer
 * to back it again with the same reward and amount, from the wallet their money went back to.
 */
describe('relaunching a failed campaign and backing it again', () => {
  const context = useTestApp({ BACKER_BATCH_SIZE: '2' });
  const db = () => context.database.db;
  beforeAll(() => context.app.events.registerSubscriptions());

  const info = async (user: MoneyUser | null, id: string) => {
    const res = user
      ? await call(user, context.app, 'GET', `/api/campaigns/${id}/relaunch`)
      : await context.app.inject({ method: 'GET', url: `/api/campaigns/${id}/relaunch` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<RelaunchInfo>();
  };
  const relaunch = (user: MoneyUser, id: string) => call(user, context.app, 'POST', `/api/campaigns/${id}/relaunch`);
  const pledge = (user: MoneyUser, campaignId: string, body: object) =>
    call(user, context.app, 'POST', `/api/campaigns/${campaignId}/pledges`, { body, key: newKey() });

  async function launched(creator: MoneyUser, draft: object = completeDraft()): Promise<CampaignDetail> {
    const created = await creator.client.request('POST', '/api/campaigns', draft);
    expect(created.statusCode, created.body).toBe(201);
    const live = await creator.client.request('POST', `/api/campaigns/${created.json<CampaignDetail>().id}/launch`);
    expect(live.statusCode, live.body).toBe(200);
    return live.json<CampaignDetail>();
  }

  async function backer(campaignId: string, body: object, funds = 10_000): Promise<MoneyUser> {
    const person = await moneyUser(context.app);
    await fundWallet(db(), person.userId, funds, 'EUR');
    const res = await pledge(person, campaignId, body);
    expect(res.statusCode, res.body).toBe(201);
    return person;
  }

  it('copies the campaign into a draft, tells the refunded backers at launch, and re-backs with the same reward in one click', async () => {
    const creator = await moneyUser(context.app);
    const failed = await launched(creator);
    const light = failed.tiers.find((tier) => tier.title === 'One light');
    if (!light) throw new Error('the draft has its rewards');
    const withReward = await backer(failed.id, { tierId: light.id, amount: 4_000 });
    const withoutReward = await backer(failed.id, { tierId: null, amount: 1_500 });
    const leftEarly = await backer(failed.id, { tierId: null, amount: 1_000 });
    const mine = await call(leftEarly, context.app, 'GET', `/api/campaigns/${failed.id}/pledges/mine`);
    const canceled = await call(
      leftEarly,
      context.app,
      'POST',
      `/api/pledges/${mine.json<{ pledge: { id: string } }>().pledge.id}/cancel`,
      { key: newKey() },
    );
    expect(canceled.statusCode, canceled.body).toBe(200);
    const stranger = await moneyUser(context.app);

    // Only a campaign that ended without its money, only by its creator.
    expect((await relaunch(creator, failed.id)).statusCode).toBe(409);
    await endCampaignNow(context, failed.id);
    expect(await accountBalance(db(), 'user_wallet', withReward.userId)).toBe(10_000);
    expect((await relaunch(stranger, failed.id)).statusCode).toBe(403);
    expect((await info(creator, failed.id)).canRelaunch).toBe(true);

    const made = await relaunch(creator, failed.id);
    expect(made.statusCode, made.body).toBe(201);
    const link = made.json<RelaunchLink>();
    expect(link).toMatchObject({ title: failed.title, status: 'draft' });
    const again = await relaunch(creator, failed.id);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: { message: string } }>().error.message).toMatch(/already been relaunched/);

    const draft = (await creator.client.request('GET', `/api/campaigns/${link.id}`)).json<CampaignDetail>();
    expect(draft).toMatchObject({ status: 'draft', title: failed.title, goal: failed.goal, currency: 'EUR' });
    expect(draft.faqs.map(({ question, answer }) => [question, answer])).toEqual(
      failed.faqs.map(({ question, answer }) => [question, answer]),
    );
    expect(draft.tiers.map((tier) => [tier.title, tier.minimumPledge])).toEqual(
      failed.tiers.map((tier) => [tier.title, tier.minimumPledge]),
    );
    expect(draft.tiers.every((tier) => !failed.tiers.some((old) => old.id === tier.id))).toBe(true);

    // The draft is the creator's until it is launched.
    expect(await info(null, failed.id)).toEqual({ relaunch: null, relaunchOf: null, canRelaunch: false, offer: null });
    expect((await info(creator, failed.id)).relaunch).toEqual({ id: link.id, title: failed.title, status: 'draft' });
    expect((await context.app.inject({ method: 'GET', url: `/api/campaigns/${link.id}/relaunch` })).statusCode).toBe(404);

    expect((await creator.client.request('POST', `/api/campaigns/${link.id}/launch`)).statusCode).toBe(200);
    await context.app.events.dispatchPending();
    const told = async (user: MoneyUser) =>
      db()
        .selectFrom('notifications')
        .select(['kind', 'link'])
        .where('userId', '=', user.userId)
        .where('kind', '=', 'campaign_relaunched')
        .execute();
    expect(await told(withReward)).toEqual([{ kind: 'campaign_relaunched', link: `/campaigns/${link.id}` }]);
    expect(await told(withoutReward)).toHaveLength(1);
    expect(await told(leftEarly)).toEqual([]);
    expect(await told(creator)).toEqual([]);
    expect((await info(null, failed.id)).relaunch).toEqual({ id: link.id, title: failed.title, status: 'live' });

    const relaunchedLight = draft.tiers.find((tier) => tier.title === 'One light');
    const offer = (await info(withReward, link.id)).offer;
    expect(offer).toEqual({
      previousCampaignId: failed.id,
      previousTitle: failed.title,
      tierId: relaunchedLight?.id,
      tierTitle: 'One light',
      amount: 4_000,
      currency: 'EUR',
      shippingAddress: null,
    });
    expect((await info(withoutReward, link.id)).offer).toMatchObject({ tierId: null, amount: 1_500 });
    expect((await info(leftEarly, link.id)).offer).toBeNull();
    expect((await info(stranger, link.id)).offer).toBeNull();
    expect((await info(null, link.id)).relaunchOf).toEqual({ id: failed.id, title: failed.title, status: 'unsuccessful' });

    // The one click: the offer as it is, from the wallet the refund went back to.
    const backed = await pledge(withReward, link.id, { tierId: offer?.tierId, amount: offer?.amount });
    expect(backed.statusCode, backed.body).toBe(201);
    expect(await accountBalance(db(), 'user_wallet', withReward.userId)).toBe(6_000);
    expect((await info(withReward, link.id)).offer).toBeNull();
    expect((await verifyLedger(db())).ok).toBe(true);
  });

  it('refuses to relaunch a live or funded campaign, and answers 404 for an unknown one', async () => {
    const creator = await moneyUser(context.app);
    const live = await launched(creator);
    const refused = await relaunch(creator, live.id);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json<{ error: { message: string } }>().error.message).toMatch(/ended without reaching its goal/);
    expect((await relaunch(creator, 'no-such-campaign')).statusCode).toBe(404);
    expect((await context.app.inject({ method: 'GET', url: '/api/campaigns/no-such-campaign/relaunch' })).statusCode).toBe(404);
    expect((await context.app.inject({ method: 'POST', url: `/api/campaigns/${live.id}/relaunch` })).statusCode).toBe(401);
  });
});
