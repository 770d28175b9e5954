import { beforeAll, describe, expect, it } from 'vitest';
import type { SubscribeResponse, SubscriptionOverview } from '@crowdspark/shared/contracts/subscriptions';
import type { MeResponse } from '@crowdspark/shared/contracts/users';
import { CORE_LEDGER_CHECKS, verifyLedger } from '../../../src/modules/ledger/verify.js';
import { PLEDGE_LEDGER_CHECKS } from '../../../src/modules/pledges/ledger-checks.js';
import { REWARDS_LEDGER_CHECKS } from '../../../src/modules/rewards/ledger-checks.js';
import { SUBSCRIPTION_LEDGER_CHECKS } from '../../../src/modules/subscriptions/ledger-checks.js';
import { launchedCampaign } from '../../factories/campaign-setup.js';
import { balanceOf, call, fundWallet, moneyUser, newKey, submitCheckout, type MoneyUser } from '../../factories/money.js';
import { expectRenewalRetriedInADay } from '../../factories/subscriptions.js';
import { PASSWORD } from '../../helpers/auth.js';
import { latestMail } from '../../helpers/outbox.js';
import { useTestApp } from '../../helpers/use-test-app.js';

const DAY = 24 * 3600_000;
const MONTHLY = 900;
/** The checks the app runs (as the plugins register them on app.ledgerChecks), subscriptions' among them. */
const ALL_LEDGER_CHECKS = [
  ...CORE_LEDGER_CHECKS,
  ...PLEDGE_LEDGER_CHECKS,
  ...REWARDS_LEDGER_CHECKS,
  ...SUBSCRIPTION_LEDGER_CHECKS,
];
const YEARLY = 9000;

/**
 * Pro subscriptions (decision 0033, docs/product-rules.md#pro-subscription): subscribing from the
 * wallet and through the sandbox checkout, renewals, grace and expiry, cancel and resume,
 * proration, the settlement fee, concurrency, bad input and authorisation.
 */
describe('Pro subscriptions', () => {
  const context = useTestApp();
  beforeAll(() => context.app.events.registerSubscriptions());
  const db = () => context.database.db;

  const overview = async (user: MoneyUser) => {
    const res = await call(user, context.app, 'GET', '/api/subscription');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SubscriptionOverview>();
  };
  const me = async (user: MoneyUser) => (await call(user, context.app, 'GET', '/api/me')).json<MeResponse>().user;
  const subscribe = (user: MoneyUser, body: unknown, key: string | null = newKey()) =>
    call(user, context.app, 'POST', '/api/subscription', { body, key });
  const subscribedUser = async (plan: 'pro-monthly' | 'pro-yearly' = 'pro-monthly', extra = 0) => {
    const user = await moneyUser(context.app);
    await fundWallet(db(), user.userId, (plan === 'pro-yearly' ? YEARLY : MONTHLY) + extra);
    const res = await subscribe(user, { plan, payWith: 'wallet' });
    expect(res.statusCode, res.body).toBe(201);
    return user;
  };
  const ledgerOk = async () => {
    const report = await verifyLedger(db(), ALL_LEDGER_CHECKS);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
  };
  const eventsOf = async (type: string, userId: string) =>
    (await db().selectFrom('events').select('payload').where('type', '=', type).execute()).filter(
      (e) => (e.payload as { userId?: string }).userId === userId,
    );
  /** The current period as if it had begun `startedDaysAgo` and ends in `endsInMs` (the invoice follows). */
  const movePeriod = async (userId: string, startedDaysAgo: number, endsInMs: number) => {
    const start = new Date(Date.now() - startedDaysAgo * DAY);
    const end = new Date(Date.now() + endsInMs);
    const current = await db()
      .selectFrom('subscriptions')
      .select('currentPeriodEnd')
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('subscriptionInvoices')
      .set({ periodStart: start, periodEnd: end })
      .where('userId', '=', userId)
      .where('periodEnd', '=', current.currentPeriodEnd)
      .execute();
    await db()
      .updateTable('subscriptions')
      .set({ currentPeriodStart: start, currentPeriodEnd: end })
      .where('userId', '=', userId)
      .execute();
    await db()
      .updateTable('scheduledJobs')
      .set({ runAt: new Date(Math.min(end.getTime(), Date.now() - 1000)) })
      .where('key', '=', `subscription-renewal:${userId}`)
      .execute();
    return { start, end };
  };
  const jobDueNow = (userId: string) =>
    db()
      .updateTable('scheduledJobs')
      .set({ runAt: new Date(Date.now() - 1000) })
      .where('key', '=', `subscription-renewal:${userId}`)
      .execute();

  it('subscribes from the wallet: charged once, Pro on the user, an invoice with its receipt, the promotion credit', async () => {
    const user = await moneyUser(context.app);
    await fundWallet(db(), user.userId, 1000);
    const res = await subscribe(user, { plan: 'pro-monthly', payWith: 'wallet' });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<SubscribeResponse>();
    expect(body.status).toBe('active');
    expect(await balanceOf(context.app, user)).toBe(100);

    const view = await overview(user);
    expect(view.hasSubscription).toBe(true);
    expect(view.subscription).toMatchObject({
      plan: 'pro-monthly',
      status: 'active',
      cancelAtPeriodEnd: false,
      graceUntil: null,
    });
    const end = new Date(view.subscription!.currentPeriodEnd).getTime();
    expect(end - Date.now()).toBeGreaterThan(27 * DAY);
    expect(end - Date.now()).toBeLessThan(32 * DAY);
    expect(view.invoices).toHaveLength(1);
    expect(view.invoices[0]).toMatchObject({ kind: 'start', amount: MONTHLY, prorationCredit: 0, currency: 'USD' });

    const user2 = await me(user);
    expect(user2.hasSubscription).toBe(true);
    expect(user2.subscriptionDetails).toEqual({
      plan: 'pro-monthly',
      status: 'active',
      currentPeriodEnd: view.subscription!.currentPeriodEnd,
      cancelAtPeriodEnd: false,
    });

    const receipt = await call(user, context.app, 'GET', view.invoices[0]!.receiptUrl);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.body).toContain('Pro subscription');
    expect(receipt.body).toContain('-9.00 USD');

    const rewards = (await call(user, context.app, 'GET', '/api/rewards')).json<{ promotionCredit: { amount: number } }>();
    expect(rewards.promotionCredit.amount).toBe(500);
    expect(await eventsOf('subscription.started', user.userId)).toHaveLength(1);
    await context.app.events.dispatchPending();
    const { email } = await db().selectFrom('users').select('email').where('id', '=', user.userId).executeTakeFirstOrThrow();
    expect((await latestMail(db(), email, 'subscription-receipt')).subject).toContain('Pro monthly');
    await ledgerOk();
  });

  it('refuses a wallet that is too low, and anyone who already has Pro', async () => {
    const poor = await moneyUser(context.app);
    await fundWallet(db(), poor.userId, MONTHLY - 1);
    const low = await subscribe(poor, { plan: 'pro-monthly', payWith: 'wallet' });
    expect(low.statusCode).toBe(422);
    expect(low.json<{ error: { message: string } }>().error.message).toBe('Your wallet balance is too low for this.');
    expect((await overview(poor)).subscription).toBeNull();

    const pro = await subscribedUser('pro-monthly', MONTHLY);
    for (const payWith of ['wallet', 'checkout'])
      expect((await subscribe(pro, { plan: 'pro-yearly', payWith })).statusCode).toBe(409);
    expect(await balanceOf(context.app, pro)).toBe(MONTHLY);
  });

  it('subscribes through the sandbox checkout: the signed webhook credits the payment and starts Pro', async () => {
    const user = await moneyUser(context.app);
    const canceled = await subscribe(user, { plan: 'pro-yearly', payWith: 'checkout' });
    expect(canceled.statusCode, canceled.body).toBe(201);
    const left = canceled.json<Extract<SubscribeResponse, { status: 'checkout' }>>();
    expect((await submitCheckout(context.app, left.checkoutUrl, 'cancel')).statusCode).toBe(303);
    expect((await overview(user)).hasSubscription).toBe(false);

    const res = await subscribe(user, { plan: 'pro-yearly', payWith: 'checkout' });
    const started = res.json<Extract<SubscribeResponse, { status: 'checkout' }>>();
    expect(started.status).toBe('checkout');
    const payment = await db().selectFrom('payments').selectAll().where('id', '=', started.paymentId).executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ purpose: 'subscription', amount: String(YEARLY), status: 'pending' });
    expect((await submitCheckout(context.app, started.checkoutUrl, 'pay')).statusCode).toBe(303);

    const view = await overview(user);
    expect(view.subscription).toMatchObject({ plan: 'pro-yearly', status: 'active' });
    expect(view.invoices[0]).toMatchObject({ kind: 'start', amount: YEARLY });
    expect(await balanceOf(context.app, user)).toBe(0);
    const status = await call(user, context.app, 'GET', `/api/payments/${started.paymentId}`);
    expect(status.json<{ status: string }>().status).toBe('succeeded');
    // A yearly period brings twelve months of promotion credit.
    const rewards = (await call(user, context.app, 'GET', '/api/rewards')).json<{ promotionCredit: { amount: number } }>();
    expect(rewards.promotionCredit.amount).toBe(12 * 500);
    await ledgerOk();
  });

  it('a checkout paid after the wallet already started Pro leaves the money in the wallet', async () => {
    const user = await moneyUser(context.app);
    const res = await subscribe(user, { plan: 'pro-monthly', payWith: 'checkout' });
    const { checkoutUrl } = res.json<Extract<SubscribeResponse, { status: 'checkout' }>>();
    await fundWallet(db(), user.userId, MONTHLY);
    expect((await subscribe(user, { plan: 'pro-monthly', payWith: 'wallet' })).statusCode).toBe(201);
    expect((await submitCheckout(context.app, checkoutUrl, 'pay')).statusCode).toBe(303);
    expect(await balanceOf(context.app, user)).toBe(MONTHLY);
    expect((await overview(user)).invoices).toHaveLength(1);
    await ledgerOk();
  });

  it('two concurrent subscribe requests make one subscription and one charge', async () => {
    const user = await moneyUser(context.app);
    await fundWallet(db(), user.userId, 2 * YEARLY);
    const results = await Promise.all([
      subscribe(user, { plan: 'pro-yearly', payWith: 'wallet' }),
      subscribe(user, { plan: 'pro-yearly', payWith: 'wallet' }),
      subscribe(user, { plan: 'pro-monthly', payWith: 'wallet' }),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409]);
    const invoices = await db().selectFrom('subscriptionInvoices').select('amount').where('userId', '=', user.userId).execute();
    expect(invoices).toHaveLength(1);
    expect(await balanceOf(context.app, user)).toBe(2 * YEARLY - Number(invoices[0]!.amount));
    await ledgerOk();
  });

  it('renews from the wallet at the period end: the next period starts at the old end, with its credit', async () => {
    const user = await subscribedUser('pro-monthly', MONTHLY);
    const { end } = await movePeriod(user.userId, 30, -1000);
    expect(await context.app.jobs.runDue()).toMatchObject({ failed: 0 });
    const view = await overview(user);
    expect(view.subscription).toMatchObject({ status: 'active', plan: 'pro-monthly' });
    expect(view.invoices).toHaveLength(2);
    expect(view.invoices[0]).toMatchObject({ kind: 'renewal', amount: MONTHLY, periodStart: end.toISOString() });
    expect(new Date(view.subscription!.currentPeriodEnd).getTime()).toBeGreaterThan(end.getTime() + 27 * DAY);
    expect(await balanceOf(context.app, user)).toBe(0);
    const rewards = (await call(user, context.app, 'GET', '/api/rewards')).json<{ promotionCredit: { amount: number } }>();
    expect(rewards.promotionCredit.amount).toBe(1000);
    expect(await eventsOf('subscription.renewed', user.userId)).toHaveLength(1);
    // The job ran once: running it again changes nothing.
    await jobDueNow(user.userId);
    await context.app.jobs.runDue();
    expect((await overview(user)).invoices).toHaveLength(2);
    await ledgerOk();
  });

  it('an unpaid renewal keeps Pro through the grace period with dunning, then a top-up renews it', async () => {
    const user = await subscribedUser('pro-monthly');
    const { end } = await movePeriod(user.userId, 30, -1000);
    await context.app.jobs.runDue();
    let view = await overview(user);
    expect(view.subscription).toMatchObject({ status: 'past_due' });
    expect(view.subscription!.graceUntil).toBe(new Date(end.getTime() + 7 * DAY).toISOString());
    expect(view.hasSubscription).toBe(true);
    expect((await me(user)).subscriptionDetails?.status).toBe('past_due');
    expect(await eventsOf('subscription.renewal_failed', user.userId)).toHaveLength(1);
    await expectRenewalRetriedInADay(db(), user.userId);

    await context.app.events.dispatchPending();
    const { email } = await db().selectFrom('users').select('email').where('id', '=', user.userId).executeTakeFirstOrThrow();
    expect((await latestMail(db(), email, 'subscription-payment-failed')).text).toContain('top up your wallet');
    const inbox = (await call(user, context.app, 'GET', '/api/notifications')).json<{ items: { kind: string }[] }>();
    expect(inbox.items.map((i) => i.kind)).toContain('subscription_payment_failed');

    await fundWallet(db(), user.userId, MONTHLY);
    await jobDueNow(user.userId);
    await context.app.jobs.runDue();
    view = await overview(user);
    expect(view.subscription).toMatchObject({ status: 'active', graceUntil: null });
    expect(view.invoices[0]).toMatchObject({ kind: 'renewal', periodStart: end.toISOString() });
    expect(await balanceOf(context.app, user)).toBe(0);
    await ledgerOk();
  });

  it('expires when the grace period ends unpaid', async () => {
    const user = await subscribedUser('pro-monthly');
    await movePeriod(user.userId, 40, -8 * DAY);
    await context.app.jobs.runDue();
    const view = await overview(user);
    expect(view.hasSubscription).toBe(false);
    expect(view.subscription).toMatchObject({ status: 'canceled' });
    expect((await me(user)).hasSubscription).toBe(false);
    expect(await eventsOf('subscription.expired', user.userId)).toMatchObject([{ payload: { reason: 'unpaid' } }]);
    await ledgerOk();
  });

  it('cancel keeps Pro to the period end, resume undoes it, and a canceled one expires without a charge', async () => {
    const user = await subscribedUser('pro-monthly', MONTHLY);
    const canceled = await call(user, context.app, 'POST', '/api/subscription/cancel');
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json<SubscriptionOverview>()).toMatchObject({
      hasSubscription: true,
      subscription: { cancelAtPeriodEnd: true, status: 'active' },
    });
    expect((await me(user)).subscriptionDetails?.cancelAtPeriodEnd).toBe(true);

    const resumed = await call(user, context.app, 'POST', '/api/subscription/resume');
    expect(resumed.json<SubscriptionOverview>().subscription?.cancelAtPeriodEnd).toBe(false);
    expect(await eventsOf('subscription.resumed', user.userId)).toHaveLength(1);

    await call(user, context.app, 'POST', '/api/subscription/cancel');
    await call(user, context.app, 'POST', '/api/subscription/cancel'); // idempotent: one event
    expect(await eventsOf('subscription.canceled', user.userId)).toHaveLength(2);
    await movePeriod(user.userId, 30, -1000);
    await context.app.jobs.runDue();
    const view = await overview(user);
    expect(view).toMatchObject({ hasSubscription: false, subscription: { status: 'canceled' } });
    expect(view.invoices).toHaveLength(1);
    expect(await balanceOf(context.app, user)).toBe(MONTHLY);
    expect(await eventsOf('subscription.expired', user.userId)).toMatchObject([{ payload: { reason: 'canceled' } }]);
    // Ended: nothing to cancel or resume; subscribing again works.
    expect((await call(user, context.app, 'POST', '/api/subscription/resume')).statusCode).toBe(409);
    expect((await subscribe(user, { plan: 'pro-monthly', payWith: 'wallet' })).statusCode).toBe(201);
    await ledgerOk();
  });

  it('prorates monthly → yearly now and switches yearly → monthly at the period end', async () => {
    const user = await subscribedUser('pro-monthly', YEARLY);
    // A 30-day period, a third used: two thirds of 9.00 (6.00, rounded down) come off the yearly price.
    await movePeriod(user.userId, 10, 20 * DAY);
    const changed = await call(user, context.app, 'POST', '/api/subscription/plan', {
      body: { plan: 'pro-yearly' },
      key: newKey(),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const view = changed.json<SubscriptionOverview>();
    const invoice = view.invoices[0]!;
    expect(invoice.kind).toBe('plan_change');
    expect(invoice.prorationCredit).toBeGreaterThanOrEqual(598);
    expect(invoice.prorationCredit).toBeLessThanOrEqual(600);
    expect(invoice.amount + invoice.prorationCredit).toBe(YEARLY);
    expect(view.subscription?.plan).toBe('pro-yearly');
    const newEnd = new Date(view.subscription!.currentPeriodEnd).getTime();
    expect(newEnd - Date.now()).toBeGreaterThan(364 * DAY);
    expect(await balanceOf(context.app, user)).toBe(YEARLY - invoice.amount);
    expect(
      (await call(user, context.app, 'POST', '/api/subscription/plan', { body: { plan: 'pro-yearly' }, key: newKey() }))
        .statusCode,
    ).toBe(409);

    // Down to monthly: nothing now, the next renewal is monthly.
    const down = await call(user, context.app, 'POST', '/api/subscription/plan', {
      body: { plan: 'pro-monthly' },
      key: newKey(),
    });
    expect(down.json<SubscriptionOverview>().subscription).toMatchObject({ plan: 'pro-yearly', nextPlan: 'pro-monthly' });
    await fundWallet(db(), user.userId, MONTHLY);
    const before = await balanceOf(context.app, user);
    await movePeriod(user.userId, 365, -1000);
    await context.app.jobs.runDue();
    const after = await overview(user);
    expect(after.subscription).toMatchObject({ plan: 'pro-monthly', nextPlan: null, status: 'active' });
    expect(after.invoices[0]).toMatchObject({ kind: 'renewal', plan: 'pro-monthly', amount: MONTHLY });
    expect(await balanceOf(context.app, user)).toBe(before - MONTHLY);
    await ledgerOk();
  });

  it('settles a subscribed owner’s campaign at 3% and anyone else’s at 5%, on record', async () => {
    const settle = async (owner: MoneyUser) => {
      const id = await launchedCampaign(owner, { goal: 10_000, currency: 'USD' });
      const backer = await moneyUser(context.app);
      await fundWallet(db(), backer.userId, 10_000);
      const pledged = await call(backer, context.app, 'POST', `/api/campaigns/${id}/pledges`, {
        body: { tierId: null, amount: 10_000 },
        key: newKey(),
      });
      expect(pledged.statusCode, pledged.body).toBe(201);
      const past = new Date(Date.now() - 1000);
      await db().updateTable('campaigns').set({ endsAt: past }).where('id', '=', id).execute();
      await db().updateTable('scheduledJobs').set({ runAt: past }).where('key', '=', `campaign-end:${id}`).execute();
      await context.app.jobs.runDue();
      return db().selectFrom('campaignSettlements').selectAll().where('campaignId', '=', id).executeTakeFirstOrThrow();
    };
    const pro = await subscribedUser('pro-monthly');
    const proSettlement = await settle(pro);
    expect(proSettlement).toMatchObject({ fee: '300', feeRule: 'pro', total: '10000' });
    expect(Number(proSettlement.feePercent)).toBe(3);
    expect(await balanceOf(context.app, pro)).toBe(9700);

    const plain = await moneyUser(context.app);
    const plainSettlement = await settle(plain);
    expect(plainSettlement).toMatchObject({ fee: '500', feeRule: 'standard' });
    expect(Number(plainSettlement.feePercent)).toBe(5);
    expect(await balanceOf(context.app, plain)).toBe(9500);
    await ledgerOk();
  });

  it('ends Pro when the account is deleted, keeping its invoices and a consistent ledger', async () => {
    const user = await subscribedUser('pro-monthly');
    const deleted = await user.client.request('POST', '/api/auth/delete-user', { password: PASSWORD });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    const row = await db()
      .selectFrom('subscriptions')
      .select('status')
      .where('userId', '=', user.userId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('canceled');
    expect(await db().selectFrom('subscriptionInvoices').select('id').where('userId', '=', user.userId).execute()).toHaveLength(
      1,
    );
    // Its renewal job, when it comes, charges nothing.
    await jobDueNow(user.userId);
    await context.app.jobs.runDue();
    expect(await db().selectFrom('subscriptionInvoices').select('id').where('userId', '=', user.userId).execute()).toHaveLength(
      1,
    );
    await ledgerOk();
  });

  it('answers bad input with a sentence and keeps it to signed-in people', async () => {
    const user = await moneyUser(context.app);
    const badPlan = await subscribe(user, { plan: 'gold', payWith: 'wallet' });
    expect(badPlan.statusCode).toBe(400);
    expect(badPlan.body).toContain('Choose Pro monthly or Pro yearly.');
    expect((await subscribe(user, { plan: 'pro-monthly', payWith: 'cash' })).statusCode).toBe(400);
    expect((await subscribe(user, { plan: 'pro-monthly', payWith: 'wallet' }, null)).statusCode).toBe(400);
    expect((await subscribe(user, { plan: 'pro-monthly', payWith: 'wallet', price: 1 })).statusCode).toBe(400);
    expect((await call(user, context.app, 'POST', '/api/subscription/cancel')).statusCode).toBe(409);
    expect(
      (await call(user, context.app, 'POST', '/api/subscription/plan', { body: { plan: 'pro-yearly' }, key: newKey() }))
        .statusCode,
    ).toBe(409);

    for (const [method, url] of [
      ['GET', '/api/subscription'],
      ['POST', '/api/subscription'],
      ['POST', '/api/subscription/cancel'],
      ['POST', '/api/subscription/resume'],
    ] as const) {
      const res = await context.app.inject({
        method,
        url,
        headers: { origin: 'http://localhost:3000', 'idempotency-key': newKey() },
        payload: method === 'POST' ? {} : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
