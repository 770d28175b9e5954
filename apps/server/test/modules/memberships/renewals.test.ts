import type { Membership } from '@crowdspark/shared/contracts/memberships';
import { describe, expect, it } from 'vitest';
import { renewMembership } from '../../../src/modules/memberships/renewal.js';
import { MEMBERSHIP_RENEWAL_JOB, RENEWAL_ATTEMPTS } from '../../../src/modules/memberships/renewal-schedule.js';
import {
  expectLedgerWithMembershipsOk,
  membershipCharges,
  membershipRow,
  runRenewalsOf as runRenewalsOfApp,
  walletMembership,
} from '../../factories/memberships.js';
import { accountBalance, call, fundWallet } from '../../factories/money.js';
import { useTestApp } from '../../helpers/use-test-app.js';

/**
 * Monthly renewals (docs/product-rules.md#memberships): the job at the period's end charges the
 * wallet at the tier's current price, makes a short wallet past due and tries again, ends an
 * unpaid or canceled membership, and never charges a period twice.
 */
describe('membership renewals', () => {
  const context = useTestApp();
  const db = () => context.database.db;
  const origin = 'http://localhost:3000';

  const setUp = (price = 500, funds = 1200) => walletMembership(context.app, price, funds);
  const runRenewalsOf = (membershipId: string) => runRenewalsOfApp(context.app, membershipId);
  const row = (id: string) => membershipRow(context.app, id);
  const charges = (id: string) => membershipCharges(context.app, id);
  const expectLedgerOk = () => expectLedgerWithMembershipsOk(context.app);

  it('renews from the wallet at the tier’s new price, the next month following on, once per period', async () => {
    const { creator, member, setup, membership } = await setUp();
    const supporter = setup.tiers[0];
    const edited = await context.app.inject({
      method: 'PUT',
      url: '/api/me/membership',
      headers: { cookie: creator.client.cookie, origin },
      payload: { enabled: true, welcomeNote: '', tiers: [{ ...supporter, price: 700 }] },
    });
    expect(edited.statusCode, edited.body).toBe(200);

    await runRenewalsOf(membership.id);
    const renewed = await row(membership.id);
    expect(renewed.status).toBe('active');
    expect(renewed.currentPeriodStart.toISOString()).toBe(membership.currentPeriodEnd);
    expect(renewed.currentPeriodEnd.getTime()).toBeGreaterThan(Date.parse(membership.currentPeriodEnd) + 27 * 86_400_000);
    expect((await charges(membership.id)).map((c) => [Number(c.amount), Number(c.fee)])).toEqual([
      [500, 25],
      [700, 35],
    ]);
    expect(await accountBalance(db(), 'user_wallet', member.userId)).toBe(0);
    expect(await accountBalance(db(), 'user_wallet', creator.userId)).toBe(475 + 665);

    // The period already renewed, renewed again (a repeated job), charges nothing; the next month's job waits.
    const deps = {
      db: db(),
      jobs: context.app.jobs,
      feeRules: context.app.settlementFeeRules,
      standardFeePercent: 5,
      payments: { provider: context.app.payments },
    };
    const again = await db()
      .transaction()
      .execute((trx) =>
        renewMembership(
          trx,
          deps,
          { membershipId: membership.id, periodEnd: membership.currentPeriodEnd, attempt: 1 },
          new Date(),
        ),
      );
    expect(again).toEqual({ outcome: 'nothing' });
    expect(await charges(membership.id)).toHaveLength(2);
    const next = await db()
      .selectFrom('scheduledJobs')
      .select('runAt')
      .where('key', 'like', `${MEMBERSHIP_RENEWAL_JOB}:${membership.id}:%`)
      .where('status', '=', 'pending')
      .execute();
    expect(next.map((job) => job.runAt.toISOString())).toEqual([renewed.currentPeriodEnd.toISOString()]);
    await expectLedgerOk();
  });

  it('makes a short wallet past due, tries again, and renews once topped up; unpaid after the last try it ends', async () => {
    const { member, membership } = await setUp(500, 500);
    await runRenewalsOf(membership.id);
    expect((await row(membership.id)).status).toBe('past_due');
    const listed = await call(member, context.app, 'GET', '/api/me/memberships');
    expect(listed.json<{ memberships: Membership[] }>().memberships[0]).toMatchObject({ status: 'past_due' });

    await fundWallet(db(), member.userId, 500);
    await runRenewalsOf(membership.id);
    const paid = await row(membership.id);
    expect(paid.status).toBe('active');
    expect(Date.now() - paid.currentPeriodStart.getTime()).toBeLessThan(60_000);
    expect(await charges(membership.id)).toHaveLength(2);
    await expectLedgerOk();

    const broke = await setUp(500, 500);
    for (let attempt = 1; attempt <= RENEWAL_ATTEMPTS; attempt += 1) await runRenewalsOf(broke.membership.id);
    expect((await row(broke.membership.id)).status).toBe('canceled');
    expect(await charges(broke.membership.id)).toHaveLength(1);
    await expectLedgerOk();
  });

  it('ends a canceled membership at its period’s end without charging', async () => {
    const { member, membership } = await setUp();
    const canceled = await call(member, context.app, 'POST', `/api/memberships/${membership.id}/cancel`);
    expect(canceled.statusCode, canceled.body).toBe(200);
    await runRenewalsOf(membership.id);
    expect((await row(membership.id)).status).toBe('canceled');
    expect(await charges(membership.id)).toHaveLength(1);
    expect(await accountBalance(db(), 'user_wallet', member.userId)).toBe(700);
    await expectLedgerOk();
  });
});
