import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { SubscribeResponse, SubscriptionOverview } from '@crowdspark/shared/contracts/subscriptions';
import type { App } from '../../src/app.js';
import type { SubscriptionDeps } from '../../src/modules/subscriptions/rules.js';
import type { TestAppHandle } from '../helpers/use-test-app.js';
import type { Database } from '../../src/db/schema.js';
import { CORE_LEDGER_CHECKS, verifyLedger } from '../../src/modules/ledger/verify.js';
import { PLEDGE_LEDGER_CHECKS } from '../../src/modules/pledges/ledger-checks.js';
import { REWARDS_LEDGER_CHECKS } from '../../src/modules/rewards/ledger-checks.js';
import { SUBSCRIPTION_LEDGER_CHECKS } from '../../src/modules/subscriptions/ledger-checks.js';
import { call, fundWallet, moneyUser, newKey, submitCheckout, type MoneyUser } from './money.js';

const DAY = 24 * 3600_000;

/** The checks the app runs (as the plugins register them on app.ledgerChecks), subscriptions' among them. */
export const ALL_LEDGER_CHECKS = [
  ...CORE_LEDGER_CHECKS,
  ...PLEDGE_LEDGER_CHECKS,
  ...REWARDS_LEDGER_CHECKS,
  ...SUBSCRIPTION_LEDGER_CHECKS,
];

/** What the subscriptions service needs when a test calls it directly: the test app's parts, Pro at `monthlyPrice`. */
export function subscriptionDeps(context: TestAppHandle, monthlyPrice: number): SubscriptionDeps {
  return {
    db: context.database.db,
    jobs: context.app.jobs,
    terms: {
      config: { monthlyPrice, yearlyPrice: 9000, proFeePercent: 3, monthlyPromotionCredit: 500, graceDays: 7 },
      currency: 'USD',
      standardFeePercent: 5,
    },
    payments: { provider: context.app.payments, purposes: context.app.paymentPurposes, log: context.app.log },
  };
}

/** A failed renewal is tried again a day later, not before: its job waits about 24 hours. */
export async function expectRenewalRetriedInADay(db: Kysely<Database>, userId: string): Promise<void> {
  const job = await db
    .selectFrom('scheduledJobs')
    .selectAll()
    .where('key', '=', `subscription-renewal:${userId}`)
    .executeTakeFirstOrThrow();
  expect(job.runAt.getTime()).toBeGreaterThan(Date.now() + DAY - 60_000);
}

export async function expectLedgerWithSubscriptionsOk(db: Kysely<Database>): Promise<void> {
  const report = await verifyLedger(db, ALL_LEDGER_CHECKS);
  expect(report.checks.filter((c) => !c.ok)).toEqual([]);
}

export async function subscriptionOf(app: App, user: MoneyUser): Promise<SubscriptionOverview> {
  const res = await call(user, app, 'GET', '/api/subscription');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SubscriptionOverview>();
}

/** A new person, given one month's price in their wallet, who subscribes to Pro monthly paying from it. */
export async function walletSubscriber(app: App, monthlyPrice: number): Promise<MoneyUser> {
  const user = await moneyUser(app);
  await fundWallet(app.db, user.userId, monthlyPrice);
  const subscribed = await call(user, app, 'POST', '/api/subscription', {
    body: { plan: 'pro-monthly', payWith: 'wallet' },
    key: newKey(),
  });
  expect(subscribed.statusCode, subscribed.body).toBe(201);
  return user;
}

/** Subscribes through the sandbox checkout, paying with `cardNumber` (which the checkout saves). */
export async function subscribeByCard(
  app: App,
  user: MoneyUser,
  plan: 'pro-monthly' | 'pro-yearly' = 'pro-monthly',
  cardNumber = '4242 4242 4242 4242',
): Promise<string> {
  const res = await call(user, app, 'POST', '/api/subscription', { body: { plan, payWith: 'checkout' }, key: newKey() });
  expect(res.statusCode, res.body).toBe(201);
  const started = res.json<Extract<SubscribeResponse, { status: 'checkout' }>>();
  const paid = await submitCheckout(app, started.checkoutUrl, 'pay', cardNumber);
  expect(paid.statusCode, paid.body).toBe(303);
  return started.paymentId;
}

/**
 * The current period as if it had begun `startedDaysAgo` and ends in `endsInMs` (negative: it
 * ended), with its invoice following and the renewal job due now when the period is over.
 */
export async function movePeriod(db: Kysely<Database>, userId: string, startedDaysAgo: number, endsInMs: number) {
  const start = new Date(Date.now() - startedDaysAgo * DAY);
  const end = new Date(Date.now() + endsInMs);
  const current = await db
    .selectFrom('subscriptions')
    .select('currentPeriodEnd')
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('subscriptionInvoices')
    .set({ periodStart: start, periodEnd: end })
    .where('userId', '=', userId)
    .where('periodEnd', '=', current.currentPeriodEnd)
    .execute();
  await db
    .updateTable('subscriptions')
    .set({ currentPeriodStart: start, currentPeriodEnd: end })
    .where('userId', '=', userId)
    .execute();
  await db
    .updateTable('scheduledJobs')
    .set({ runAt: new Date(Math.min(end.getTime(), Date.now() - 1000)) })
    .where('key', '=', `subscription-renewal:${userId}`)
    .execute();
  return { start, end };
}

/** The person's renewal job due now (its retry time has come). */
export async function renewalDueNow(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .updateTable('scheduledJobs')
    .set({ runAt: new Date(Date.now() - 1000) })
    .where('key', '=', `subscription-renewal:${userId}`)
    .execute();
}

/** The events of `type` about `userId`, oldest first. */
export async function eventsAbout(db: Kysely<Database>, type: string, userId: string) {
  const rows = await db
    .selectFrom('events')
    .select(['payload', 'occurredAt'])
    .where('type', '=', type)
    .orderBy('occurredAt')
    .execute();
  return rows
    .filter((e) => (e.payload as { userId?: string }).userId === userId)
    .map((e) => e.payload as Record<string, unknown>);
}
