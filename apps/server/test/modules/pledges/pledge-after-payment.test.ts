import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CORE_LEDGER_CHECKS, verifyLedger } from '../../../src/modules/ledger/verify.js';
import { PLEDGE_LEDGER_CHECKS } from '../../../src/modules/pledges/ledger-checks.js';
import { createLiveCampaign } from '../../factories/campaigns.js';
import { useTestApp } from '../../helpers/use-test-app.js';
import { balanceOf, call, fundWallet, moneyUser, newKey, submitCheckout } from '../../factories/money.js';
import type { MoneyUser } from '../../factories/money.js';

/** The checks the app runs: the ledger's own and those pledges/plugin.ts registers. */
const ALL_LEDGER_CHECKS = [...CORE_LEDGER_CHECKS, ...PLEDGE_LEDGER_CHECKS];

interface PaymentBody {
  status: string;
  pledge: { status: string; pledgeId: string | null; message: string | null; campaignTitle: string | null } | null;
}

describe('back by card: a checkout for the missing part, and the pledge completes when the payment confirms', () => {
  const context = useTestApp();

  async function startPledgeCheckout(user: MoneyUser, body: unknown, key = newKey()) {
    return call(user, context.app, 'POST', '/api/pledges/checkout', { body, key });
  }

  async function payment(user: MoneyUser, id: string): Promise<PaymentBody> {
    const res = await call(user, context.app, 'GET', `/api/payments/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PaymentBody>();
  }

  it('pledges from the wallet in the webhook that credits it', async () => {
    const campaign = await createLiveCampaign(context.database.db, { title: 'Solar lantern' });
    const backer = await moneyUser(context.app);
    await fundWallet(context.database.db, backer.userId, 1000);
    const started = await startPledgeCheckout(backer, {
      amount: 1500,
      pledge: { campaignId: campaign.id, tierId: null, amount: 2500 },
    });
    expect(started.statusCode, started.body).toBe(201);
    const { paymentId, checkoutUrl } = started.json<{ paymentId: string; checkoutUrl: string }>();
    expect(await payment(backer, paymentId)).toMatchObject({
      status: 'pending',
      pledge: { status: 'waiting', campaignTitle: 'Solar lantern' },
    });

    expect((await submitCheckout(context.app, checkoutUrl, 'pay')).statusCode).toBe(303);
    const done = await payment(backer, paymentId);
    expect(done).toMatchObject({ status: 'succeeded', pledge: { status: 'completed', message: null } });
    expect(done.pledge?.pledgeId).toBeTruthy();
    expect(await balanceOf(context.app, backer)).toBe(0);
    const mine = await call(backer, context.app, 'GET', `/api/campaigns/${campaign.id}/pledges/mine`);
    expect(mine.json()).toMatchObject({ pledge: { amount: 2500, status: 'active' } });
    expect((await verifyLedger(context.database.db, ALL_LEDGER_CHECKS)).ok).toBe(true);
  });

  it('keeps the money in the wallet, and says why, when the pledge is refused after paying', async () => {
    const campaign = await createLiveCampaign(context.database.db);
    const tierId = `tier_${randomBytes(6).toString('hex')}`;
    await context.database.db
      .insertInto('campaignRewardTiers')
      .values({
        id: tierId,
        campaignId: campaign.id,
        position: 0,
        title: 'Only one',
        description: 'One of a kind',
        minimumPledge: 2000,
        quantity: 1,
        estimatedDelivery: '2027-01',
      })
      .execute();
    const late = await moneyUser(context.app);
    const started = await startPledgeCheckout(late, { amount: 2000, pledge: { campaignId: campaign.id, tierId, amount: 2000 } });
    const { paymentId, checkoutUrl } = started.json<{ paymentId: string; checkoutUrl: string }>();

    // Someone else takes the last one while the first backer is on the checkout page.
    const quick = await moneyUser(context.app);
    await fundWallet(context.database.db, quick.userId, 2000);
    expect(
      (
        await call(quick, context.app, 'POST', `/api/campaigns/${campaign.id}/pledges`, {
          body: { tierId, amount: 2000 },
          key: newKey(),
        })
      ).statusCode,
    ).toBe(201);

    await submitCheckout(context.app, checkoutUrl, 'pay');
    const done = await payment(late, paymentId);
    expect(done).toMatchObject({ status: 'succeeded', pledge: { status: 'failed', pledgeId: null } });
    expect(done.pledge?.message).toContain('sold out');
    expect(done.pledge?.message).toContain('The money is in your wallet.');
    expect(await balanceOf(context.app, late)).toBe(2000);
    expect((await verifyLedger(context.database.db, ALL_LEDGER_CHECKS)).ok).toBe(true);
  });

  it('answers a retry with the same Idempotency-Key with the same payment, not a second one', async () => {
    const campaign = await createLiveCampaign(context.database.db);
    const backer = await moneyUser(context.app);
    const body = { amount: 1200, pledge: { campaignId: campaign.id, tierId: null, amount: 1200 } };
    const key = newKey();
    const first = await startPledgeCheckout(backer, body, key);
    expect(first.statusCode, first.body).toBe(201);
    const retry = await startPledgeCheckout(backer, body, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    const payments = await context.database.db
      .selectFrom('payments')
      .select(['purpose', 'amount'])
      .where('userId', '=', backer.userId)
      .execute();
    expect(payments.map((p) => ({ purpose: p.purpose, amount: Number(p.amount) }))).toEqual([
      { purpose: 'pledge', amount: 1200 },
    ]);
    const otherBody = await startPledgeCheckout(backer, { ...body, amount: 1300 }, key);
    expect(otherBody.statusCode).toBe(422);
  });

  it('refuses before checkout what the pledge would refuse', async () => {
    const owner = await moneyUser(context.app);
    const own = await createLiveCampaign(context.database.db, { ownerId: owner.userId });
    expect(
      (await startPledgeCheckout(owner, { amount: 1000, pledge: { campaignId: own.id, tierId: null, amount: 1000 } })).statusCode,
    ).toBe(403);
    const ended = await createLiveCampaign(context.database.db, { endsAt: new Date(Date.now() - 1000) });
    expect(
      (await startPledgeCheckout(owner, { amount: 1000, pledge: { campaignId: ended.id, tierId: null, amount: 1000 } }))
        .statusCode,
    ).toBe(409);
    const euro = await createLiveCampaign(context.database.db, { currency: 'EUR' });
    const wrongCurrency = await startPledgeCheckout(owner, {
      amount: 1000,
      currency: 'USD',
      pledge: { campaignId: euro.id, tierId: null, amount: 1000 },
    });
    expect(wrongCurrency.statusCode).toBe(400);
    expect(wrongCurrency.json()).toMatchObject({ error: { fields: { currency: 'Top up in EUR to back this campaign.' } } });
    expect(
      (await startPledgeCheckout(owner, { amount: 1000, pledge: { campaignId: euro.id, amount: 1000 } })).statusCode,
      'tierId required',
    ).toBe(400);
    expect((await startPledgeCheckout(owner, { amount: 1000 })).statusCode, 'the pledge is required').toBe(400);
    expect(
      (await startPledgeCheckout(owner, { amount: 99, pledge: { campaignId: euro.id, tierId: null, amount: 1000 } })).statusCode,
    ).toBe(400);
    const payments = await context.database.db.selectFrom('payments').select('id').where('userId', '=', owner.userId).execute();
    expect(payments, 'nobody pays for a refused pledge').toEqual([]);
  });

  it('leaves plain top-ups to the wallet, which refuses a pledge and names the route that takes it', async () => {
    const campaign = await createLiveCampaign(context.database.db);
    const backer = await moneyUser(context.app);
    const topUp = (body: unknown) => call(backer, context.app, 'POST', '/api/wallet/top-ups', { body, key: newKey() });
    const withPledge = await topUp({ amount: 1000, pledge: { campaignId: campaign.id, tierId: null, amount: 1000 } });
    expect(withPledge.statusCode).toBe(400);
    expect(withPledge.json()).toMatchObject({
      error: {
        code: 'VALIDATION_FAILED',
        fields: { pledge: 'A top-up carries no pledge: back a campaign by card with POST /api/pledges/checkout.' },
      },
    });
    const plain = await topUp({ amount: 1000 });
    expect(plain.statusCode).toBe(201);
    expect(await payment(backer, plain.json<{ paymentId: string }>().paymentId)).toMatchObject({ pledge: null });
  });
});
