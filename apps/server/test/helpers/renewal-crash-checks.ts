import { MEMBERSHIP_PERIOD_MONTHS } from '@crowdspark/shared/constants/memberships';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import { addMonths } from '../../src/calendar-months.js';
import type { Database } from '../../src/db/schema.js';
import { ALL_LEDGER_CHECKS } from '../../src/cli/all-ledger-checks.js';
import { verifyLedger } from '../../src/modules/ledger/verify.js';
import { accountBalance } from '../factories/money.js';
import { PRICE, WALLET_FUNDS, type CrashScenario } from './renewal-crash.js';

/** How many months, each following on from the last (as renewals add them), lead from one period end to another. */
function monthsBetween(from: Date, to: Date): number {
  let end = from;
  for (let months = 0; months <= 12; months += 1, end = addMonths(end, MEMBERSHIP_PERIOD_MONTHS))
    if (end.getTime() === to.getTime()) return months;
  throw new Error(`${to.toISOString()} is no whole number of months after ${from.toISOString()}`);
}

/**
 * Exactly once, in the money records: each membership's months follow on from each other, each
 * paid by one charge of one ledger transaction; each renewal by card is one succeeded payment whose
 * idempotency key the sandbox provider charged once (and the provider charged nothing else);
 * wallets and the creator's balance add up; nothing is left pending or failed; `npm run
 * check:ledger`'s checks pass. Returns how many renewals each membership made.
 */
export async function expectEveryPeriodPaidOnce(db: Kysely<Database>, scenario: CrashScenario): Promise<Map<string, number>> {
  const renewals = new Map<string, number>();
  let creatorShare = 0;
  for (const member of scenario.members) {
    const membership = await db
      .selectFrom('memberships')
      .selectAll()
      .where('id', '=', member.membershipId)
      .executeTakeFirstOrThrow();
    expect(membership).toMatchObject({ status: 'active', unpaidTries: 0 });
    const renewed = monthsBetween(member.firstPeriodEnd, membership.currentPeriodEnd);
    renewals.set(member.membershipId, renewed);

    // One charge per month, the months back to back from the first to the current one.
    const charges = await db
      .selectFrom('membershipCharges')
      .selectAll()
      .where('membershipId', '=', member.membershipId)
      .orderBy('periodStart')
      .execute();
    expect(charges).toHaveLength(1 + renewed);
    expect(charges[0]?.periodEnd).toEqual(member.firstPeriodEnd);
    charges.forEach((charge, i) => {
      expect({ kind: charge.kind, amount: Number(charge.amount) }).toEqual({ kind: 'period', amount: PRICE });
      if (i > 0) expect(charge.periodStart).toEqual(charges[i - 1]?.periodEnd);
      creatorShare += Number(charge.amount) - Number(charge.fee);
    });
    expect(charges.at(-1)?.periodEnd).toEqual(membership.currentPeriodEnd);
    expect(new Set(charges.map((c) => c.ledgerTransactionId)).size).toBe(charges.length);

    const payments = await db.selectFrom('payments').selectAll().where('userId', '=', member.userId).execute();
    expect(payments.filter((p) => p.status !== 'succeeded')).toEqual([]);
    const cardRenewals = payments.filter((p) => p.chargeReference !== null);
    if (member.kind === 'wallet') {
      expect(cardRenewals).toEqual([]);
      expect(await accountBalance(db, 'user_wallet', member.userId)).toBe(WALLET_FUNDS - PRICE * (1 + renewed));
      continue;
    }
    // The card paid every renewal (the wallet stays empty: card → wallet → creator), one payment a month.
    expect(await accountBalance(db, 'user_wallet', member.userId)).toBe(0);
    expect(cardRenewals).toHaveLength(renewed);
    expect(new Set(cardRenewals.map((p) => p.creditedTransactionId)).size).toBe(renewed);
    const periodsCharged = cardRenewals.map((p) => /^membership-renewal:[^:]+:(.+)#\d+$/.exec(p.chargeReference ?? '')?.[1]);
    expect(new Set(periodsCharged).size).toBe(renewed);
    for (const payment of cardRenewals) {
      const provider = await db
        .selectFrom('sandboxProviderRecords')
        .selectAll()
        .where('kind', '=', 'charge')
        .where('reference', '=', payment.chargeReference ?? '')
        .execute();
      expect(provider.map((r) => ({ status: r.status, amount: Number(r.amount), ref: r.providerRef }))).toEqual([
        { status: 'paid', amount: PRICE, ref: expect.any(String) as string },
      ]);
    }
  }

  // The provider charged no key the app does not hold as a succeeded payment (money taken, never credited).
  const providerCharges = await db
    .selectFrom('sandboxProviderRecords')
    .select('reference')
    .where('kind', '=', 'charge')
    .execute();
  const succeededKeys = await db
    .selectFrom('payments')
    .select('chargeReference')
    .where('chargeReference', 'is not', null)
    .where('status', '=', 'succeeded')
    .execute();
  expect(providerCharges.map((r) => r.reference).sort()).toEqual(succeededKeys.map((p) => p.chargeReference).sort());

  const allCharges = await db.selectFrom('membershipCharges').select('ledgerTransactionId').execute();
  const membershipTransactions = await db
    .selectFrom('ledgerTransactions')
    .select('id')
    .where('type', '=', 'membership')
    .execute();
  expect(membershipTransactions).toHaveLength(allCharges.length);
  expect(await accountBalance(db, 'user_wallet', scenario.creatorId)).toBe(creatorShare);
  const failedJobs = await db.selectFrom('scheduledJobs').select(['key', 'lastError']).where('status', '=', 'failed').execute();
  expect(failedJobs).toEqual([]);

  const report = await verifyLedger(db, ALL_LEDGER_CHECKS);
  expect(report.checks.filter((c) => !c.ok)).toEqual([]);
  return renewals;
}
