import type {
  Membership,
  MembershipCheckoutResponse,
  MembershipTierChange,
  MembershipTierChangeResult,
  MembershipUpgradeChargeStatus,
} from '@crowdspark/shared/contracts/memberships';
import { describe, expect, it } from 'vitest';
import { createSettlementFeeRules } from '../../../src/modules/pledges/fee-rules.js';
import { changeTier } from '../../../src/modules/memberships/tier-change.js';
import { UPGRADE_CHARGE_JOB } from '../../../src/modules/memberships/upgrade-by-card.js';
import { settleSavedMethodCharge } from '../../../src/modules/payments/saved-method-charges.js';
import {
  backdateMonth,
  expectLedgerWithMembershipsOk,
  membershipCharges,
  membershipCreator,
  membershipRow,
} from '../../factories/memberships.js';
import { accountBalance, call, fundWallet, moneyUser, newKey, submitCheckout } from '../../factories/money.js';
import { useTestApp } from '../../helpers/use-test-app.js';

const DECLINES_LATER = '4000 0000 0000 0341';

/**
 * An upgrade the wallet cannot pay, charged to the saved card (sandbox provider): the tier changes
 * only when the card pays; a decline changes nothing and says why; two confirmations at once charge
 * once; a charge the provider made whose recording was lost is recorded once by the follow-up job.
 */
describe('membership upgrade by the saved card', () => {
  const context = useTestApp();
  const app = () => context.app;
  const db = () => context.database.db;
  const payments = () => ({ provider: app().payments, purposes: app().paymentPurposes, log: app().log });

  /** A member with an empty wallet who joined the 5.00 tier by card (saved), 20 of 30 days left; tiers 5.00 and 15.00. */
  async function cardMember(card = '4242 4242 4242 4242') {
    const { creator, setup } = await membershipCreator(app(), [500, 1500]);
    const member = await moneyUser(app());
    const tierId = setup.tiers[0]!.id;
    const started = await call(member, app(), 'POST', '/api/memberships/checkout', { body: { tierId }, key: newKey() });
    expect(started.statusCode, started.body).toBe(201);
    expect((await submitCheckout(app(), started.json<MembershipCheckoutResponse>().checkoutUrl, 'pay', card)).statusCode).toBe(
      303,
    );
    const list = (await call(member, app(), 'GET', '/api/me/memberships')).json<{ memberships: Membership[] }>();
    const id = list.memberships[0]!.id;
    await backdateMonth(app(), id);
    return { creator, member, id, dear: setup.tiers[1]!.id, cheap: tierId };
  }
  const upgradeCharges = (userId: string) =>
    db()
      .selectFrom('payments')
      .selectAll()
      .where('userId', '=', userId)
      .where('chargeReference', 'like', 'membership-upgrade:%')
      .execute();
  const sandboxCharges = (reference: string) =>
    db()
      .selectFrom('sandboxProviderRecords')
      .selectAll()
      .where('kind', '=', 'charge')
      .where('reference', '=', reference)
      .execute();

  it('previews the card, charges it the prorated difference, and only then changes the tier', async () => {
    const { creator, member, id, dear } = await cardMember();
    const preview = await call(member, app(), 'GET', `/api/memberships/${id}/tier-change?tierId=${dear}`);
    expect(preview.json<MembershipTierChange>()).toMatchObject({
      kind: 'upgrade',
      chargedNow: 666,
      payment: { method: 'card', label: 'Charged to Visa •••• 4242' },
    });
    const upgraded = await call(member, app(), 'POST', `/api/memberships/${id}/tier-change`, {
      body: { tierId: dear },
      key: newKey(),
    });
    expect(upgraded.statusCode, upgraded.body).toBe(200);
    const result = upgraded.json<MembershipTierChangeResult>();
    expect(result.cardCharge).toMatchObject({ status: 'paid', amount: 666, card: 'Visa •••• 4242', message: null });
    expect(result.membership).toMatchObject({ tier: { id: dear }, price: 1500 });
    // Card → the member's wallet → the creator (less the 5% fee), in the credit's transaction.
    expect(await accountBalance(db(), 'user_wallet', member.userId)).toBe(0);
    expect(await accountBalance(db(), 'user_wallet', creator.userId)).toBe(475 + 633);
    expect((await membershipCharges(app(), id)).map((c) => [c.kind, Number(c.amount)])).toEqual([
      ['period', 500],
      ['upgrade', 666],
    ]);
    const [payment] = await upgradeCharges(member.userId);
    const status = await call(member, app(), 'GET', `/api/memberships/${id}/upgrade-charges/${payment!.id}`);
    expect(status.json<MembershipUpgradeChargeStatus>().charge).toMatchObject({ status: 'paid' });
    // Someone else's charge, or a made-up id, is not found.
    const other = await moneyUser(app());
    expect((await call(other, app(), 'GET', `/api/memberships/${id}/upgrade-charges/${payment!.id}`)).statusCode).toBe(404);
    expect((await call(member, app(), 'GET', `/api/memberships/${id}/upgrade-charges/nope`)).statusCode).toBe(404);
    await expectLedgerWithMembershipsOk(app());
  });

  it('a declined card leaves the tier as it was and says why; the preview of a wallet that can pay says so', async () => {
    const { member, id, dear, cheap } = await cardMember(DECLINES_LATER);
    const upgraded = await call(member, app(), 'POST', `/api/memberships/${id}/tier-change`, {
      body: { tierId: dear },
      key: newKey(),
    });
    expect(upgraded.statusCode, upgraded.body).toBe(200);
    const result = upgraded.json<MembershipTierChangeResult>();
    expect(result.cardCharge?.status).toBe('declined');
    expect(result.cardCharge?.message).toMatch(/declined/);
    expect(result.membership).toMatchObject({ tier: { id: cheap }, price: 500 });
    expect((await membershipRow(app(), id)).tierId).toBe(cheap);
    expect((await upgradeCharges(member.userId)).map((p) => p.status)).toEqual(['failed']);
    expect(await membershipCharges(app(), id)).toHaveLength(1);
    // With money in the wallet, the wallet pays (the card is only asked when the wallet is short).
    await fundWallet(db(), member.userId, 666);
    const preview = await call(member, app(), 'GET', `/api/memberships/${id}/tier-change?tierId=${dear}`);
    expect(preview.json<MembershipTierChange>().payment).toEqual({ method: 'wallet', label: 'From your wallet' });
    await expectLedgerWithMembershipsOk(app());
  });

  it('two confirmations at once charge the card once', async () => {
    const { member, id, dear } = await cardMember();
    const answers = await Promise.all(
      [0, 1].map(() =>
        call(member, app(), 'POST', `/api/memberships/${id}/tier-change`, { body: { tierId: dear }, key: newKey() }),
      ),
    );
    // The second either joins the first's charge or finds the tier already changed.
    for (const answer of answers) expect([200, 409], answer.body).toContain(answer.statusCode);
    expect(answers.some((a) => a.statusCode === 200 && a.json<MembershipTierChangeResult>().cardCharge?.status === 'paid')).toBe(
      true,
    );
    const charges = await upgradeCharges(member.userId);
    expect(charges.map((p) => p.status)).toEqual(['succeeded']);
    expect(await sandboxCharges(charges[0]!.chargeReference!)).toHaveLength(1);
    expect((await membershipCharges(app(), id)).map((c) => c.kind)).toEqual(['period', 'upgrade']);
    expect((await membershipRow(app(), id)).tierId).toBe(dear);
    await expectLedgerWithMembershipsOk(app());
  });

  it('a charge the provider made whose recording was lost is recorded once, by the follow-up job', async () => {
    const { member, id, dear, cheap } = await cardMember();
    const deps = {
      db: db(),
      jobs: app().jobs,
      feeRules: createSettlementFeeRules(),
      standardFeePercent: 5,
      provider: app().payments,
    };
    const claim = { resumedResourceId: null, completeIn: () => Promise.resolve(), linkIn: () => Promise.resolve() };
    // The change commits its pending charge…
    const result = await changeTier(deps, member.userId, id, dear, claim);
    expect(result.cardCharge).toMatchObject({ status: 'pending' });
    expect((await membershipRow(app(), id)).tierId).toBe(cheap);
    const [pending] = await upgradeCharges(member.userId);
    // …the provider charges the card, and the process dies before recording its answer.
    const customer = await db()
      .selectFrom('paymentCustomers')
      .select('customerRef')
      .where('userId', '=', member.userId)
      .executeTakeFirstOrThrow();
    const method = await db()
      .selectFrom('savedPaymentMethods')
      .select('methodRef')
      .where('userId', '=', member.userId)
      .executeTakeFirstOrThrow();
    const charged = await app().payments.chargeSavedMethod(
      {
        idempotencyKey: pending!.chargeReference!,
        customerRef: customer.customerRef,
        methodRef: method.methodRef,
        amount: 666,
        currency: 'USD',
        description: 'upgrade',
        paymentId: pending!.id,
      },
      { db: db() },
    );
    expect(charged.status).toBe('paid');
    // A retry meanwhile joins the same pending charge, never a second one.
    const retry = await changeTier(deps, member.userId, id, dear, claim);
    expect(retry.cardCharge?.paymentId).toBe(pending!.id);
    // The follow-up job, come due, asks again with the same key: one charge, recorded once.
    await db()
      .updateTable('scheduledJobs')
      .set({ runAt: new Date(Date.now() - 1000) })
      .where('key', '=', `${UPGRADE_CHARGE_JOB}:${pending!.id}`)
      .execute();
    expect(await app().jobs.runDue()).toMatchObject({ failed: 0 });
    expect((await upgradeCharges(member.userId)).map((p) => p.status)).toEqual(['succeeded']);
    expect(await sandboxCharges(pending!.chargeReference!)).toHaveLength(1);
    expect(await settleSavedMethodCharge(db(), payments(), pending!.id)).toBe('already_final');
    expect((await membershipRow(app(), id)).tierId).toBe(dear);
    expect((await membershipCharges(app(), id)).map((c) => [c.kind, Number(c.amount)])).toEqual([
      ['period', 500],
      ['upgrade', 666],
    ]);
    await expectLedgerWithMembershipsOk(app());
  });
});
