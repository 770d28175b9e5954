import type { Membership } from '@crowdspark/shared/contracts/memberships';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMonths } from '../../../src/calendar-months.js';
import { readerRank } from '../../../src/modules/member-posts/repository.js';
import { renewMembership } from '../../../src/modules/memberships/renewal.js';
import { MEMBERSHIP_RENEWAL_JOB } from '../../../src/modules/memberships/renewal-schedule.js';
import {
  expectLedgerWithMembershipsOk,
  memberEvents,
  membershipCharges,
  membershipDeps,
  membershipRow,
  runRenewalsOf,
  walletMembership,
} from '../../factories/memberships.js';
import { accountBalance, call, fundWallet, newKey, type MoneyUser } from '../../factories/money.js';
import { useTestApp } from '../../helpers/use-test-app.js';

const PRICE = 500;

/**
 * Pausing a membership (decision 0080): from the paid month's end for 1 to 3 months, nothing
 * charged and no access until the resume date, when the renewal charges the first month again;
 * "Resume now" calls off a pause not begun or charges a begun one at once, once.
 */
describe('membership pause', () => {
  const context = useTestApp();
  beforeAll(() => context.app.events.registerSubscriptions());
  const app = () => context.app;
  const db = () => context.database.db;
  const deps = () => membershipDeps(context);
  const pause = (member: MoneyUser, id: string, months: number) =>
    call(member, app(), 'POST', `/api/memberships/${id}/pause`, { body: { months } });
  const resume = (member: MoneyUser, id: string) => call(member, app(), 'POST', `/api/memberships/${id}/resume`);
  const messageOf = (response: { json: <T>() => T }) => response.json<{ error: { message: string } }>().error.message;
  /** The renewal as its job runs it at `now` (the job's clock moved to the resume date). */
  const renewAt = (membership: { id: string }, periodEnd: Date, now: Date) =>
    db()
      .transaction()
      .execute((trx) =>
        renewMembership(trx, deps(), { membershipId: membership.id, periodEnd: periodEnd.toISOString(), attempt: 1 }, now),
      );

  /** A wallet member whose pause of `months` has begun (the paid month's end passed). */
  async function pausedMember(months = 1, funds = PRICE * 3) {
    const joined = await walletMembership(app(), PRICE, funds);
    const paused = await pause(joined.member, joined.membership.id, months);
    expect(paused.statusCode, paused.body).toBe(200);
    await runRenewalsOf(app(), joined.membership.id);
    return joined;
  }

  it('pauses from the paid month’s end: nothing charged then, no access, and the renewal at the resume date charges again', async () => {
    const { creator, member, membership } = await walletMembership(app(), PRICE, PRICE * 3);
    const end = new Date(membership.currentPeriodEnd);
    const readsPosts = async () => (await readerRank(db(), creator.userId, member.userId, new Date())) !== null;
    const answered = await pause(member, membership.id, 2);
    expect(answered.statusCode, answered.body).toBe(200);
    const until = addMonths(end, 2);
    expect(answered.json<Membership>()).toMatchObject({
      status: 'active',
      pause: { from: end.toISOString(), until: until.toISOString() },
      nextChargeAt: until.toISOString(),
    });
    expect(await memberEvents(app(), 'membership.paused', member.userId)).toEqual([
      { membershipId: membership.id, memberId: member.userId, from: end.toISOString(), until: until.toISOString() },
    ]);
    await app().events.dispatchPending();
    const inbox = (await call(member, app(), 'GET', '/api/notifications')).json<{ items: { kind: string; text: string }[] }>();
    expect(inbox.items.find((i) => i.kind === 'membership_notice')?.text).toMatch(
      new RegExp(
        `is paused from ${end.toISOString().slice(0, 10)} until ${until.toISOString().slice(0, 10)}; you keep access until`,
      ),
    );

    expect(await readsPosts()).toBe(true);
    // The paid month's end: paused, nothing charged, its renewal waits for the resume date.
    await runRenewalsOf(app(), membership.id);
    expect(await readsPosts()).toBe(false);
    const paused = await membershipRow(app(), membership.id);
    expect(paused.status).toBe('paused');
    expect(await membershipCharges(app(), membership.id)).toHaveLength(1);
    const jobs = await db()
      .selectFrom('scheduledJobs')
      .select(['key', 'runAt'])
      .where('key', 'like', `${MEMBERSHIP_RENEWAL_JOB}:${membership.id}:%`)
      .where('status', '=', 'pending')
      .execute();
    expect(jobs).toEqual([{ key: `${MEMBERSHIP_RENEWAL_JOB}:${membership.id}:${end.toISOString()}:1`, runAt: until }]);
    // Paused: not a member for members-only posts, still holding the place (one membership per creator).
    const list = (await call(member, app(), 'GET', '/api/me/memberships')).json<{ memberships: Membership[] }>();
    expect(list.memberships[0]).toMatchObject({ status: 'paused', pause: { until: until.toISOString() } });
    // Before the resume date the job does nothing; at it, the wallet pays a month starting then.
    expect(await renewAt(membership, end, new Date(until.getTime() - 60_000))).toEqual({ outcome: 'nothing' });
    const at = new Date(until.getTime() + 5_000);
    expect(await renewAt(membership, end, at)).toEqual({ outcome: 'renewed' });
    const resumed = await membershipRow(app(), membership.id);
    expect(await readsPosts()).toBe(true);
    expect(resumed).toMatchObject({
      status: 'active',
      pauseUntil: null,
      currentPeriodStart: at,
      currentPeriodEnd: addMonths(at, 1),
    });
    expect((await membershipCharges(app(), membership.id)).map((c) => Number(c.amount))).toEqual([PRICE, PRICE]);
    expect(await accountBalance(db(), 'user_wallet', member.userId)).toBe(PRICE);
    expect(await memberEvents(app(), 'membership.resumed', member.userId)).toMatchObject([{ reason: 'paid' }]);
    await expectLedgerWithMembershipsOk(app());
  });

  it('refuses a pause while a renewal is due or the membership is cancelled or already paused, and a tier change while paused', async () => {
    const cancelled = await walletMembership(app(), PRICE, PRICE);
    expect((await call(cancelled.member, app(), 'POST', `/api/memberships/${cancelled.membership.id}/cancel`)).statusCode).toBe(
      200,
    );
    const refusedCancelled = await pause(cancelled.member, cancelled.membership.id, 1);
    expect(refusedCancelled.statusCode).toBe(409);
    expect(messageOf(refusedCancelled)).toMatch(/cancelled/);

    // An empty wallet and no card at the period's end: past due.
    const due = await walletMembership(app(), PRICE, PRICE);
    await runRenewalsOf(app(), due.membership.id);
    expect((await membershipRow(app(), due.membership.id)).status).toBe('past_due');
    const refusedDue = await pause(due.member, due.membership.id, 1);
    expect(refusedDue.statusCode).toBe(409);
    expect(messageOf(refusedDue)).toMatch(/renewal of this membership is due/);

    const { member, membership } = await pausedMember(1);
    const again = await pause(member, membership.id, 3);
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toMatch(/already paused until/);
    expect((await pause(member, membership.id, 4)).statusCode).toBe(400);
    const tierChange = await call(member, app(), 'POST', `/api/memberships/${membership.id}/tier-change`, {
      body: { tierId: membership.tier.id },
      key: newKey(),
    });
    expect(tierChange.statusCode).toBe(409);
    expect(messageOf(tierChange)).toMatch(/resume it before changing tier/);
  });

  it('cancelling while paused ends it at once without a charge', async () => {
    const { member, membership } = await pausedMember(3);
    const canceled = await call(member, app(), 'POST', `/api/memberships/${membership.id}/cancel`);
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json<Membership>()).toMatchObject({ status: 'canceled', nextChargeAt: null, pause: null });
    expect(await memberEvents(app(), 'membership.ended', member.userId)).toMatchObject([{ reason: 'canceled' }]);
    const end = new Date(membership.currentPeriodEnd);
    expect(await renewAt(membership, end, addMonths(end, 4))).toEqual({ outcome: 'nothing' });
    expect(await membershipCharges(app(), membership.id)).toHaveLength(1);
    await expectLedgerWithMembershipsOk(app());
  });

  it('resume now calls off a pause not begun; of a begun one it charges the wallet now, or refuses when nothing can pay', async () => {
    const scheduled = await walletMembership(app(), PRICE, PRICE * 2);
    await pause(scheduled.member, scheduled.membership.id, 1);
    const calledOff = await resume(scheduled.member, scheduled.membership.id);
    expect(calledOff.statusCode, calledOff.body).toBe(200);
    expect(calledOff.json<Membership>()).toMatchObject({
      status: 'active',
      pause: null,
      nextChargeAt: scheduled.membership.currentPeriodEnd,
    });
    expect(await memberEvents(app(), 'membership.resumed', scheduled.member.userId)).toMatchObject([{ reason: 'called_off' }]);
    await runRenewalsOf(app(), scheduled.membership.id);
    expect((await membershipCharges(app(), scheduled.membership.id)).map((c) => Number(c.amount))).toEqual([PRICE, PRICE]);

    // Begun, with an empty wallet and no card: refused, still paused.
    const broke = await pausedMember(1, PRICE);
    const refused = await resume(broke.member, broke.membership.id);
    expect(refused.statusCode).toBe(422);
    expect(messageOf(refused)).toMatch(/^Top up your wallet to resume now: the first month costs 5\.00/);
    expect((await membershipRow(app(), broke.membership.id)).status).toBe('paused');

    await fundWallet(db(), broke.member.userId, PRICE);
    const before = Date.now();
    const resumed = await resume(broke.member, broke.membership.id);
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json<Membership>()).toMatchObject({ status: 'active', pause: null });
    const row = await membershipRow(app(), broke.membership.id);
    expect(row.currentPeriodStart.getTime()).toBeGreaterThanOrEqual(before);
    expect(await accountBalance(db(), 'user_wallet', broke.member.userId)).toBe(0);
    // The job of the old resume date, run later, finds the period renewed.
    await runRenewalsOf(app(), broke.membership.id);
    expect(await membershipCharges(app(), broke.membership.id)).toHaveLength(2);
    await expectLedgerWithMembershipsOk(app());
  });

  it('two resumes at once charge one month', async () => {
    const { member, membership } = await pausedMember(2);
    const answers = await Promise.all([resume(member, membership.id), resume(member, membership.id)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers.map((a) => a.json<Membership>().status)).toEqual(['active', 'active']);
    expect((await membershipCharges(app(), membership.id)).map((c) => Number(c.amount))).toEqual([PRICE, PRICE]);
    expect(await accountBalance(db(), 'user_wallet', member.userId)).toBe(PRICE);
    expect(await memberEvents(app(), 'membership.resumed', member.userId)).toHaveLength(1);
    await expectLedgerWithMembershipsOk(app());
  });
});
