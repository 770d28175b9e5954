import type { Membership, MembershipCheckoutResponse } from '@crowdspark/shared/contracts/memberships';
import { beforeAll, describe, expect, it } from 'vitest';
import { renewMembership } from '../../../src/modules/memberships/renewal.js';
import { MEMBERSHIP_RENEWAL_JOB, RENEWAL_ATTEMPTS } from '../../../src/modules/memberships/renewal-schedule.js';
import { settleSavedMethodCharge } from '../../../src/modules/payments/saved-method-charges.js';
import {
  expectLedgerWithMembershipsOk,
  membershipCharges,
  membershipCreator,
  membershipDeps,
  memberEvents,
  membershipRow,
  runRenewalsOf,
} from '../../factories/memberships.js';
import { accountBalance, call, fundWallet, moneyUser, newKey, submitCheckout, type MoneyUser } from '../../factories/money.js';
import { latestMail } from '../../helpers/outbox.js';
import { useTestApp } from '../../helpers/use-test-app.js';

const DAY = 24 * 3600_000;
const PRICE = 500;
const DECLINES_LATER = '4000 0000 0000 0341';

/**
 * Membership billing by card (decision 0078), on the sandbox provider: the first month through the
 * checkout (which saves the card), renewals from the wallet first and then the saved card (charged
 * after the job's commit, as Pro's), a declined card through past due to the end, each period
 * charged once also when two runners renew it at once or a run dies before its commit.
 */
describe('membership billing by card', () => {
  const context = useTestApp();
  beforeAll(() => context.app.events.registerSubscriptions());
  const app = () => context.app;
  const db = () => context.database.db;
  const deps = () => membershipDeps(context);
  /** The newest mail of `kind` to the person, once the events recorded so far are delivered. */
  const mailOf = async (userId: string, kind: string) => {
    await app().events.dispatchPending();
    const { email } = await db().selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
    return latestMail(db(), email, kind);
  };
  const cardCharges = (userId: string) =>
    db().selectFrom('payments').selectAll().where('userId', '=', userId).where('chargeReference', 'is not', null).execute();

  /** A member with an empty wallet who joins a PRICE tier by paying the first month with `card` on the checkout. */
  async function cardMember(card = '4242 4242 4242 4242') {
    const { creator, setup } = await membershipCreator(app(), [PRICE, 1500]);
    const member = await moneyUser(app());
    const tierId = setup.tiers[0]?.id;
    const fromWallet = await call(member, app(), 'POST', '/api/memberships', { body: { tierId }, key: newKey() });
    expect(fromWallet.statusCode).toBe(422);
    expect(fromWallet.json<{ error: { message: string } }>().error.message).toMatch(
      /^Top up your wallet to join, or pay the first month by card/,
    );
    const started = await call(member, app(), 'POST', '/api/memberships/checkout', { body: { tierId }, key: newKey() });
    expect(started.statusCode, started.body).toBe(201);
    const { checkoutUrl } = started.json<MembershipCheckoutResponse>();
    expect((await submitCheckout(app(), checkoutUrl, 'pay', card)).statusCode).toBe(303);
    const list = await call(member, app(), 'GET', '/api/me/memberships');
    const membership = list.json<{ memberships: Membership[] }>().memberships[0];
    if (!membership) throw new Error('the card payment did not join');
    return { creator, member, setup, membership };
  }

  const listOf = async (member: MoneyUser) =>
    (await call(member, app(), 'GET', '/api/me/memberships')).json<{ memberships: Membership[] }>().memberships;

  it('joins by card through the checkout: the card’s money pays the first month, the card is saved, a receipt is mailed', async () => {
    const { creator, member, membership } = await cardMember();
    expect(membership).toMatchObject({ status: 'active', price: PRICE });
    expect(await accountBalance(db(), 'user_wallet', member.userId)).toBe(0);
    expect(await accountBalance(db(), 'user_wallet', creator.userId)).toBe(475);
    const [charge] = await membershipCharges(app(), membership.id);
    expect(charge?.source).toMatch(/^payment:/);
    expect(await db().selectFrom('savedPaymentMethods').select('last4').where('userId', '=', member.userId).execute()).toEqual([
      { last4: '4242' },
    ]);
    expect(await memberEvents(app(), 'membership.started', member.userId)).toMatchObject([{ paidWith: 'card' }]);
    expect((await mailOf(member.userId, 'membership-receipt')).text).toContain('to your card');
    await expectLedgerWithMembershipsOk(app());
  });

  it('renews from the wallet first, then charges the saved card when the wallet is short, once per period', async () => {
    const { member, membership } = await cardMember();
    await fundWallet(db(), member.userId, PRICE);
    await runRenewalsOf(app(), membership.id);
    expect(await accountBalance(db(), 'user_wallet', member.userId)).toBe(0);
    expect(await cardCharges(member.userId)).toEqual([]);
    expect((await mailOf(member.userId, 'membership-renewal-receipt')).text).toContain('to your wallet');

    // The wallet is empty at the next renewal: the saved card pays it (card → wallet → creator).
    await runRenewalsOf(app(), membership.id);
    const charges = await membershipCharges(app(), membership.id);
    expect(charges).toHaveLength(3);
    expect((await cardCharges(member.userId)).map((p) => p.status)).toEqual(['succeeded']);
    expect((await membershipRow(app(), membership.id)).status).toBe('active');
    expect(await memberEvents(app(), 'membership.renewed', member.userId)).toMatchObject([
      { paidWith: 'wallet' },
      { paidWith: 'card' },
    ]);
    expect((await mailOf(member.userId, 'membership-renewal-receipt')).text).toContain('saved card');
    const inbox = (await call(member, app(), 'GET', '/api/notifications')).json<{ items: { kind: string }[] }>();
    expect(inbox.items.map((i) => i.kind)).toContain('membership_renewed');
    await expectLedgerWithMembershipsOk(app());
  });

  it('a declined card makes it past due with a notice and mail at each try, tried daily, then it ends unpaid', async () => {
    const { member, membership } = await cardMember(DECLINES_LATER);
    await runRenewalsOf(app(), membership.id);
    const pastDue = await membershipRow(app(), membership.id);
    expect(pastDue).toMatchObject({ status: 'past_due', unpaidTries: 1 });
    expect((await listOf(member))[0]).toMatchObject({ status: 'past_due' });
    expect((await cardCharges(member.userId)).map((p) => p.status)).toEqual(['failed']);
    const next = await db()
      .selectFrom('scheduledJobs')
      .selectAll()
      .where('key', 'like', `${MEMBERSHIP_RENEWAL_JOB}:${membership.id}:%:2`)
      .executeTakeFirstOrThrow();
    expect(next.runAt.getTime()).toBeGreaterThan(Date.now() + DAY - 60_000);
    const failed = await memberEvents(app(), 'membership.renewal_failed', member.userId);
    expect(failed).toMatchObject([{ reason: 'card_declined', attempt: 1, attemptsLeft: RENEWAL_ATTEMPTS - 1 }]);
    expect((await mailOf(member.userId, 'membership-payment-failed')).text).toContain('Your card was declined');

    for (let attempt = 2; attempt <= RENEWAL_ATTEMPTS; attempt += 1) await runRenewalsOf(app(), membership.id);
    expect(await membershipRow(app(), membership.id)).toMatchObject({ status: 'canceled', unpaidTries: RENEWAL_ATTEMPTS });
    expect((await cardCharges(member.userId)).map((p) => p.status)).toEqual(['failed', 'failed', 'failed']);
    expect(await membershipCharges(app(), membership.id)).toHaveLength(1);
    expect(await memberEvents(app(), 'membership.ended', member.userId)).toEqual([
      { membershipId: membership.id, memberId: member.userId, reason: 'unpaid' },
    ]);
    expect((await mailOf(member.userId, 'membership-ended')).text).toContain('after the last try');
    await expectLedgerWithMembershipsOk(app());
  });

  it('two runners renewing the same period at once charge it once', async () => {
    const { member, membership } = await cardMember();
    await fundWallet(db(), member.userId, PRICE * 3);
    const payload = { membershipId: membership.id, periodEnd: membership.currentPeriodEnd, attempt: 1 };
    const runs = await Promise.all(
      [0, 1].map(() =>
        db()
          .transaction()
          .execute((trx) => renewMembership(trx, deps(), payload, new Date())),
      ),
    );
    expect(runs.map((r) => r.outcome).sort()).toEqual(['nothing', 'renewed']);
    // And the job for that period, run after, finds it renewed.
    await db()
      .updateTable('scheduledJobs')
      .set({ runAt: new Date(Date.now() - 1000) })
      .where('key', '=', `${MEMBERSHIP_RENEWAL_JOB}:${membership.id}:${membership.currentPeriodEnd}:1`)
      .execute();
    expect(await app().jobs.runDue()).toMatchObject({ failed: 0 });
    expect(await membershipCharges(app(), membership.id)).toHaveLength(2);
    expect(await accountBalance(db(), 'user_wallet', member.userId)).toBe(PRICE * 2);
    await expectLedgerWithMembershipsOk(app());
  });

  it('a run that dies before its commit charges nothing; one whose card step dies is settled once by the follow-up', async () => {
    const { member, membership } = await cardMember();
    await fundWallet(db(), member.userId, PRICE);
    const payload = { membershipId: membership.id, periodEnd: membership.currentPeriodEnd, attempt: 1 };
    // The process dies after the renewal's writes, before its commit (kill -9): the database drops them.
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          expect((await renewMembership(trx, deps(), payload, new Date())).outcome).toBe('renewed');
          throw new Error('killed before commit');
        }),
    ).rejects.toThrow('killed before commit');
    expect(await membershipCharges(app(), membership.id)).toHaveLength(1);
    await runRenewalsOf(app(), membership.id);
    expect(await membershipCharges(app(), membership.id)).toHaveLength(2);
    expect(await accountBalance(db(), 'user_wallet', member.userId)).toBe(0);

    // The next period, wallet empty: the run commits the card charge, then dies before charging it.
    const renewed = await membershipRow(app(), membership.id);
    const next = { membershipId: membership.id, periodEnd: renewed.currentPeriodEnd.toISOString(), attempt: 1 };
    const run = await db()
      .transaction()
      .execute((trx) => renewMembership(trx, deps(), next, new Date()));
    expect(run.outcome).toBe('charging_card');
    // Its job (and the card-check follow-up) run later: the same payment is charged, once.
    await runRenewalsOf(app(), membership.id);
    expect(await app().jobs.runDue()).toMatchObject({ failed: 0 });
    expect((await cardCharges(member.userId)).map((p) => p.status)).toEqual(['succeeded']);
    expect(await settleSavedMethodCharge(db(), deps().payments, run.cardCharge ?? '')).toBe('already_final');
    expect(await membershipCharges(app(), membership.id)).toHaveLength(3);
    await expectLedgerWithMembershipsOk(app());
  });
});
