// Pausing a membership for 1 to 3 months and resuming it (decision 0080, docs/product-rules.md#memberships).
import { formatMinorUnits } from '@crowdspark/shared/constants/money';
import type { Membership } from '@crowdspark/shared/contracts/memberships';
import type { Kysely, Transaction } from 'kysely';
import { addMonths } from '../../calendar-months.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { recordEvent } from '../events/service.js';
import { walletBalanceOf } from '../ledger/service.js';
import { savedMethodOf, settleSavedMethodCharge, type PaymentProvider, type WebhookContext } from '../payments/service.js';
import { UUID, type JoinDeps } from './join.js';
import { presentMembership } from './presenter.js';
import { renewalPriceOf } from './renewal-results.js';
import { renewMembership } from './renewal.js';
import { scheduleRenewal } from './renewal-schedule.js';
import { stripeBilled, type StripeBilledMembership } from './stripe-calls.js';
import { pauseAtStripe, resumeAtStripe } from './stripe-pause.js';
import { findTier, lockMember, lockMembership, membershipsOf, updateMembership, type MembershipRow } from './repository.js';

const NOT_FOUND = 'This membership does not exist.';
const day = (at: Date) => at.toISOString().slice(0, 10);

export type PauseDeps = JoinDeps & { payments: WebhookContext };

/** The member's membership, under the member's lock then its row lock (the order renewals take them). */
async function lockOwn(trx: Transaction<Database>, memberId: string, id: string): Promise<MembershipRow> {
  if (!UUID.test(id)) throw new AppError('NOT_FOUND', NOT_FOUND);
  await lockMember(trx, memberId);
  const membership = await lockMembership(trx, id);
  if (!membership || membership.memberId !== memberId) throw new AppError('NOT_FOUND', NOT_FOUND);
  return membership;
}

async function present(db: Kysely<Database> | Transaction<Database>, memberId: string, id: string): Promise<Membership> {
  const [row] = await membershipsOf(db, memberId, id);
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return presentMembership(row);
}

/** The pause asked for, after the rules every pause checks: from the paid month's end for `months`. */
function pauseWindow(membership: MembershipRow, months: number, now: Date): { from: Date; until: Date } {
  if (membership.status === 'canceled') throw new AppError('CONFLICT', 'This membership has ended; there is nothing to pause.');
  if (membership.status === 'paused')
    throw new AppError('CONFLICT', `This membership is already paused until ${day(membership.pauseUntil ?? now)}.`);
  if (membership.status === 'past_due')
    throw new AppError('CONFLICT', 'A renewal of this membership is due: pay it (top up your wallet) before pausing.');
  if (membership.cancelAtPeriodEnd)
    throw new AppError('CONFLICT', 'This membership is cancelled: it ends with the paid month, so there is nothing to pause.');
  return { from: membership.currentPeriodEnd, until: addMonths(membership.currentPeriodEnd, months) };
}

/**
 * POST /api/memberships/:id/pause: from the end of the paid month (the member keeps access until
 * then, nothing is refunded) for `months`; the renewal job at that end pauses it instead of
 * charging, and charges again at the resume date. A pause not begun yet is replaced; a begun one,
 * a payment due or a cancelled membership is a 409. Billed by Stripe: Stripe is told first
 * (stripe-pause.ts: its invoices until then are voided), and the renewal job at the paid month's
 * end only marks it paused; Stripe's first paid invoice after the pause makes it active again.
 */
export async function pauseMembership(
  deps: Pick<JoinDeps, 'db' | 'now' | 'jobs'> & { provider: PaymentProvider },
  memberId: string,
  id: string,
  months: number,
): Promise<Membership> {
  const now = deps.now?.() ?? new Date();
  const billed = await stripeBilled(deps.db, memberId, id);
  if (billed) {
    // The rules first (locks only to read), so Stripe is never paused for a pause refused here.
    const { until } = await deps.db
      .transaction()
      .execute(async (trx) => pauseWindow(await lockOwn(trx, memberId, id), months, now));
    await pauseAtStripe(deps.provider, billed.providerSubscriptionId, until);
  }
  return deps.db.transaction().execute(async (trx) => {
    const membership = await lockOwn(trx, memberId, id);
    const { from, until } = pauseWindow(membership, months, now);
    await updateMembership(trx, membership.id, { pauseUntil: until }, now);
    // Stripe renews it, so no renewal job waits at the paid month's end: this one marks it paused there (renewal.ts).
    if (membership.billing === 'provider') await scheduleRenewal(trx, deps.jobs, membership.id, membership.currentPeriodEnd);
    await recordEvent(trx, {
      type: 'membership.paused',
      payload: { membershipId: membership.id, memberId, from: from.toISOString(), until: until.toISOString() },
    });
    return present(trx, memberId, id);
  });
}

/**
 * POST /api/memberships/:id/resume. A pause not begun is called off (the renewal at the paid
 * month's end charges as usual). A begun one charges the first month now through the renewal
 * itself: the wallet, else the saved card (charged after this commit, as the renewal job does);
 * with neither, a 422 and nothing changes. Two resumes at once: the second finds it active and
 * answers it as it is (one charge). Not paused at all: answered as it is too.
 */
export async function resumeMembership(deps: PauseDeps, memberId: string, id: string): Promise<Membership> {
  const now = deps.now?.() ?? new Date();
  const billed = await stripeBilled(deps.db, memberId, id);
  if (billed) return resumeStripeBilled(deps, billed, now);
  const cardCharge = await deps.db.transaction().execute(async (trx) => {
    const membership = await lockOwn(trx, memberId, id);
    if (membership.status === 'canceled') throw new AppError('CONFLICT', 'This membership has ended; join again instead.');
    if (membership.status === 'active') {
      if (membership.pauseUntil) {
        await updateMembership(trx, membership.id, { pauseUntil: null }, now);
        await recordEvent(trx, {
          type: 'membership.resumed',
          payload: { membershipId: membership.id, memberId, reason: 'called_off' },
        });
      }
      return undefined;
    }
    if (membership.status !== 'paused') return undefined;
    // The month starts now (never before the last paid one ended: DEV_TOOLS' renew-now may begin a pause early).
    const at = now > membership.currentPeriodEnd ? now : new Date(membership.currentPeriodEnd.getTime() + 1000);
    const tier = await findTier(trx, membership.nextTierId ?? membership.tierId);
    // A paused membership's month starts when it is paid (renewal-results.ts#renewalStartOf): at `at`.
    const price = renewalPriceOf(membership, tier, at);
    const walletPays = (await walletBalanceOf(trx, memberId, membership.currency)) >= price;
    if (!walletPays && !(await savedMethodOf(trx, deps.payments.provider, memberId)))
      throw new AppError(
        'UNPROCESSABLE',
        `Top up your wallet to resume now: the first month costs ${formatMinorUnits(price)} ${membership.currency}. Or wait for the resume date.`,
      );
    await updateMembership(trx, membership.id, { pauseUntil: at }, now);
    const payload = { membershipId: membership.id, periodEnd: membership.currentPeriodEnd.toISOString(), attempt: 1 };
    const run = await renewMembership(trx, deps, payload, at);
    return run.cardCharge;
  });
  // The saved card is charged once the resume committed, as the renewal job does; declined, the
  // membership is past due (the usual tries follow).
  if (cardCharge) await settleSavedMethodCharge(deps.db, deps.payments, cardCharge);
  return present(deps.db, memberId, id);
}

/**
 * Resume now of a membership Stripe bills: Stripe first (stripe-pause.ts). A pause not begun is
 * called off; a begun one restarts Stripe's period now, so Stripe invoices the month at once and
 * its `invoice.paid` makes the membership active (until then it stays paused, due now; declined,
 * `invoice.payment_failed` makes it past due as any card renewal).
 */
async function resumeStripeBilled(deps: PauseDeps, billed: StripeBilledMembership, now: Date): Promise<Membership> {
  // Its resume date reached (or resumed already): Stripe is invoicing the month, never restarted twice.
  if (billed.status === 'paused' && (!billed.pauseUntil || billed.pauseUntil <= now))
    return present(deps.db, billed.memberId, billed.id);
  const begun = billed.status === 'paused';
  if (begun || (billed.status === 'active' && billed.pauseUntil)) await resumeAtStripe(deps.payments.provider, billed, begun);
  return deps.db.transaction().execute(async (trx) => {
    const membership = await lockOwn(trx, billed.memberId, billed.id);
    if (membership.status === 'canceled') throw new AppError('CONFLICT', 'This membership has ended; join again instead.');
    if (membership.status === 'active' && membership.pauseUntil) {
      await updateMembership(trx, membership.id, { pauseUntil: null }, now);
      await recordEvent(trx, {
        type: 'membership.resumed',
        payload: { membershipId: membership.id, memberId: membership.memberId, reason: 'called_off' },
      });
    } else if (membership.status === 'paused' && begun) await updateMembership(trx, membership.id, { pauseUntil: now }, now);
    return present(trx, membership.memberId, membership.id);
  });
}
