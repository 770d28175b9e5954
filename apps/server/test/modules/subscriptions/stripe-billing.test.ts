import { beforeAll, describe, expect, it } from 'vitest';
import type { SubscribeResponse, SubscriptionOverview } from '@crowdspark/shared/contracts/subscriptions';
import type { MeResponse } from '@crowdspark/shared/contracts/users';
import { createPayoutSources } from '../../../src/modules/payments/payout-sources.js';
import { reconcilePayments } from '../../../src/modules/payments/reconciliation.js';
import { runRenewal } from '../../../src/modules/subscriptions/renewals.js';
import { hasActiveSubscription } from '../../../src/modules/subscriptions/service.js';
import { balanceOf, call, fundWallet, moneyUser, newKey } from '../../factories/money.js';
import {
  eventsAbout,
  expectLedgerWithSubscriptionsOk,
  movePeriod,
  renewalDueNow,
  subscriptionDeps,
  subscriptionOf,
  walletSubscriber,
} from '../../factories/subscriptions.js';
import { signedStripeEvent, type FakeStripe } from '../../helpers/fake-stripe.js';
import { invoiceObject } from '../../helpers/fake-stripe-subscriptions.js';
import { latestMail } from '../../helpers/outbox.js';
import { useFakeStripeApp, webhookOutcome } from '../../helpers/use-fake-stripe-app.js';

const SECRET = 'whsec_crowdspark_billing_test';
const DAY = 24 * 3600_000;
const MONTHLY = 900;

/**
 * Pro with Stripe (decision 0038), against a local HTTP server standing in for api.stripe.com
 * (test/helpers/fake-stripe.ts) that Stripe's own SDK talks to, and webhooks signed by the SDK's
 * generateTestHeaderString so our real signature check runs. Subscribing by card is a Stripe
 * Subscription (Checkout in mode subscription) followed through its webhooks; a wallet subscriber
 * may save a card (Checkout in mode setup) that our renewal job charges off-session.
 */
describe('Pro with Stripe Billing (a local stand-in for api.stripe.com)', () => {
  const context = useFakeStripeApp(SECRET);
  let fake: FakeStripe;
  beforeAll(() => {
    fake = context.fake;
  });
  beforeAll(() => context.app.events.registerSubscriptions());
  const db = () => context.database.db;
  const deps = () => subscriptionDeps(context, MONTHLY);

  const deliver = context.deliver;
  const outcomeOf = webhookOutcome;
  const sessionIdOf = (checkoutUrl: string) => checkoutUrl.split('/').at(-1) ?? '';
  const callsTo = (method: string, path: string | RegExp) =>
    fake.calls.filter((c) => c.method === method && (typeof path === 'string' ? c.path === path : path.test(c.path)));
  const subscriptionRow = (userId: string) =>
    db().selectFrom('subscriptions').selectAll().where('userId', '=', userId).executeTakeFirstOrThrow();

  /** Subscribes by card: Checkout in mode subscription, paid at the fake Stripe, its completion delivered. */
  const stripeSubscriber = async (plan: 'pro-monthly' | 'pro-yearly' = 'pro-monthly') => {
    const user = await moneyUser(context.app);
    const res = await call(user, context.app, 'POST', '/api/subscription', {
      body: { plan, payWith: 'checkout' },
      key: newKey(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const started = res.json<Extract<SubscribeResponse, { status: 'checkout' }>>();
    const session = fake.paySubscriptionSession(sessionIdOf(started.checkoutUrl));
    expect(outcomeOf(await deliver('checkout.session.completed', session))).toBe('credited');
    const subscription = fake.subscriptions.get(session.subscription as string)!;
    return { user, paymentId: started.paymentId, session, subscription };
  };

  it('subscribes by card as a Stripe Subscription: Checkout in mode subscription with our metadata, credited once', async () => {
    const user = await moneyUser(context.app);
    const res = await call(user, context.app, 'POST', '/api/subscription', {
      body: { plan: 'pro-monthly', payWith: 'checkout' },
      key: newKey(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const started = res.json<Extract<SubscribeResponse, { status: 'checkout' }>>();
    expect(started.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const [create] = callsTo('POST', '/v1/checkout/sessions').slice(-1);
    expect(create!.params).toMatchObject({
      mode: 'subscription',
      'line_items[0][price_data][unit_amount]': '900',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][recurring][interval]': 'month',
      client_reference_id: started.paymentId,
      'subscription_data[metadata][purpose]': 'subscription',
      'subscription_data[metadata][userId]': user.userId,
      'subscription_data[metadata][plan]': 'pro-monthly',
      'subscription_data[metadata][paymentId]': started.paymentId,
    });
    expect(create!.idempotencyKey).toBe(`crowdspark-checkout-${started.paymentId}`);

    const session = fake.paySubscriptionSession(sessionIdOf(started.checkoutUrl));
    const completed = signedStripeEvent(SECRET, 'checkout.session.completed', session);
    const post = () =>
      context.app.inject({
        method: 'POST',
        url: '/api/payments/webhooks/stripe',
        headers: { 'content-type': 'application/json', 'stripe-signature': completed.signature },
        payload: completed.payload,
      });
    expect(outcomeOf(await post())).toBe('credited');
    // The card and the period come from Stripe's Subscription, asked for with its card expanded.
    const retrieve = callsTo('GET', `/v1/subscriptions/${session.subscription as string}`);
    expect(retrieve).toHaveLength(1);
    expect(Object.keys(retrieve[0]!.params).some((k) => k.startsWith('expand'))).toBe(true);
    expect(outcomeOf(await post())).toBe('duplicate');

    const subscription = fake.subscriptions.get(session.subscription as string)!;
    const view = await subscriptionOf(context.app, user);
    expect(view.subscription).toMatchObject({
      plan: 'pro-monthly',
      status: 'active',
      billing: 'provider',
      currentPeriodEnd: new Date(subscription.current_period_end * 1000).toISOString(),
    });
    expect(view.paymentMethod).toMatchObject({ brand: 'Visa', last4: '4242', expMonth: 12 });
    expect(view.cardBilling).toBe('provider');
    expect(view.invoices).toMatchObject([{ kind: 'start', amount: MONTHLY, paidWith: 'card' }]);
    expect(await balanceOf(context.app, user)).toBe(0);
    expect((await subscriptionRow(user.userId)).providerSubscriptionId).toBe(subscription.id);
    const me = (await call(user, context.app, 'GET', '/api/me')).json<MeResponse>().user;
    expect(me.hasSubscription).toBe(true);
    const status = await call(user, context.app, 'GET', `/api/payments/${started.paymentId}`);
    expect(status.json<{ status: string }>().status).toBe('succeeded');

    // The Subscription's first invoice is paid inside that Checkout: acknowledged, never credited again.
    const first = invoiceObject(subscription, {
      amount: MONTHLY,
      periodStart: subscription.current_period_start,
      periodEnd: subscription.current_period_end,
      billingReason: 'subscription_create',
    });
    expect(outcomeOf(await deliver('invoice.paid', first))).toBe('ignored_event_type');
    expect((await subscriptionOf(context.app, user)).invoices).toHaveLength(1);
    await expectLedgerWithSubscriptionsOk(db());
  });

  it('opens a yearly Subscription with a yearly interval', async () => {
    const { user, subscription } = await stripeSubscriber('pro-yearly');
    const [create] = callsTo('POST', '/v1/checkout/sessions').slice(-1);
    expect(create!.params['line_items[0][price_data][recurring][interval]']).toBe('year');
    expect(create!.params['line_items[0][price_data][unit_amount]']).toBe('9000');
    expect((await subscriptionOf(context.app, user)).subscription).toMatchObject({ plan: 'pro-yearly', billing: 'provider' });
    expect(subscription.current_period_end - subscription.current_period_start).toBe(365 * 24 * 3600);
  });

  it('renews when Stripe reports the next invoice paid: once per invoice, Stripe’s period, the promotion credit', async () => {
    const { user, subscription } = await stripeSubscriber();
    const { start, end } = fake.advancePeriod(subscription.id);
    const invoice = invoiceObject(subscription, { amount: MONTHLY, periodStart: start, periodEnd: end });
    const paid = await deliver('invoice.paid', invoice, { id: 'evt_invoice_paid_once' });
    expect(outcomeOf(paid)).toBe('credited');
    expect(outcomeOf(await deliver('invoice.paid', invoice, { id: 'evt_invoice_paid_once' }))).toBe('duplicate');
    // Another event about the same invoice (a new event id) finds its payment done.
    expect(outcomeOf(await deliver('invoice.paid', invoice))).toBe('already_succeeded');

    const view = await subscriptionOf(context.app, user);
    expect(view.subscription).toMatchObject({ status: 'active', currentPeriodEnd: new Date(end * 1000).toISOString() });
    expect(view.invoices).toHaveLength(2);
    expect(view.invoices[0]).toMatchObject({
      kind: 'renewal',
      paidWith: 'card',
      amount: MONTHLY,
      periodStart: new Date(start * 1000).toISOString(),
    });
    const payment = await db()
      .selectFrom('payments')
      .selectAll()
      .where('providerSessionId', '=', invoice.id as string)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ purpose: 'subscription', status: 'succeeded', userId: user.userId });
    expect(await balanceOf(context.app, user)).toBe(0);
    const rewards = (await call(user, context.app, 'GET', '/api/rewards')).json<{ promotionCredit: { amount: number } }>();
    expect(rewards.promotionCredit.amount).toBe(1000);
    expect(await eventsAbout(db(), 'subscription.renewed', user.userId)).toMatchObject([{ paidWith: 'card' }]);
    // The job at the new period end waits for Stripe rather than charging anything itself.
    const job = await db()
      .selectFrom('scheduledJobs')
      .selectAll()
      .where('key', '=', `subscription-renewal:${user.userId}`)
      .executeTakeFirstOrThrow();
    expect(job.runAt.toISOString()).toBe(new Date(end * 1000).toISOString());
    await expectLedgerWithSubscriptionsOk(db());
  });

  it('a failed invoice: past due with our grace period and dunning; a late failure for a paid period is stale', async () => {
    const { user, subscription } = await stripeSubscriber();
    const periodEnd = new Date(subscription.current_period_end * 1000);
    const { start, end } = fake.advancePeriod(subscription.id);
    const invoice = invoiceObject(subscription, { amount: MONTHLY, periodStart: start, periodEnd: end });
    expect(outcomeOf(await deliver('invoice.payment_failed', invoice))).toBe('subscription_past_due');
    let view = await subscriptionOf(context.app, user);
    expect(view.subscription).toMatchObject({
      status: 'past_due',
      graceUntil: new Date(periodEnd.getTime() + 7 * DAY).toISOString(),
    });
    expect(view.hasSubscription).toBe(true);
    expect(await eventsAbout(db(), 'subscription.renewal_failed', user.userId)).toMatchObject([{ reason: 'card_declined' }]);
    await context.app.events.dispatchPending();
    const { email } = await db().selectFrom('users').select('email').where('id', '=', user.userId).executeTakeFirstOrThrow();
    expect((await latestMail(db(), email, 'subscription-payment-failed')).text).toContain('Your card was declined');
    // Stripe retries by itself; our job waits for the grace end instead of retrying daily.
    const job = await db()
      .selectFrom('scheduledJobs')
      .selectAll()
      .where('key', '=', `subscription-renewal:${user.userId}`)
      .executeTakeFirstOrThrow();
    expect(job.runAt.toISOString()).toBe(view.subscription!.graceUntil);

    // Stripe's retry succeeds: active again for the period it paid.
    expect(outcomeOf(await deliver('invoice.paid', invoice))).toBe('credited');
    view = await subscriptionOf(context.app, user);
    expect(view.subscription).toMatchObject({
      status: 'active',
      graceUntil: null,
      currentPeriodEnd: new Date(end * 1000).toISOString(),
    });
    // A failure of that (now paid) period delivered late changes nothing.
    expect(outcomeOf(await deliver('invoice.payment_failed', invoice))).toBe('subscription_stale');
    expect((await subscriptionOf(context.app, user)).subscription?.status).toBe('active');
    await expectLedgerWithSubscriptionsOk(db());
  });

  it('cancel and resume go to Stripe first; Stripe’s own changes come back by webhook, older ones are ignored', async () => {
    const { user, subscription } = await stripeSubscriber();
    const canceled = await call(user, context.app, 'POST', '/api/subscription/cancel');
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(callsTo('POST', `/v1/subscriptions/${subscription.id}`).at(-1)?.params).toEqual({ cancel_at_period_end: 'true' });
    expect(subscription.cancel_at_period_end).toBe(true);
    expect(canceled.json<SubscriptionOverview>().subscription?.cancelAtPeriodEnd).toBe(true);
    const changedAt = Math.floor(Date.now() / 1000);

    // Stripe confirms it: nothing new.
    const confirm = {
      id: subscription.id,
      object: 'subscription',
      status: 'active',
      cancel_at_period_end: true,
      metadata: subscription.metadata,
    };
    expect(outcomeOf(await deliver('customer.subscription.updated', confirm, { created: changedAt + 1 }))).toBe(
      'subscription_unchanged',
    );
    expect(await eventsAbout(db(), 'subscription.canceled', user.userId)).toHaveLength(1);

    const resumed = await call(user, context.app, 'POST', '/api/subscription/resume');
    expect(resumed.json<SubscriptionOverview>().subscription?.cancelAtPeriodEnd).toBe(false);
    expect(callsTo('POST', `/v1/subscriptions/${subscription.id}`).at(-1)?.params).toEqual({ cancel_at_period_end: 'false' });
    expect(await eventsAbout(db(), 'subscription.resumed', user.userId)).toHaveLength(1);

    // An update from before the resume, delivered late, does not undo it.
    expect(outcomeOf(await deliver('customer.subscription.updated', confirm, { created: changedAt - 60 }))).toBe(
      'subscription_stale',
    );
    expect((await subscriptionOf(context.app, user)).subscription?.cancelAtPeriodEnd).toBe(false);
    // A cancel made in Stripe's own pages later is mirrored, with its event.
    expect(outcomeOf(await deliver('customer.subscription.updated', confirm, { created: changedAt + 120 }))).toBe(
      'subscription_canceled',
    );
    expect((await call(user, context.app, 'GET', '/api/me')).json<MeResponse>().user.subscriptionDetails?.cancelAtPeriodEnd).toBe(
      true,
    );
    expect(await eventsAbout(db(), 'subscription.canceled', user.userId)).toHaveLength(2);

    // Stripe unreachable: the resume is refused with a sentence and nothing changes here.
    fake.failing = true;
    try {
      const refused = await call(user, context.app, 'POST', '/api/subscription/resume');
      expect(refused.statusCode).toBe(503);
      expect(refused.json<{ error: { message: string } }>().error.message).toContain('could not be reached');
    } finally {
      fake.failing = false;
    }
    expect((await subscriptionOf(context.app, user)).subscription?.cancelAtPeriodEnd).toBe(true);
    // Plan changes would need Stripe's proration: refused with what to do instead.
    const change = await call(user, context.app, 'POST', '/api/subscription/plan', {
      body: { plan: 'pro-yearly' },
      key: newKey(),
    });
    expect(change.statusCode).toBe(409);
    expect(change.json<{ error: { message: string } }>().error.message).toContain('cancel it and subscribe to the other plan');
  });

  it('ends when Stripe deletes the Subscription, and ends it at Stripe when our grace period passes unpaid', async () => {
    const first = await stripeSubscriber();
    // While Stripe bills it, Pro's benefits hold (the 3% fee rule and advanced stats ask this).
    expect(await hasActiveSubscription(db(), first.user.userId)).toBe(true);
    const deleted = {
      id: first.subscription.id,
      object: 'subscription',
      status: 'canceled',
      cancel_at_period_end: false,
      metadata: first.subscription.metadata,
    };
    expect(outcomeOf(await deliver('customer.subscription.deleted', deleted))).toBe('subscription_expired');
    expect(await subscriptionOf(context.app, first.user)).toMatchObject({
      hasSubscription: false,
      subscription: { status: 'canceled' },
    });
    expect(await hasActiveSubscription(db(), first.user.userId)).toBe(false);
    expect(await eventsAbout(db(), 'subscription.expired', first.user.userId)).toMatchObject([{ reason: 'canceled' }]);
    expect(outcomeOf(await deliver('customer.subscription.deleted', deleted))).toBe('subscription_not_subscribed');

    const second = await stripeSubscriber();
    const { start, end } = fake.advancePeriod(second.subscription.id);
    await deliver(
      'invoice.payment_failed',
      invoiceObject(second.subscription, { amount: MONTHLY, periodStart: start, periodEnd: end }),
    );
    await db()
      .updateTable('subscriptions')
      .set({ graceUntil: new Date(Date.now() - 1000) })
      .where('userId', '=', second.user.userId)
      .execute();
    await movePeriod(db(), second.user.userId, 40, -8 * DAY);
    await context.app.jobs.runDue();
    await context.app.jobs.runDue();
    expect(await subscriptionOf(context.app, second.user)).toMatchObject({ hasSubscription: false });
    expect(await eventsAbout(db(), 'subscription.expired', second.user.userId)).toMatchObject([{ reason: 'unpaid' }]);
    // The provider-cancel job told Stripe, so it stops retrying and never charges this period.
    expect(callsTo('DELETE', `/v1/subscriptions/${second.subscription.id}`)).toHaveLength(1);
    expect(fake.subscriptions.get(second.subscription.id)?.status).toBe('canceled');
    await expectLedgerWithSubscriptionsOk(db());
  });

  it('a Stripe checkout paid after Pro started from the wallet leaves the money in the wallet and ends the duplicate at Stripe', async () => {
    const user = await moneyUser(context.app);
    const res = await call(user, context.app, 'POST', '/api/subscription', {
      body: { plan: 'pro-monthly', payWith: 'checkout' },
      key: newKey(),
    });
    const { checkoutUrl } = res.json<Extract<SubscribeResponse, { status: 'checkout' }>>();
    await fundWallet(db(), user.userId, MONTHLY);
    expect(
      (
        await call(user, context.app, 'POST', '/api/subscription', {
          body: { plan: 'pro-monthly', payWith: 'wallet' },
          key: newKey(),
        })
      ).statusCode,
    ).toBe(201);
    const session = fake.paySubscriptionSession(sessionIdOf(checkoutUrl));
    expect(outcomeOf(await deliver('checkout.session.completed', session))).toBe('credited');
    expect(await balanceOf(context.app, user)).toBe(MONTHLY);
    const view = await subscriptionOf(context.app, user);
    expect(view.subscription).toMatchObject({ billing: 'platform', status: 'active' });
    expect(view.invoices).toHaveLength(1);
    await context.app.jobs.runDue();
    expect(callsTo('DELETE', `/v1/subscriptions/${session.subscription as string}`)).toHaveLength(1);
    await expectLedgerWithSubscriptionsOk(db());
  });

  it('a subscription checkout whose webhook was lost is reconciled as the Stripe-billed Pro it started', async () => {
    const user = await moneyUser(context.app);
    const res = await call(user, context.app, 'POST', '/api/subscription', {
      body: { plan: 'pro-monthly', payWith: 'checkout' },
      key: newKey(),
    });
    const started = res.json<Extract<SubscribeResponse, { status: 'checkout' }>>();
    const session = fake.paySubscriptionSession(sessionIdOf(started.checkoutUrl));
    // The completion webhook never comes; reconciliation asks Stripe about the stale payment.
    const report = await reconcilePayments(db(), {
      provider: context.app.payments,
      purposes: context.app.paymentPurposes,
      payouts: createPayoutSources(),
      now: new Date(Date.now() + 3600_000),
      staleAfterMs: 15 * 60_000,
      log: context.app.log,
    });
    expect(report).toMatchObject({ paymentsSettled: 1, errors: 0 });
    const view = await subscriptionOf(context.app, user);
    expect(view.subscription).toMatchObject({ status: 'active', billing: 'provider' });
    expect(view.paymentMethod).toMatchObject({ last4: '4242' });
    expect((await subscriptionRow(user.userId)).providerSubscriptionId).toBe(session.subscription);
    // The webhook, delivered late after all, changes nothing.
    expect(outcomeOf(await deliver('checkout.session.completed', session))).toBe('already_succeeded');
    expect((await subscriptionOf(context.app, user)).invoices).toHaveLength(1);
    await expectLedgerWithSubscriptionsOk(db());
  });

  it('refuses forged, tampered and unsigned webhooks with 400 and changes nothing; unknown subscriptions are acknowledged', async () => {
    const { user, subscription } = await stripeSubscriber();
    const { start, end } = fake.advancePeriod(subscription.id);
    const invoice = invoiceObject(subscription, { amount: MONTHLY, periodStart: start, periodEnd: end });
    expect((await deliver('invoice.paid', invoice, { secret: 'whsec_someone_else' })).statusCode).toBe(400);
    const event = signedStripeEvent(SECRET, 'invoice.paid', invoice);
    const send = (payload: string, signature?: string) =>
      context.app.inject({
        method: 'POST',
        url: '/api/payments/webhooks/stripe',
        headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
        payload,
      });
    expect((await send(event.payload.replace('"amount_paid":900', '"amount_paid":90000'), event.signature)).statusCode).toBe(400);
    expect((await send(event.payload)).statusCode).toBe(400);
    const stale = signedStripeEvent(SECRET, 'invoice.paid', invoice);
    const oldSignature = stale.signature.replace(/t=\d+/, `t=${Math.floor(Date.now() / 1000) - 3600}`);
    expect((await send(stale.payload, oldSignature)).statusCode).toBe(400);
    expect(
      await db()
        .selectFrom('payments')
        .select('id')
        .where('providerSessionId', '=', invoice.id as string)
        .execute(),
    ).toEqual([]);
    expect((await subscriptionOf(context.app, user)).invoices).toHaveLength(1);

    const stranger = {
      id: 'sub_unknown',
      object: 'subscription',
      status: 'active',
      cancel_at_period_end: true,
      metadata: { purpose: 'subscription' },
    };
    expect(outcomeOf(await deliver('customer.subscription.updated', stranger))).toBe('subscription_unknown');
    const notOurs = { ...stranger, metadata: {} };
    expect(outcomeOf(await deliver('customer.subscription.updated', notOurs))).toBe('ignored');
    const nobody = invoiceObject(
      { id: 'sub_unknown', metadata: { purpose: 'subscription', userId: 'no-such-user' } },
      {
        amount: MONTHLY,
        periodStart: start,
        periodEnd: end,
      },
    );
    expect(outcomeOf(await deliver('invoice.paid', nobody))).toBe('unknown_user');
    await expectLedgerWithSubscriptionsOk(db());
  });

  /** A wallet subscriber (our job bills) who saves a card through Checkout in mode setup. */
  const walletSubscriberWithCard = async (card: { declines?: boolean } = {}) => {
    const user = await walletSubscriber(context.app, MONTHLY);
    const setup = await call(user, context.app, 'POST', '/api/subscription/payment-method');
    expect(setup.statusCode, setup.body).toBe(201);
    const session = fake.completeSetupSession(sessionIdOf(setup.json<{ checkoutUrl: string }>().checkoutUrl), card);
    expect(outcomeOf(await deliver('checkout.session.completed', session))).toBe('method_saved');
    return { user, session };
  };

  it('a wallet subscriber saves a card in Checkout’s setup mode; the renewal charges it off-session, once, even run twice at once', async () => {
    const { user, session } = await walletSubscriberWithCard();
    const customer = callsTo('POST', '/v1/customers').at(-1)!;
    expect(customer.params).toMatchObject({ 'metadata[userId]': user.userId });
    expect(customer.idempotencyKey).toBe(`crowdspark-customer-${user.userId}`);
    const setupCreate = callsTo('POST', '/v1/checkout/sessions').at(-1)!;
    expect(setupCreate.params).toMatchObject({
      mode: 'setup',
      currency: 'usd',
      customer: session.customer,
      'metadata[userId]': user.userId,
    });
    expect(setupCreate.params.success_url).toBe('http://localhost:3000/settings?tab=subscription&card=saved');
    const view = await subscriptionOf(context.app, user);
    expect(view.subscription?.billing).toBe('platform');
    expect(view.paymentMethod).toMatchObject({ brand: 'Visa', last4: '4242' });

    const { end } = await movePeriod(db(), user.userId, 30, -1000);
    const asOf = new Date();
    await Promise.all([runRenewal(deps(), user.userId, asOf), runRenewal(deps(), user.userId, asOf), context.app.jobs.runDue()]);
    const reference = `renewal:${user.userId}:${end.toISOString()}#1`;
    const intents = callsTo('POST', '/v1/payment_intents');
    expect(new Set(intents.map((c) => c.idempotencyKey))).toEqual(new Set([`crowdspark-charge-${reference}`]));
    expect(fake.paymentIntents.size).toBe(1);
    expect(intents[0]!.params).toMatchObject({
      amount: '900',
      currency: 'usd',
      customer: session.customer,
      off_session: 'true',
      confirm: 'true',
    });
    const [intent] = [...fake.paymentIntents.values()];
    const after = await subscriptionOf(context.app, user);
    expect(after.subscription).toMatchObject({ status: 'active' });
    expect(after.invoices.filter((i) => i.kind === 'renewal')).toMatchObject([
      { paidWith: 'card', periodStart: end.toISOString() },
    ]);
    const payment = await db()
      .selectFrom('payments')
      .selectAll()
      .where('chargeReference', '=', reference)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ status: 'succeeded', providerSessionId: intent!.id });
    await expectLedgerWithSubscriptionsOk(db());
  });

  it('a card Stripe declines off-session puts Pro past due; removing the card detaches it at Stripe', async () => {
    const { user } = await walletSubscriberWithCard({ declines: true });
    await movePeriod(db(), user.userId, 30, -1000);
    await context.app.jobs.runDue();
    const view = await subscriptionOf(context.app, user);
    expect(view.subscription).toMatchObject({ status: 'past_due' });
    const [payment] = await db()
      .selectFrom('payments')
      .selectAll()
      .where('userId', '=', user.userId)
      .where('chargeReference', 'is not', null)
      .execute();
    expect(payment).toMatchObject({ status: 'failed', failureReason: 'Your card was declined.' });
    expect(payment!.providerSessionId).toMatch(/^pi_fake/);
    expect(await eventsAbout(db(), 'subscription.renewal_failed', user.userId)).toMatchObject([{ reason: 'card_declined' }]);
    // The daily retry is a new attempt with a new key (Stripe would only repeat the first decline).
    await renewalDueNow(db(), user.userId);
    await context.app.jobs.runDue();
    expect(
      callsTo('POST', '/v1/payment_intents')
        .filter((c) => c.idempotencyKey?.includes(user.userId))
        .map((c) => c.idempotencyKey?.slice(-2)),
    ).toEqual(['#1', '#2']);

    const methodRef = (
      await db().selectFrom('savedPaymentMethods').select('methodRef').where('userId', '=', user.userId).executeTakeFirstOrThrow()
    ).methodRef;
    const removed = await call(user, context.app, 'DELETE', '/api/subscription/payment-method');
    expect(removed.statusCode, removed.body).toBe(200);
    expect(callsTo('POST', `/v1/payment_methods/${methodRef}/detach`)).toHaveLength(1);
    expect(removed.json<SubscriptionOverview>().paymentMethod).toBeNull();
    await expectLedgerWithSubscriptionsOk(db());
  });

  it('replaces the card of a Stripe-billed Pro: the saved card becomes the Subscription’s default', async () => {
    const { user, subscription } = await stripeSubscriber();
    const setup = await call(user, context.app, 'POST', '/api/subscription/payment-method');
    expect(setup.statusCode, setup.body).toBe(201);
    const create = callsTo('POST', '/v1/checkout/sessions').at(-1)!;
    expect(create.params).toMatchObject({ mode: 'setup', 'metadata[providerSubscriptionId]': subscription.id });
    // The customer Stripe made at the first checkout is reused, not a new one.
    expect(create.params.customer).toBe(subscription.customer);
    const session = fake.completeSetupSession(sessionIdOf(setup.json<{ checkoutUrl: string }>().checkoutUrl), {
      declines: false,
    });
    expect(outcomeOf(await deliver('checkout.session.completed', session))).toBe('method_saved');
    const saved = await db()
      .selectFrom('savedPaymentMethods')
      .selectAll()
      .where('userId', '=', user.userId)
      .executeTakeFirstOrThrow();
    expect(fake.subscriptions.get(subscription.id)?.default_payment_method).toBe(saved.methodRef);
    expect(await eventsAbout(db(), 'payment_method.saved', user.userId)).toMatchObject([{ replaced: false }, { replaced: true }]);
  });
});
