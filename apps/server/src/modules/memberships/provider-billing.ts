// A membership Stripe bills (decision 0082, as Pro's in 0038): each month's paid invoice, its
// failures, its end, mirrored here. The money of a paid invoice reaches the member's wallet first
// (payments) and moves on to the creator here, in the credit's transaction, as a card renewal's.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { recordEvent } from '../events/service.js';
import type { JobRunner } from '../jobs/runner.js';
import type { PaymentProvider, ProviderSubscriptionWebhookEvent } from '../payments/service.js';
import { chargePeriod, type JoinDeps } from './join.js';
import { endMembership, markUnpaid } from './renewal-results.js';
import {
  chargeExists,
  findMembershipByProviderId,
  findTier,
  lockMember,
  lockMembership,
  updateMembership,
  type MembershipRow,
} from './repository.js';

/** Ends a provider's subscription we no longer give anything for (a duplicate, or ended unpaid here); retried until it is. */
export const PROVIDER_CANCEL_JOB = 'membership-provider-cancel';

export function scheduleProviderCancel(trx: Transaction<Database>, jobs: JobRunner, providerSubscriptionId: string, now: Date) {
  return jobs.schedule(trx, {
    name: PROVIDER_CANCEL_JOB,
    key: `${PROVIDER_CANCEL_JOB}:${providerSubscriptionId}`,
    runAt: now,
    payload: { providerSubscriptionId },
  });
}

/** The job's work, inside its claim (a failure is retried by the job runner). */
export async function cancelAtProvider(provider: PaymentProvider, providerSubscriptionId: string): Promise<void> {
  await provider.billing?.cancelNow(providerSubscriptionId);
}

/** A membership just joined through a provider's subscription checkout: from now on the provider bills it. */
export function startProviderBilling(
  trx: Transaction<Database>,
  membershipId: string,
  providerSubscriptionId: string,
  now: Date,
) {
  return updateMembership(trx, membershipId, { billing: 'provider', providerSubscriptionId }, now);
}

/** The membership a provider subscription bills, locked after its member (the order every path takes). */
async function lockedByProviderId(
  trx: Transaction<Database>,
  providerSubscriptionId: string,
): Promise<MembershipRow | undefined> {
  const found = await findMembershipByProviderId(trx, providerSubscriptionId);
  if (!found) return undefined;
  await lockMember(trx, found.memberId);
  const membership = await lockMembership(trx, found.id);
  return membership?.providerSubscriptionId === providerSubscriptionId ? membership : undefined;
}

export interface ProviderInvoiceRef {
  ref: string;
  subscriptionId: string;
  periodStart: string;
  periodEnd: string;
  /** update: made by a change of the Subscription (an upgrade's proration, or a pause ended early). */
  reason?: 'cycle' | 'update';
}

/**
 * A month the provider billed (Stripe `invoice.paid`; the first month's money came with the
 * checkout): the money now in the wallet pays the period Stripe names, as one membership charge
 * of source `provider-invoice:<id>` (so a second delivery charges nothing). Active again if it was
 * past due; `membership.renewed` for the receipt. Null: the money stays in the wallet (the message).
 */
export async function payProviderInvoice(
  trx: Transaction<Database>,
  deps: JoinDeps,
  payment: { userId: string; amount: number; currency: string },
  invoice: ProviderInvoiceRef,
  now: Date,
): Promise<string | null> {
  const membership = await lockedByProviderId(trx, invoice.subscriptionId);
  if (!membership || membership.memberId !== payment.userId || membership.status === 'canceled')
    return 'No membership of yours matches this invoice; the money is in your wallet.';
  const source = `provider-invoice:${invoice.ref}`;
  if (await chargeExists(trx, source)) return null;
  if (payment.currency !== membership.currency) return 'This invoice is in another currency; the money is in your wallet.';
  const start = new Date(invoice.periodStart);
  const end = new Date(invoice.periodEnd);
  // An upgrade's proration, within the paid month (stripe-tier-change.ts): paid on to the creator.
  if (invoice.reason === 'update' && end.getTime() <= membership.currentPeriodEnd.getTime())
    return payProviderUpgrade(trx, deps, membership, payment.amount, source, now);
  const tierId = membership.nextTierId ?? membership.tierId;
  const tier = await findTier(trx, tierId);
  if (end.getTime() <= membership.currentPeriodEnd.getTime()) return 'This month was already paid; the money is in your wallet.';
  const paid = { ...membership, tierId, price: String(payment.amount), currentPeriodStart: start, currentPeriodEnd: end };
  await updateMembership(
    trx,
    membership.id,
    {
      status: 'active',
      tierId,
      nextTierId: null,
      unpaidTries: 0,
      pauseUntil: null,
      price: paid.price,
      currentPeriodStart: start,
      currentPeriodEnd: end,
    },
    now,
  );
  const chargeId = await chargePeriod(trx, deps, paid, tier?.title ?? 'Membership', source, now);
  await recordEvent(trx, {
    type: 'membership.renewed',
    payload: {
      membershipId: membership.id,
      memberId: membership.memberId,
      chargeId,
      amount: payment.amount,
      currency: membership.currency,
      paidWith: 'card',
    },
  });
  // The first month after a pause (at its date, or resumed early): Stripe collects again.
  if (membership.status === 'paused')
    await recordEvent(trx, {
      type: 'membership.resumed',
      payload: { membershipId: membership.id, memberId: membership.memberId, reason: 'paid' },
    });
  return null;
}

/**
 * The prorated difference Stripe charged for an upgrade (`always_invoice`): the tier and price
 * changed here when Stripe accepted it (stripe-tier-change.ts), so this only pays the money on,
 * as the paid month's `upgrade` charge with the same fee rule as a month.
 */
async function payProviderUpgrade(
  trx: Transaction<Database>,
  deps: JoinDeps,
  membership: MembershipRow,
  amount: number,
  source: string,
  now: Date,
): Promise<null> {
  const tier = await findTier(trx, membership.tierId);
  const upgrade = { ...membership, price: String(amount), currentPeriodStart: now };
  await chargePeriod(trx, deps, upgrade, tier?.title ?? 'Membership', source, now, 'upgrade');
  return null;
}

/**
 * The purpose's `onProviderSubscriptionEvent`: a failed invoice → past due with the same notices
 * as a declined card (Stripe retries on its own schedule; after our last try the membership ends
 * and the subscription is canceled there); cancel at period end mirrored (also a change made in
 * Stripe's pages), ordered by the event's time; deleted or ended → the membership ends.
 */
export async function applyProviderEvent(
  trx: Transaction<Database>,
  deps: JoinDeps,
  event: ProviderSubscriptionWebhookEvent,
  now: Date,
): Promise<string> {
  const membership = await lockedByProviderId(trx, event.providerSubscriptionId);
  if (!membership) return 'unknown';
  if (membership.status === 'canceled') return 'not_a_member';
  const end = () => endMembership(trx, membership, now, membership.status === 'past_due' ? 'unpaid' : 'canceled');
  if (event.type === 'subscription.deleted') {
    await end();
    return 'ended';
  }
  if (event.type === 'subscription.invoice_failed') {
    // A failure for a period already paid (a late delivery) changes nothing.
    if (!event.invoice || event.invoice.periodEnd.getTime() <= membership.currentPeriodEnd.getTime()) return 'stale';
    const outcome = await markUnpaid(trx, deps, membership, { amount: event.invoice.amount, now, reason: 'card_declined' });
    if (outcome === 'unpaid_ended') await scheduleProviderCancel(trx, deps.jobs, event.providerSubscriptionId, now);
    return outcome;
  }
  if (membership.providerUpdatedAt && event.occurredAt.getTime() < membership.providerUpdatedAt.getTime()) return 'stale';
  if (event.ended) {
    await end();
    return 'ended';
  }
  const cancel = event.cancelAtPeriodEnd ?? membership.cancelAtPeriodEnd;
  await updateMembership(trx, membership.id, { cancelAtPeriodEnd: cancel, providerUpdatedAt: event.occurredAt }, now);
  return cancel === membership.cancelAtPeriodEnd ? 'unchanged' : cancel ? 'canceled' : 'resumed';
}
