import { randomUUID } from 'node:crypto';
import type { Membership, MembershipSetup } from '@crowdspark/shared/contracts/memberships';
import { expect } from 'vitest';
import type { App } from '../../src/app.js';
import { verifyLedger } from '../../src/modules/ledger/verify.js';
import { MEMBERSHIP_LEDGER_CHECKS } from '../../src/modules/memberships/ledger-checks.js';
import type { RenewalDeps } from '../../src/modules/memberships/renewal.js';
import { MEMBERSHIP_RENEWAL_JOB } from '../../src/modules/memberships/renewal-schedule.js';
import { createSettlementFeeRules } from '../../src/modules/pledges/fee-rules.js';
import type { TestAppHandle } from '../helpers/use-test-app.js';
import { call, fundWallet, moneyUser, newKey, type MoneyUser } from './money.js';
import { ALL_LEDGER_CHECKS } from './subscriptions.js';

const ORIGIN = 'http://localhost:3000';
const DAY = 24 * 3600_000;

/** A creator with a membership of the given tiers (prices in cents), saved through the API. */
export async function membershipCreator(
  app: App,
  prices: number[] = [500],
): Promise<{ creator: MoneyUser; setup: MembershipSetup }> {
  const creator = await moneyUser(app);
  await app.db
    .updateTable('users')
    .set({ username: `creator${randomUUID().slice(0, 8)}` })
    .where('id', '=', creator.userId)
    .execute();
  const tiers = prices.map((price, i) => ({ title: `Tier ${i + 1}`, description: 'Our thanks.', price, memberLimit: null }));
  const saved = await app.inject({
    method: 'PUT',
    url: '/api/me/membership',
    headers: { cookie: creator.client.cookie, origin: ORIGIN },
    payload: { enabled: true, welcomeNote: '', tiers },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { creator, setup: saved.json<MembershipSetup>() };
}

/**
 * A creator with one tier of `price` (or tiers of these prices), and a member who joined the
 * first tier from a wallet funded with `funds`.
 */
export async function walletMembership(app: App, price: number | number[] = 500, funds = 1200) {
  const { creator, setup } = await membershipCreator(app, typeof price === 'number' ? [price] : price);
  const member = await moneyUser(app);
  await fundWallet(app.db, member.userId, funds);
  const joined = await call(member, app, 'POST', '/api/memberships', { body: { tierId: setup.tiers[0]?.id }, key: newKey() });
  expect(joined.statusCode, joined.body).toBe(201);
  return { creator, member, setup, membership: joined.json<Membership>() };
}

/** The membership's pending renewal jobs become due now, and the runner runs them (and their card charges after commit). */
export async function runRenewalsOf(app: App, membershipId: string): Promise<void> {
  await app.db
    .updateTable('scheduledJobs')
    .set({ runAt: new Date(Date.now() - 1000) })
    .where('name', '=', MEMBERSHIP_RENEWAL_JOB)
    .where('key', 'like', `${MEMBERSHIP_RENEWAL_JOB}:${membershipId}:%`)
    .where('status', '=', 'pending')
    .execute();
  expect(await app.jobs.runDue()).toMatchObject({ failed: 0 });
}

/**
 * What the renewal needs when a test calls it directly: the test app's parts and no fee rule
 * registered, so the standard fee (these creators have no Pro). The payments carry the purposes
 * and the log too, for settling a saved-method charge.
 */
export function membershipDeps(context: TestAppHandle) {
  const { app } = context;
  const payments = { provider: app.payments, purposes: app.paymentPurposes, log: app.log };
  return {
    db: context.database.db,
    jobs: app.jobs,
    feeRules: createSettlementFeeRules(),
    standardFeePercent: 5,
    payments,
  } satisfies RenewalDeps;
}

/** The membership's current month (and the charges of it) began `daysAgo` days ago, of a 30-day month. */
export async function backdateMonth(app: App, id: string, daysAgo = 10): Promise<void> {
  const start = new Date(Date.now() - daysAgo * DAY);
  const end = new Date(start.getTime() + 30 * DAY);
  await app.db
    .updateTable('memberships')
    .set({ currentPeriodStart: start, currentPeriodEnd: end })
    .where('id', '=', id)
    .execute();
  await app.db
    .updateTable('membershipCharges')
    .set({ periodStart: start, periodEnd: end })
    .where('membershipId', '=', id)
    .execute();
}

export const membershipRow = (app: App, id: string) =>
  app.db.selectFrom('memberships').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

export const membershipCharges = (app: App, id: string) =>
  app.db
    .selectFrom('membershipCharges')
    .select(['amount', 'fee', 'periodStart', 'periodEnd', 'kind', 'source'])
    .where('membershipId', '=', id)
    .orderBy('createdAt')
    .execute();

export async function expectLedgerWithMembershipsOk(app: App): Promise<void> {
  const report = await verifyLedger(app.db, [...ALL_LEDGER_CHECKS, ...MEMBERSHIP_LEDGER_CHECKS]);
  expect(report.checks.filter((c) => !c.ok)).toEqual([]);
}

/** The payloads of the events of `type` about one member, oldest first. */
export async function memberEvents(app: App, type: string, memberId: string) {
  const rows = await app.db.selectFrom('events').select('payload').where('type', '=', type).orderBy('occurredAt').execute();
  return rows.map((e) => e.payload as Record<string, unknown>).filter((p) => p.memberId === memberId);
}
