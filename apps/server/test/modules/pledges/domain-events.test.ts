import { describe, expect, it } from 'vitest';
import { scheduleCampaignEnd } from '../../../src/modules/campaigns/service.js';
import { createLiveCampaign } from '../../factories/campaigns.js';
import { useTestApp } from '../../helpers/use-test-app.js';
import { call, fundWallet, moneyUser, newKey, topUp } from '../../factories/money.js';

/**
 * The money paths record their domain events in the transaction of the change: an event exists
 * exactly when the change does (a refused pledge leaves none), with ids and amounts as payload.
 */
describe('domain events of the money paths', () => {
  const context = useTestApp();

  const eventsAbout = async (key: string, value: string) => {
    const rows = await context.database.db.selectFrom('events').select(['type', 'payload']).orderBy('id').execute();
    return rows.filter((row) => row.payload[key] === value).map((row) => ({ type: row.type, payload: row.payload }));
  };

  it('records pledge.created and pledge.canceled with the pledge, and nothing for a refused pledge', async () => {
    const backer = await moneyUser(context.app);
    await fundWallet(context.database.db, backer.userId, 5000);
    const campaign = await createLiveCampaign(context.database.db);
    const pledge = (amount: number) =>
      call(backer, context.app, 'POST', `/api/campaigns/${campaign.id}/pledges`, {
        body: { tierId: null, amount },
        key: newKey(),
      });

    const tooMuch = await pledge(9000);
    expect(tooMuch.statusCode).toBe(422);
    expect(await eventsAbout('campaignId', campaign.id), 'a refused pledge rolls its event back').toEqual([]);

    const created = await pledge(1500);
    expect(created.statusCode, created.body).toBe(201);
    const pledgeId = created.json<{ pledge: { id: string } }>().pledge.id;
    const canceled = await call(backer, context.app, 'POST', `/api/pledges/${pledgeId}/cancel`, { key: newKey() });
    expect(canceled.statusCode, canceled.body).toBe(200);

    const payload = { pledgeId, campaignId: campaign.id, backerId: backer.userId, amount: 1500, currency: 'USD' };
    expect(await eventsAbout('campaignId', campaign.id)).toEqual([
      // The breakdown: a pledge without a reward is all reward part, nothing shipped or added.
      { type: 'pledge.created', payload: { ...payload, breakdown: { reward: 1500, shipping: 0, addOns: 0, total: 1500 } } },
      { type: 'pledge.canceled', payload },
    ]);
  });

  it('records campaign.succeeded with what was raised when the end job settles', async () => {
    const creator = await moneyUser(context.app);
    const backer = await moneyUser(context.app);
    await fundWallet(context.database.db, backer.userId, 20_000);
    const campaign = await createLiveCampaign(context.database.db, { ownerId: creator.userId, goal: 10_000 });
    const res = await call(backer, context.app, 'POST', `/api/campaigns/${campaign.id}/pledges`, {
      body: { tierId: null, amount: 12_000 },
      key: newKey(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const endsAt = new Date(Date.now() - 1000);
    await context.database.db.updateTable('campaigns').set({ endsAt }).where('id', '=', campaign.id).execute();
    await scheduleCampaignEnd(context.database.db, context.app.jobs, campaign.id, endsAt);
    expect(await context.app.jobs.runDue()).toEqual({ ran: 1, failed: 0 });

    const types = (await eventsAbout('campaignId', campaign.id)).map((event) => event.type);
    expect(types).toEqual(['pledge.created', 'campaign.succeeded']);
    expect((await eventsAbout('campaignId', campaign.id))[1]?.payload).toEqual({
      campaignId: campaign.id,
      ownerId: creator.userId,
      raised: 12_000,
      currency: 'USD',
    });
  });

  it('records payment.credited when a top-up is paid, and withdrawal.paid when the payout succeeds', async () => {
    const user = await moneyUser(context.app);
    const paymentId = await topUp(context.app, user, 2500);
    expect(await eventsAbout('paymentId', paymentId)).toEqual([
      {
        type: 'payment.credited',
        payload: { paymentId, userId: user.userId, purpose: 'top_up', amount: 2500, currency: 'USD' },
      },
    ]);

    const withdrawal = await call(user, context.app, 'POST', '/api/wallet/withdrawals', {
      body: { amount: 1000, bankAccount: { holderName: 'Ada Lovelace', accountNumber: 'DE89370400440532013000' } },
      key: newKey(),
    });
    expect(withdrawal.statusCode, withdrawal.body).toBe(201);
    const withdrawalId = withdrawal.json<{ id: string; status: string }>().id;
    expect(withdrawal.json<{ status: string }>().status).toBe('paid');
    expect(await eventsAbout('withdrawalId', withdrawalId)).toEqual([
      { type: 'withdrawal.paid', payload: { withdrawalId, userId: user.userId, amount: 1000, currency: 'USD' } },
    ]);
  });
});
