// The `membership` payment purpose: a first month paid through the checkout, a renewal or an
// upgrade paid (or declined) by the saved card. The money always reaches the member's wallet first (payments).
import { sql, type Transaction } from 'kysely';
import type { Database, JsonObject } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { toMinorUnits } from '../ledger/amounts.js';
import type { CreditedPayment, DeclinedCharge, PaymentPurpose } from '../payments/service.js';
import { joinIn, type JoinDeps } from './join.js';
import {
  applyProviderEvent,
  payProviderInvoice,
  scheduleProviderCancel,
  startProviderBilling,
  type ProviderInvoiceRef,
} from './provider-billing.js';
import { endMembership, markUnpaid, payNextPeriod } from './renewal-results.js';
import { findTier, lockMember, lockMembership } from './repository.js';
import { cardGroupOf, MEMBERSHIP_PAYMENT_PURPOSE } from './renewal-schedule.js';
import type { UpgradeChargeMetadata } from './upgrade-by-card.js';
import { applyPaidUpgrade } from './upgrade-paid.js';

/** What this module puts in a `membership` payment's metadata (payments adds `chargeGroup` to a saved-card charge). */
interface MembershipPaymentMetadata {
  membershipJoin?: { tierId?: string };
  membershipRenewal?: { membershipId?: string; periodEnd?: string };
  membershipUpgrade?: Partial<UpgradeChargeMetadata>;
  /** Set by payments: the provider's subscription a checkout started, or the invoice of one that was paid (decision 0082). */
  providerSubscription?: { id?: string };
  providerInvoice?: ProviderInvoiceRef;
  chargeGroup?: string;
}

type Outcome = { membershipOutcome: { status: 'completed' | 'failed'; message: string | null } };
const completed: Outcome = { membershipOutcome: { status: 'completed', message: null } };
const failed = (message: string): Outcome => ({ membershipOutcome: { status: 'failed', message } });

export function membershipPaymentPurpose(deps: Omit<JoinDeps, 'db'>): PaymentPurpose {
  return {
    name: MEMBERSHIP_PAYMENT_PURPOSE,
    // Before the credit locks the wallet: the member's lock, which joins and renewals take first.
    lockBeforeCredit: (trx, payment) => lockMember(trx, payment.userId),
    onCredited: (trx, payment) => afterCredit(trx, deps, payment, new Date()),
    onDeclined: (trx, charge) => cardDeclined(trx, deps, charge, new Date()),
    // A membership Stripe bills: its failed invoices, changes and end (paid invoices come as credits).
    onProviderSubscriptionEvent: (trx, event) => applyProviderEvent(trx, { ...deps, db: trx }, event, new Date()),
  };
}

/**
 * In the credit's transaction: a first month's checkout joins the tier from the money now in the
 * wallet; a saved-card charge pays the renewal it was made for. Whatever is no longer possible
 * (joined meanwhile, the tier full, the renewal paid or ended) leaves the money in the wallet,
 * said on the payment.
 */
async function afterCredit(
  trx: Transaction<Database>,
  deps: Omit<JoinDeps, 'db'>,
  payment: CreditedPayment,
  now: Date,
): Promise<JsonObject | undefined> {
  const metadata = payment.metadata as MembershipPaymentMetadata;
  if (metadata.membershipRenewal) {
    const membership = await dueRenewal(trx, payment.userId, metadata);
    if (!membership) return failed('This renewal was no longer due; the money is in your wallet.');
    await payNextPeriod(trx, { ...deps, db: trx }, membership, now, 'card');
    return completed;
  }
  if (metadata.providerInvoice) {
    const refused = await payProviderInvoice(trx, { ...deps, db: trx }, payment, metadata.providerInvoice, now);
    return refused ? failed(refused) : completed;
  }
  if (metadata.membershipUpgrade) {
    const upgrade = await applyPaidUpgrade(trx, { ...deps, db: trx }, payment, metadata.membershipUpgrade, now);
    return upgrade.applied ? completed : failed(upgrade.message);
  }
  const tierId = metadata.membershipJoin?.tierId;
  if (!tierId) return undefined;
  // A refusal (joined meanwhile, tier full…) must not undo the credit: a savepoint around the join.
  const tier = await findTier(trx, tierId);
  // With Stripe, the checkout started a Subscription that bills the months from now on (0082).
  const providerSubscriptionId = metadata.providerSubscription?.id;
  const refuse = async (message: string) => {
    // Nothing here for that Subscription to bill: ended at the provider (a durable job), never charged again.
    if (providerSubscriptionId) await scheduleProviderCancel(trx, deps.jobs, providerSubscriptionId, now);
    return failed(message);
  };
  if (!tier || toMinorUnits(tier.price) > payment.amount || tier.currency !== payment.currency)
    return refuse('The price changed; the money is in your wallet.');
  await sql`savepoint membership_join`.execute(trx);
  try {
    const membership = await joinIn(trx, { ...deps, db: trx }, payment.userId, tierId, now, payment.id);
    if (providerSubscriptionId) await startProviderBilling(trx, membership.id, providerSubscriptionId, now);
    await sql`release savepoint membership_join`.execute(trx);
    return completed;
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
    await sql`rollback to savepoint membership_join`.execute(trx);
    return refuse(`${error.message} The money is in your wallet.`);
  }
}

/** The saved card refused a renewal: past due (or ended after the last try), as with a short wallet. A refused upgrade changes nothing. */
async function cardDeclined(
  trx: Transaction<Database>,
  deps: Omit<JoinDeps, 'db'>,
  charge: DeclinedCharge,
  now: Date,
): Promise<void> {
  const metadata = charge.metadata as MembershipPaymentMetadata;
  await lockMember(trx, charge.userId);
  const membership = await dueRenewal(trx, charge.userId, metadata);
  // Paid meanwhile or ended: the decline changes nothing; canceled meanwhile: it ends, as due.
  if (!membership) return;
  if (membership.cancelAtPeriodEnd) return endMembership(trx, membership, now, 'canceled');
  await markUnpaid(trx, deps, membership, { amount: charge.amount, now, reason: 'card_declined' });
}

/** The member's membership a card charge was for, locked, if that period's renewal is still unpaid. */
async function dueRenewal(trx: Transaction<Database>, memberId: string, metadata: MembershipPaymentMetadata) {
  const id = metadata.membershipRenewal?.membershipId;
  if (!id) return undefined;
  const membership = await lockMembership(trx, id);
  if (!membership || membership.memberId !== memberId || membership.status === 'canceled') return undefined;
  if (cardGroupOf(membership) !== metadata.chargeGroup) return undefined;
  return membership;
}
