import type { Transaction } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionOverview } from '@crowdspark/shared/contracts/subscriptions';
import type { Database } from '../../../src/db/schema.js';
import { verifyLedger } from '../../../src/modules/ledger/verify.js';
import { settleSavedMethodCharge } from '../../../src/modules/payments/saved-method-charges.js';
import { SUBSCRIPTION_LEDGER_CHECKS } from '../../../src/modules/subscriptions/ledger-checks.js';
import { renewSubscription, runRenewal } from '../../../src/modules/subscriptions/renewals.js';
import { balanceOf, call, fundWallet, moneyUser, newKey, pathAndQuery, submitCheckout } from '../../factories/money.js';
import {
  eventsAbout,
  expectLedgerWithSubscriptionsOk,
  expectRenewalRetriedInADay,
  movePeriod,
  renewalDueNow,
  subscribeByCard,
  subscriptionDeps,
  subscriptionOf,
} from '../../factories/subscriptions.js';
import { PASSWORD } from '../../helpers/auth.js';
import { latestMail } from '../../helpers/outbox.js';
import { buildTestApp } from '../../helpers/test-app.js';
import { useTestApp } from '../../helpers/use-test-app.js';

const DAY = 24 * 3600_000;
const MONTHLY = 900;
const DECLINES_LATER = '4000 0000 0000 0341';

/**
 * Renewals charge the wallet first and the saved card otherwise (decision 0038), on the sandbox
 * provider: the checkout saves the card, the renewal job charges it after its own commit with an
 * idempotency key per attempt, a decline leads through past due, grace and dunning to expiry, and
 * the person sees, replaces and removes the card.
 */
describe('Pro renewals with a saved card (sandbox)', () => {
  const context = useTestApp();
  beforeAll(() => context.app.events.registerSubscriptions());
  const db = () => context.database.db;
  const deps = () => subscriptionDeps(context, MONTHLY);
  const emailOf = async (userId: string) =>
    (await db().selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow()).email;
  const cardCharges = (userId: string) =>
    db()
      .selectFrom('payments')
      .selectAll()
      .where('userId', '=', userId)
      .where('chargeReference', 'is not', null)
      .orderBy('createdAt')
      .execute();
  const sandboxCharges = (references: string[]) =>
    references.length === 0
      ? Promise.resolve([])
      : db()
          .selectFrom('sandboxProviderRecords')
          .selectAll()
          .where('kind', '=', 'charge')
          .where('reference', 'in', references)
          .execute();
  const subscriber = async (card = '4242 4242 4242 4242') => {
    const user = await moneyUser(context.app);
    await subscribeByCard(context.app, user, 'pro-monthly', card);
    return user;
  };

  it('saves the card paid with at the checkout and shows only its brand, last digits and expiry', async () => {
    const user = await moneyUser(context.app);
    const res = await call(user, context.app, 'POST', '/api/subscription', {
      body: { plan: 'pro-monthly', payWith: 'checkout' },
      key: newKey(),
    });
    const { checkoutUrl } = res.json<{ checkoutUrl: string }>();
    const page = await context.app.inject({ method: 'GET', url: pathAndQuery(checkoutUrl) });
    expect(page.body).toContain('This card will be saved for your renewals (Crowdspark Pro and memberships)');
    expect(page.body).toContain('4000 0000 0000 0341 pays now but declines later charges');
    expect(page.body).toContain('Expiry (MM/YY)');
    // A card that cannot be saved (too short, or expired) is sent back with a sentence, and nothing is paid.
    const short = await submitCheckout(context.app, checkoutUrl, 'pay', '4242');
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('Enter a card number of 12 to 19 digits');
    expect((await submitCheckout(context.app, checkoutUrl, 'pay', '4242 4242 4242 4242', '01/20')).statusCode).toBe(400);
    expect((await subscriptionOf(context.app, user)).hasSubscription).toBe(false);

    expect((await submitCheckout(context.app, checkoutUrl, 'pay', '5555 5555 5555 4444', '07/39')).statusCode).toBe(303);
    const view = await subscriptionOf(context.app, user);
    expect(view.subscription).toMatchObject({ status: 'active', billing: 'platform' });
    expect(view.cardBilling).toBe('platform');
    expect(view.paymentMethod).toEqual({ brand: 'Mastercard', last4: '4444', expMonth: 7, expYear: 2039 });
    expect(view.invoices[0]).toMatchObject({ kind: 'start', paidWith: 'card' });
    expect(await eventsAbout(db(), 'payment_method.saved', user.userId)).toEqual([
      { userId: user.userId, provider: 'sandbox', replaced: false },
    ]);
    // Never the number: not in our table, nor in the stored webhook.
    const stored = JSON.stringify(
      await db().selectFrom('savedPaymentMethods').selectAll().where('userId', '=', user.userId).execute(),
    );
    expect(stored).not.toContain('5555555555554444');
    const webhooks = JSON.stringify(await db().selectFrom('webhookEvents').select('payload').execute());
    expect(webhooks).not.toContain('5555555555554444');
    expect(webhooks).not.toContain('5555 5555 5555 4444');
    await expectLedgerWithSubscriptionsOk(db());
  });

  it('renews from the wallet first, even with a card saved', async () => {
    const user = await subscriber();
    await fundWallet(db(), user.userId, MONTHLY);
    const { end } = await movePeriod(db(), user.userId, 30, -1000);
    expect(await context.app.jobs.runDue()).toMatchObject({ failed: 0 });
    const view = await subscriptionOf(context.app, user);
    expect(view.invoices[0]).toMatchObject({ kind: 'renewal', paidWith: 'wallet', periodStart: end.toISOString() });
    expect(await balanceOf(context.app, user)).toBe(0);
    expect(await cardCharges(user.userId)).toEqual([]);
    expect(await eventsAbout(db(), 'subscription.renewed', user.userId)).toMatchObject([{ paidWith: 'wallet' }]);
    await expectLedgerWithSubscriptionsOk(db());
  });

  it('charges the saved card when the wallet is short: card → wallet → revenue in one transaction, with its invoice and receipt', async () => {
    const user = await subscriber();
    await fundWallet(db(), user.userId, MONTHLY - 1);
    const { end } = await movePeriod(db(), user.userId, 30, -1000);
    expect(await context.app.jobs.runDue()).toMatchObject({ failed: 0 });

    const view = await subscriptionOf(context.app, user);
    expect(view.subscription).toMatchObject({ status: 'active', graceUntil: null });
    expect(new Date(view.subscription!.currentPeriodEnd).getTime()).toBeGreaterThan(end.getTime() + 27 * DAY);
    expect(view.invoices).toHaveLength(2);
    expect(view.invoices[0]).toMatchObject({
      kind: 'renewal',
      paidWith: 'card',
      amount: MONTHLY,
      periodStart: end.toISOString(),
    });
    // The wallet's own money was not touched: the card paid the whole renewal.
    expect(await balanceOf(context.app, user)).toBe(MONTHLY - 1);
    const [charge] = await cardCharges(user.userId);
    expect(charge).toMatchObject({
      status: 'succeeded',
      purpose: 'subscription',
      amount: String(MONTHLY),
      chargeReference: `renewal:${user.userId}:${end.toISOString()}#1`,
    });
    expect(charge!.providerSessionId).toMatch(/^sbx_ch_/);
    expect(await sandboxCharges([charge!.chargeReference!])).toHaveLength(1);
    const receipt = await call(user, context.app, 'GET', view.invoices[0]!.receiptUrl);
    expect(receipt.statusCode).toBe(200);
    expect(await eventsAbout(db(), 'subscription.renewed', user.userId)).toMatchObject([{ paidWith: 'card', amount: MONTHLY }]);
    // The next renewal is scheduled at the new period end.
    const job = await db()
      .selectFrom('scheduledJobs')
      .selectAll()
      .where('key', '=', `subscription-renewal:${user.userId}`)
      .executeTakeFirstOrThrow();
    expect(job.runAt.toISOString()).toBe(view.subscription!.currentPeriodEnd);
    await context.app.events.dispatchPending();
    expect((await latestMail(db(), await emailOf(user.userId), 'subscription-renewal-receipt')).text).toContain(
      'charged to your saved card',
    );
    await expectLedgerWithSubscriptionsOk(db());
  });

  it('a declined card: past due with a grace period, a new attempt (and key) daily with dunning, then expiry', async () => {
    const user = await subscriber(DECLINES_LATER);
    expect((await subscriptionOf(context.app, user)).paymentMethod).toMatchObject({ brand: 'Visa', last4: '0341' });
    const { end } = await movePeriod(db(), user.userId, 30, -1000);
    await context.app.jobs.runDue();

    let view = await subscriptionOf(context.app, user);
    expect(view.subscription).toMatchObject({ status: 'past_due', graceUntil: new Date(end.getTime() + 7 * DAY).toISOString() });
    expect(view.hasSubscription).toBe(true);
    let charges = await cardCharges(user.userId);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ status: 'failed', failureReason: expect.stringContaining('declined') as unknown });
    expect(charges[0]!.creditedTransactionId).toBeNull();
    expect(await eventsAbout(db(), 'subscription.renewal_failed', user.userId)).toMatchObject([{ reason: 'card_declined' }]);
    await context.app.events.dispatchPending();
    const mail = await latestMail(db(), await emailOf(user.userId), 'subscription-payment-failed');
    expect(mail.text).toContain('Your card was declined');
    expect(mail.text).toContain('save another card');
    await expectRenewalRetriedInADay(db(), user.userId);

    // The daily retry is a second attempt with its own key (a repeat of the first would only repeat its decline).
    await renewalDueNow(db(), user.userId);
    await context.app.jobs.runDue();
    charges = await cardCharges(user.userId);
    expect(charges.map((c) => c.chargeReference)).toEqual([
      `renewal:${user.userId}:${end.toISOString()}#1`,
      `renewal:${user.userId}:${end.toISOString()}#2`,
    ]);
    expect(charges.every((c) => c.status === 'failed')).toBe(true);
    expect(await eventsAbout(db(), 'subscription.renewal_failed', user.userId)).toHaveLength(2);
    view = await subscriptionOf(context.app, user);
    expect(view.subscription?.graceUntil).toBe(new Date(end.getTime() + 7 * DAY).toISOString());

    // The grace period ends unpaid: the last attempt is declined too, and Pro expires.
    await db()
      .updateTable('subscriptions')
      .set({ graceUntil: new Date(Date.now() - 1000) })
      .where('userId', '=', user.userId)
      .execute();
    await renewalDueNow(db(), user.userId);
    await context.app.jobs.runDue();
    view = await subscriptionOf(context.app, user);
    expect(view).toMatchObject({ hasSubscription: false, subscription: { status: 'canceled' } });
    expect(await eventsAbout(db(), 'subscription.expired', user.userId)).toMatchObject([{ reason: 'unpaid' }]);
    expect(await cardCharges(user.userId)).toHaveLength(3);
    expect(view.invoices).toHaveLength(1);
    expect(await balanceOf(context.app, user)).toBe(0);
    await expectLedgerWithSubscriptionsOk(db());
  });

  it('charges the card once when the renewal runs twice at the same time (job, a second run, a repeated settle)', async () => {
    const user = await subscriber();
    const { end } = await movePeriod(db(), user.userId, 30, -1000);
    const asOf = new Date();
    const results = await Promise.all([
      runRenewal(deps(), user.userId, asOf),
      runRenewal(deps(), user.userId, asOf),
      context.app.jobs.runDue(),
      runRenewal(deps(), user.userId, asOf),
    ]);
    expect(results.slice(0, 2).map((r) => (r as { outcome: string }).outcome)).toContain('charging_card');
    const charges = await cardCharges(user.userId);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ status: 'succeeded' });
    expect(await sandboxCharges(charges.map((c) => c.chargeReference!))).toHaveLength(1);
    const view = await subscriptionOf(context.app, user);
    expect(view.invoices.filter((i) => i.kind === 'renewal')).toHaveLength(1);
    expect(view.invoices[0]).toMatchObject({ periodStart: end.toISOString(), paidWith: 'card' });
    // Settling the same charge again, twice at once, finds it final and moves nothing.
    const again = await Promise.all([
      settleSavedMethodCharge(db(), deps().payments, charges[0]!.id),
      settleSavedMethodCharge(db(), deps().payments, charges[0]!.id),
    ]);
    expect(again).toEqual(['already_final', 'already_final']);
    expect(await eventsAbout(db(), 'subscription.renewed', user.userId)).toHaveLength(1);
    await expectLedgerWithSubscriptionsOk(db());
  });

  it('recovers a charge whose settling step died: the next run asks the provider again with the same key', async () => {
    const user = await subscriber();
    const { end } = await movePeriod(db(), user.userId, 30, -1000);
    // The job's transaction commits its pending charge; then the process "dies" before charging.
    const first = await db()
      .transaction()
      .execute((trx) => renewSubscription(trx, deps(), user.userId, new Date()));
    expect(first.outcome).toBe('charging_card');
    const [pending] = await cardCharges(user.userId);
    expect(pending).toMatchObject({ status: 'pending' });
    // The provider did charge it (the process died after the provider's answer, before recording it).
    const reference = pending!.chargeReference!;
    const providerSide = await context.app.payments.chargeSavedMethod(
      {
        idempotencyKey: reference,
        customerRef: (
          await db()
            .selectFrom('paymentCustomers')
            .select('customerRef')
            .where('userId', '=', user.userId)
            .executeTakeFirstOrThrow()
        ).customerRef,
        methodRef: (
          await db()
            .selectFrom('savedPaymentMethods')
            .select('methodRef')
            .where('userId', '=', user.userId)
            .executeTakeFirstOrThrow()
        ).methodRef,
        amount: MONTHLY,
        currency: 'USD',
        description: 'renewal',
        paymentId: pending!.id,
      },
      { db: db() },
    );
    expect(providerSide.status).toBe('paid');
    // Reconciliation leaves charges to saved cards alone (no checkout to look up).
    await db()
      .updateTable('payments')
      .set({ createdAt: new Date(Date.now() - DAY) })
      .where('id', '=', pending!.id)
      .execute();
    // The job comes back (CARD_CHARGE_CHECK_MS later): same payment, same key, one charge.
    const job = await db()
      .selectFrom('scheduledJobs')
      .selectAll()
      .where('key', '=', `subscription-renewal:${user.userId}`)
      .executeTakeFirstOrThrow();
    expect(job.runAt.getTime()).toBeGreaterThan(Date.now() + 9 * 60_000);
    await renewalDueNow(db(), user.userId);
    await context.app.jobs.runDue();
    const charges = await cardCharges(user.userId);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ id: pending!.id, status: 'succeeded', providerSessionId: providerSide.providerChargeId });
    expect(await sandboxCharges([reference])).toHaveLength(1);
    expect((await subscriptionOf(context.app, user)).invoices[0]).toMatchObject({
      kind: 'renewal',
      periodStart: end.toISOString(),
    });
    await expectLedgerWithSubscriptionsOk(db());
  });

  it('removes the card (renewals then fall back to past due), and a card saved again in grace pays the retry', async () => {
    const user = await subscriber();
    const removed = await call(user, context.app, 'DELETE', '/api/subscription/payment-method');
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<SubscriptionOverview>().paymentMethod).toBeNull();
    expect(await eventsAbout(db(), 'payment_method.removed', user.userId)).toHaveLength(1);
    const again = await call(user, context.app, 'DELETE', '/api/subscription/payment-method');
    expect(again.statusCode).toBe(404);
    expect(again.json<{ error: { message: string } }>().error.message).toBe('No card is saved for your renewals.');

    const { end } = await movePeriod(db(), user.userId, 30, -1000);
    await context.app.jobs.runDue();
    expect((await subscriptionOf(context.app, user)).subscription).toMatchObject({ status: 'past_due' });
    expect(await cardCharges(user.userId)).toEqual([]);
    expect(await eventsAbout(db(), 'subscription.renewal_failed', user.userId)).toMatchObject([{ reason: 'wallet_short' }]);

    // A card saved on the provider's page (nothing charged there) pays the next retry.
    const setup = await call(user, context.app, 'POST', '/api/subscription/payment-method');
    expect(setup.statusCode, setup.body).toBe(201);
    const { checkoutUrl } = setup.json<{ checkoutUrl: string }>();
    const page = await context.app.inject({ method: 'GET', url: pathAndQuery(checkoutUrl) });
    expect(page.body).toContain('Save a card');
    expect(page.body).toContain('Nothing is charged now.');
    const saved = await submitCheckout(context.app, checkoutUrl, 'pay', '4012 8888 8888 1881', '03/40');
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe('http://localhost:3000/settings?tab=subscription&card=saved');
    expect((await subscriptionOf(context.app, user)).paymentMethod).toEqual({
      brand: 'Visa',
      last4: '1881',
      expMonth: 3,
      expYear: 2040,
    });
    await renewalDueNow(db(), user.userId);
    await context.app.jobs.runDue();
    const view = await subscriptionOf(context.app, user);
    expect(view.subscription).toMatchObject({ status: 'active', graceUntil: null });
    expect(view.invoices[0]).toMatchObject({ kind: 'renewal', paidWith: 'card', periodStart: end.toISOString() });
    await expectLedgerWithSubscriptionsOk(db());
  });

  it('replaces the saved card at the next save, and a canceled setup page changes nothing', async () => {
    const user = await subscriber();
    const { checkoutUrl } = (await call(user, context.app, 'POST', '/api/subscription/payment-method')).json<{
      checkoutUrl: string;
    }>();
    const left = await submitCheckout(context.app, checkoutUrl, 'cancel');
    expect(left.statusCode).toBe(303);
    expect(left.headers.location).toBe('http://localhost:3000/settings?tab=subscription');
    expect((await subscriptionOf(context.app, user)).paymentMethod).toMatchObject({ last4: '4242' });
    expect(await submitCheckout(context.app, checkoutUrl, 'pay', '3782 822463 10005', '11/38')).toMatchObject({
      statusCode: 303,
    });
    expect((await subscriptionOf(context.app, user)).paymentMethod).toMatchObject({ brand: 'American Express', last4: '0005' });
    expect(await eventsAbout(db(), 'payment_method.saved', user.userId)).toMatchObject([{ replaced: false }, { replaced: true }]);
    expect(await db().selectFrom('savedPaymentMethods').selectAll().where('userId', '=', user.userId).execute()).toHaveLength(1);
  });

  it('keeps the card endpoints and the dev tool to whom they belong', async () => {
    for (const [method, url] of [
      ['POST', '/api/subscription/payment-method'],
      ['DELETE', '/api/subscription/payment-method'],
    ] as const) {
      const res = await context.app.inject({ method, url, headers: { origin: 'http://localhost:3000' } });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    const plain = await moneyUser(context.app);
    const setup = await call(plain, context.app, 'POST', '/api/subscription/payment-method');
    expect(setup.statusCode).toBe(409);
    expect(setup.json<{ error: { message: string } }>().error.message).toBe(
      'A card is saved for Pro renewals: subscribe to Pro first.',
    );

    const pro = await subscriber();
    const renewNow = `/api/dev/subscriptions/${pro.userId}/renew-now`;
    expect(
      (await context.app.inject({ method: 'POST', url: renewNow, headers: { origin: 'http://localhost:3000' } })).statusCode,
    ).toBe(401);
    expect((await call(pro, context.app, 'POST', renewNow)).statusCode).toBe(403);
    const admin = await moneyUser(context.app, 'admin');
    expect((await call(admin, context.app, 'POST', `/api/dev/subscriptions/${plain.userId}/renew-now`)).statusCode).toBe(409);
    // The admin renews the period now: the next one starts at the current end; the wallet is empty, so the card pays.
    const before = await subscriptionOf(context.app, pro);
    const renewed = await call(admin, context.app, 'POST', renewNow);
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json()).toEqual({ outcome: 'charging_card', card: 'credited', status: 'active' });
    const after = await subscriptionOf(context.app, pro);
    expect(after.invoices[0]).toMatchObject({
      kind: 'renewal',
      paidWith: 'card',
      periodStart: before.subscription!.currentPeriodEnd,
    });
    // Without DEV_TOOLS (production's default) the tool does not exist.
    const production = await buildTestApp({ db: db(), env: { DEV_TOOLS: 'false' } });
    try {
      const otherAdmin = await moneyUser(production, 'admin');
      expect((await call(otherAdmin, production, 'POST', renewNow)).statusCode).toBe(404);
    } finally {
      await production.close();
    }
    // Someone else's card is theirs alone: a user's DELETE touches only their own.
    expect((await call(plain, context.app, 'DELETE', '/api/subscription/payment-method')).statusCode).toBe(404);
    expect((await subscriptionOf(context.app, pro)).paymentMethod).not.toBeNull();
    await expectLedgerWithSubscriptionsOk(db());
  });

  it('the ledger checks notice card money that went astray', async () => {
    const user = await subscriber();
    await movePeriod(db(), user.userId, 30, -1000);
    await context.app.jobs.runDue();
    const [charge] = await cardCharges(user.userId);
    expect(charge).toMatchObject({ status: 'succeeded' });
    await expectLedgerWithSubscriptionsOk(db());
    const failing = async (tamper: (trx: Transaction<Database>) => Promise<unknown>) => {
      const names: string[] = [];
      await db()
        .transaction()
        .execute(async (trx) => {
          await tamper(trx);
          const report = await verifyLedger(trx, SUBSCRIPTION_LEDGER_CHECKS);
          names.push(...report.checks.filter((c) => !c.ok).map((c) => c.name));
          throw new Error('roll back');
        })
        .catch((error: unknown) => {
          if (!(error instanceof Error) || error.message !== 'roll back') throw error;
        });
      return names;
    };
    // The invoice's card payment did not succeed after all.
    expect(
      await failing((trx) => trx.updateTable('payments').set({ status: 'failed' }).where('id', '=', charge!.id).execute()),
    ).toEqual(['each subscription invoice paid by card names a succeeded subscription payment of its subscriber covering it']);
    // The same renewal charged to the card a second time, its money paying nothing.
    expect(
      await failing((trx) =>
        trx
          .insertInto('payments')
          .values({
            userId: user.userId,
            provider: 'sandbox',
            amount: MONTHLY,
            currency: 'USD',
            purpose: 'subscription',
            status: 'succeeded',
            chargeReference: `${charge!.chargeReference!}-again`,
            metadata: charge!.metadata,
          })
          .execute(),
      ),
    ).toEqual([
      'each succeeded subscription payment paid an invoice or left its money in the wallet on record',
      'each renewal is charged to the saved card at most once',
    ]);
  });

  it('forgets the saved card when the account is deleted', async () => {
    const user = await subscriber();
    const deleted = await user.client.request('POST', '/api/auth/delete-user', { password: PASSWORD });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(await db().selectFrom('savedPaymentMethods').selectAll().where('userId', '=', user.userId).execute()).toEqual([]);
    expect(await db().selectFrom('paymentCustomers').selectAll().where('userId', '=', user.userId).execute()).toEqual([]);
    await expectLedgerWithSubscriptionsOk(db());
  });
});
