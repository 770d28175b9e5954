import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Promotion } from '@crowdspark/shared/contracts/promotions';
import { endCampaignNow } from '../../factories/funded-campaign.js';
import { DAY_MS } from '../../../src/modules/promotions/rules.js';
import { createLiveCampaign } from '../../factories/campaigns.js';
import { balanceOf, call, fundWallet, moneyUser, newKey, type MoneyUser } from '../../factories/money.js';
import { useTestApp } from '../../helpers/use-test-app.js';
import { approve, bought, buy, expectAllChecksPass, overview } from './helpers.js';

/**
 * Promotions and the campaign's end (docs/product-rules.md#promotions): no day may be bought past
 * the end, and the promotions of a campaign that ended are closed with their unused days refunded,
 * once however often the end's event is delivered. Daily price: 500 (the default).
 */
describe('promotions and the end of their campaign', () => {
  const context = useTestApp();
  beforeAll(() => context.app.events.registerSubscriptions());
  let admin: MoneyUser;
  beforeAll(async () => {
    admin = await moneyUser(context.app, 'admin');
  });

  const creatorWithCampaign = async (endsInMs: number, overrides: { fundingModel?: 'keep_it_all' } = {}) => {
    const creator = await moneyUser(context.app);
    await fundWallet(context.database.db, creator.userId, 10_000);
    const campaign = await createLiveCampaign(context.database.db, {
      ownerId: creator.userId,
      title: 'Tide clock',
      endsAt: new Date(Date.now() + endsInMs),
      ...overrides,
    });
    return { creator, campaignId: campaign.id };
  };

  /** The campaign's end date passes and its end job settles it; the events are then delivered. */
  const endNow = async (campaignId: string) => {
    await endCampaignNow(context, campaignId);
    await context.app.events.dispatchPending();
  };

  const refundsOf = async (campaignId: string) =>
    context.database.db
      .selectFrom('ledgerTransactions')
      .select('id')
      .where('campaignId', '=', campaignId)
      .where('type', '=', 'promotion_refund')
      .execute();

  const promotionsOf = async (creator: MoneyUser) =>
    new Map((await overview(context.app, creator)).items.map((p): [string, Promotion] => [p.id, p]));

  it('refuses days past the campaign’s end with a sentence, and offers the days left', async () => {
    const { creator, campaignId } = await creatorWithCampaign(2.5 * DAY_MS);
    expect((await overview(context.app, creator)).campaigns).toEqual([{ id: campaignId, title: 'Tide clock', maxDays: 2 }]);

    const tooLong = await buy(context.app, creator, { campaignId, days: 30, payWith: 'wallet' });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json<{ error: { message: string } }>().error.message).toMatch(
      /^The campaign ends on \d{4}-\d{2}-\d{2}: promote it for at most 2 days\.$/,
    );
    expect((await buy(context.app, creator, { campaignId, days: 3, payWith: 'wallet' })).statusCode).toBe(422);
    expect(await balanceOf(context.app, creator)).toBe(10_000);
    expect((await overview(context.app, creator)).items).toEqual([]);

    expect((await bought(context.app, creator, campaignId, 2)).days).toBe(2);
    expect(await balanceOf(context.app, creator)).toBe(9_000);
  });

  it('refuses any promotion of a campaign ending within a day', async () => {
    const { creator, campaignId } = await creatorWithCampaign(12 * 60 * 60 * 1000);
    expect((await overview(context.app, creator)).campaigns).toMatchObject([{ id: campaignId, maxDays: 0 }]);
    const res = await buy(context.app, creator, { campaignId, days: 1, payWith: 'wallet' }, newKey());
    expect(res.statusCode).toBe(422);
    expect(res.json<{ error: { message: string } }>().error.message).toBe(
      'The campaign ends in less than a day: there is no whole day left to promote it.',
    );
    expect(await balanceOf(context.app, creator)).toBe(10_000);
  });

  it('a campaign that failed: its waiting and running promotions close with their unused days back, once', async () => {
    const { creator, campaignId } = await creatorWithCampaign(10 * DAY_MS);
    const waiting = await bought(context.app, creator, campaignId, 2);
    const running = await bought(context.app, creator, campaignId, 4);
    await approve(context.app, admin, running.id);
    expect(await balanceOf(context.app, creator)).toBe(7_000);

    await endNow(campaignId);
    const closed = await promotionsOf(creator);
    // Waiting: nothing was shown, all of it back. Running: its first day had begun, three come back.
    expect(closed.get(waiting.id)).toMatchObject({ status: 'canceled', refunded: 1_000, spent: 0 });
    expect(closed.get(running.id)).toMatchObject({ status: 'canceled', refunded: 1_500, spent: 500 });
    expect(await balanceOf(context.app, creator)).toBe(9_500);
    expect(await refundsOf(campaignId)).toHaveLength(2);
    // The running one's end job went with it.
    const job = await context.database.db
      .selectFrom('scheduledJobs')
      .select('status')
      .where('key', '=', `promotion-end:${running.id}`)
      .executeTakeFirst();
    expect(job?.status).not.toBe('pending');

    // The end's event delivered again (delivery is at least once): nothing more moves.
    const redelivered = await context.database.db
      .updateTable('eventDeliveries')
      .set({ status: 'pending', deliveredAt: null, nextAttemptAt: new Date(Date.now() - 1000) })
      .where('subscriber', '=', 'promotions')
      .where('eventId', 'in', (db) =>
        db
          .selectFrom('events')
          .select('id')
          .where('type', '=', 'campaign.failed')
          .where(sql<string>`payload->>'campaignId'`, '=', campaignId),
      )
      .executeTakeFirst();
    expect(Number(redelivered.numUpdatedRows)).toBe(1);
    expect((await context.app.events.dispatchPending()).failed).toBe(0);
    expect(await balanceOf(context.app, creator)).toBe(9_500);
    expect(await refundsOf(campaignId)).toHaveLength(2);
    expect(await promotionsOf(creator)).toEqual(closed);
    await expectAllChecksPass(context.app);
  });

  it('a campaign that succeeded: its running promotion closes too, and a canceled one is left alone', async () => {
    const { creator, campaignId } = await creatorWithCampaign(10 * DAY_MS, { fundingModel: 'keep_it_all' });
    const backer = await moneyUser(context.app);
    await fundWallet(context.database.db, backer.userId, 2_000);
    const pledged = await call(backer, context.app, 'POST', `/api/campaigns/${campaignId}/pledges`, {
      body: { tierId: null, amount: 2_000 },
      key: newKey(),
    });
    expect(pledged.statusCode, pledged.body).toBe(201);
    const running = await bought(context.app, creator, campaignId, 5);
    await approve(context.app, admin, running.id);
    const canceled = await bought(context.app, creator, campaignId, 1);
    expect((await call(creator, context.app, 'POST', `/api/promotions/${canceled.id}/cancel`)).statusCode).toBe(200);
    expect(await balanceOf(context.app, creator)).toBe(7_500);

    await endNow(campaignId);
    const closed = await promotionsOf(creator);
    expect(closed.get(running.id)).toMatchObject({ status: 'canceled', refunded: 2_000 });
    expect(closed.get(canceled.id)).toMatchObject({ status: 'canceled', refunded: 500 });
    // 2 000 pledged, less the platform fee, reached the creator with the promotion's 2 000.
    const settled = await context.database.db
      .selectFrom('campaignSettlements')
      .select(['total', 'fee'])
      .where('campaignId', '=', campaignId)
      .executeTakeFirstOrThrow();
    expect(await balanceOf(context.app, creator)).toBe(9_500 + Number(settled.total) - Number(settled.fee));
    expect(await refundsOf(campaignId)).toHaveLength(2);
    await expectAllChecksPass(context.app);
  });
  it('a campaign its owner cancels: its running promotion closes in the cancel itself, the same way', async () => {
    const { creator, campaignId } = await creatorWithCampaign(10 * DAY_MS);
    const running = await bought(context.app, creator, campaignId, 3);
    await approve(context.app, admin, running.id);
    const canceled = await call(creator, context.app, 'POST', `/api/campaigns/${campaignId}/cancel`);
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect((await promotionsOf(creator)).get(running.id)).toMatchObject({ status: 'canceled', refunded: 1_000 });
    expect(await balanceOf(context.app, creator)).toBe(9_500);
    await expectAllChecksPass(context.app);
  });
});
