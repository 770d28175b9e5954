import type { MembershipTierChange, MembershipTierChangeResult } from '@crowdspark/shared/contracts/memberships';
import { describe, expect, it } from 'vitest';
import {
  backdateMonth,
  expectLedgerWithMembershipsOk,
  membershipCharges,
  membershipRow,
  walletMembership,
} from '../../factories/memberships.js';
import { MEMBERSHIP_RENEWAL_JOB } from '../../../src/modules/memberships/renewal-schedule.js';
import { accountBalance, call, fundWallet, moneyUser, newKey } from '../../factories/money.js';
import { useTestApp } from '../../helpers/use-test-app.js';

/**
 * Changing tiers (decision 0078): the preview shows what is charged now; a dearer tier applies at
 * once with the difference for the days left, prorated, paid from the wallet under the same fee
 * rule; a cheaper one applies at the next renewal. And DEV_TOOLS' renew-now runs the real renewal.
 */
describe('membership tier changes and renew-now', () => {
  const context = useTestApp({ DEV_TOOLS: 'true' });
  const app = () => context.app;
  const db = () => context.database.db;

  async function member(funds: number) {
    const { creator, member: user, setup, membership } = await walletMembership(app(), [500, 1500, 300], funds);
    const { id } = membership;
    // The month began 10 days ago (of a 30-day month): 20 days are left.
    await backdateMonth(app(), id);
    return { creator, user, setup, id };
  }

  it('previews and charges an upgrade for the days left, prorated; refuses a short wallet', async () => {
    const { creator, user, setup, id } = await member(500 + 600);
    const dear = setup.tiers[1]!.id;
    const preview = await call(user, app(), 'GET', `/api/memberships/${id}/tier-change?tierId=${dear}`);
    expect(preview.statusCode, preview.body).toBe(200);
    // (15.00 − 5.00) × 20 / 30 = 6.66 (rounded down to the cent).
    expect(preview.json<MembershipTierChange>()).toMatchObject({
      kind: 'upgrade',
      chargedNow: 666,
      daysLeft: 20,
      periodDays: 30,
    });

    const changed = await call(user, app(), 'POST', `/api/memberships/${id}/tier-change`, {
      body: { tierId: dear },
      key: newKey(),
    });
    expect(changed.statusCode, changed.body).toBe(422);
    expect(changed.json<{ error: { message: string } }>().error.message).toMatch(/^Top up your wallet to upgrade/);
    await fundWallet(db(), user.userId, 66);
    const key = newKey();
    const upgraded = await call(user, app(), 'POST', `/api/memberships/${id}/tier-change`, { body: { tierId: dear }, key });
    expect(upgraded.statusCode, upgraded.body).toBe(200);
    expect(upgraded.json<MembershipTierChangeResult>().membership).toMatchObject({ tier: { id: dear }, price: 1500 });
    // A retry with the same key answers the same and charges nothing more.
    expect(
      (await call(user, app(), 'POST', `/api/memberships/${id}/tier-change`, { body: { tierId: dear }, key })).statusCode,
    ).toBe(200);
    expect(await accountBalance(db(), 'user_wallet', user.userId)).toBe(0);
    expect(await accountBalance(db(), 'user_wallet', creator.userId)).toBe(475 + 633);
    expect((await membershipCharges(app(), id)).map((c) => [c.kind, Number(c.amount), Number(c.fee)])).toEqual([
      ['period', 500, 25],
      ['upgrade', 666, 33],
    ]);
    await expectLedgerWithMembershipsOk(app());
  });

  it('a downgrade waits for the renewal, which charges the cheaper tier; renew-now is the real renewal, for admins only', async () => {
    const { user, setup, id } = await member(500 + 300);
    const cheap = setup.tiers[2]!.id;
    const preview = await call(user, app(), 'GET', `/api/memberships/${id}/tier-change?tierId=${cheap}`);
    expect(preview.json<MembershipTierChange>()).toMatchObject({ kind: 'downgrade', chargedNow: 0 });
    const changed = await call(user, app(), 'POST', `/api/memberships/${id}/tier-change`, {
      body: { tierId: cheap },
      key: newKey(),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<MembershipTierChangeResult>().membership).toMatchObject({
      tier: { id: setup.tiers[0]!.id },
      nextTier: { id: cheap },
    });
    expect(await accountBalance(db(), 'user_wallet', user.userId)).toBe(300);

    expect((await call(user, app(), 'POST', `/api/dev/memberships/${id}/renew-now`)).statusCode).toBe(403);
    const before = await membershipRow(app(), id);
    const admin = await moneyUser(app(), 'admin');
    const renewed = await call(admin, app(), 'POST', `/api/dev/memberships/${id}/renew-now`);
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json()).toEqual({ outcome: 'renewed', card: null, status: 'active' });
    const after = await membershipRow(app(), id);
    expect(after).toMatchObject({ tierId: cheap, nextTierId: null, price: '300' });
    expect(after.currentPeriodStart.getTime()).toBe(before.currentPeriodEnd.getTime());
    expect(await accountBalance(db(), 'user_wallet', user.userId)).toBe(0);
    // The job of the period renew-now paid finds it renewed: nothing is charged twice.
    await db()
      .updateTable('scheduledJobs')
      .set({ runAt: new Date(Date.now() - 1000) })
      .where('key', 'like', `${MEMBERSHIP_RENEWAL_JOB}:${id}:%`)
      .where('key', 'not like', `%:${after.currentPeriodEnd.toISOString()}:%`)
      .execute();
    expect(await app().jobs.runDue()).toMatchObject({ failed: 0 });
    expect((await membershipCharges(app(), id)).map((c) => Number(c.amount))).toEqual([500, 300]);
    await expectLedgerWithMembershipsOk(app());
  });
});
