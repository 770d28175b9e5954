import { beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../../src/modules/dev-outbox/routes.js';
import { CORE_LEDGER_CHECKS, verifyLedger } from '../../../src/modules/ledger/verify.js';
import { walletBalanceOf } from '../../../src/modules/ledger/service.js';
import { PLEDGE_LEDGER_CHECKS } from '../../../src/modules/pledges/ledger-checks.js';
import { createLiveCampaign } from '../../factories/campaigns.js';
import { call, moneyUser, newKey, submitCheckout, type MoneyUser } from '../../factories/money.js';
import { useTestApp } from '../../helpers/use-test-app.js';

/**
 * A card payment for a pledge that completes after an admin disabled the payer's account
 * (docs/product-rules.md#payment-provider): the money lands in the wallet, no pledge is made (the
 * person could not sign in to cancel it), and one mail tells them where the money is.
 */
describe('a pledge checkout paid by an account disabled meanwhile', () => {
  const context = useTestApp();
  let admin: MoneyUser;
  beforeAll(async () => {
    await context.app.events.registerSubscriptions();
    admin = await moneyUser(context.app, 'admin');
  });

  it('credits the wallet, makes no pledge, and mails the person once', async () => {
    const campaign = await createLiveCampaign(context.database.db, { title: 'Rain harp' });
    const backer = await moneyUser(context.app);
    const { email } = await context.database.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', backer.userId)
      .executeTakeFirstOrThrow();
    const started = await call(backer, context.app, 'POST', '/api/pledges/checkout', {
      body: { amount: 1500, pledge: { campaignId: campaign.id, tierId: null, amount: 1500 } },
      key: newKey(),
    });
    expect(started.statusCode, started.body).toBe(201);
    const { paymentId, checkoutUrl } = started.json<{ paymentId: string; checkoutUrl: string }>();

    const disabled = await call(admin, context.app, 'POST', `/api/admin/users/${backer.userId}/disable`, {
      body: { reason: 'Stolen cards' },
    });
    expect(disabled.statusCode, disabled.body).toBe(200);

    const mailedBefore = new Set((await listOutbox(context.database.db, email)).map((m) => m.id));
    expect((await submitCheckout(context.app, checkoutUrl, 'pay')).statusCode).toBe(303);
    await context.app.events.dispatchPending();

    expect(await walletBalanceOf(context.database.db, backer.userId, 'USD')).toBe(1500);
    const pledges = await context.database.db.selectFrom('pledges').select('id').where('backerId', '=', backer.userId).execute();
    expect(pledges).toEqual([]);
    const counters = await context.database.db
      .selectFrom('campaigns')
      .select(['backersCount', 'raised'])
      .where('id', '=', campaign.id)
      .executeTakeFirstOrThrow();
    expect({ backers: Number(counters.backersCount), raised: Number(counters.raised) }).toEqual({ backers: 0, raised: 0 });
    const stored = await context.database.db
      .selectFrom('payments')
      .select(['status', 'metadata'])
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ status: 'succeeded', metadata: { pledgeOutcome: { status: 'failed', pledgeId: null } } });

    const mails = (await listOutbox(context.database.db, email)).filter((m) => !mailedBefore.has(m.id));
    expect(mails.map((m) => ({ kind: m.kind, subject: m.subject }))).toEqual([
      { kind: 'payment-kept-in-wallet', subject: 'Your payment was added to your wallet' },
    ]);
    expect(mails[0]?.text).toContain('disabled');
    expect(mails[0]?.text).toContain('15.00 USD');
    expect(mails[0]?.text).toContain('Rain harp');
    expect(mails[0]?.links.some((link) => link.endsWith('/contact'))).toBe(true);
    expect((await verifyLedger(context.database.db, [...CORE_LEDGER_CHECKS, ...PLEDGE_LEDGER_CHECKS])).ok).toBe(true);
  });
});
