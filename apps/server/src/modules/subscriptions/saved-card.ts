// The card saved for renewals (decision 0038): adding or removing it, and its charges' outcomes.
import type { SubscriptionOverview } from '@crowdspark/shared/contracts/subscriptions';
import type { Transaction } from 'kysely';
import type { Database, JsonObject } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { removeSavedMethod, startSetupCheckout } from '../payments/service.js';
import type { DeclinedCharge } from '../payments/service.js';
import { chargeProviderPaidPeriod } from './charges.js';
import { subscriptionOverview } from './overview.js';
import { markUnpaid, renewed } from './renewal-results.js';
import { findSubscription, invoiceBySource, lockSubscriber } from './repository.js';
import { isSubscribed, renewalSourceOf, type PaymentMetadata, type SubscriptionDeps, type TxDeps } from './rules.js';

/**
 * A renewal the saved card paid (decision 0038): the money reached the wallet in this
 * transaction; the period is charged from it now, unless the renewal is no longer due (then the
 * money stays in the wallet, noted on the payment).
 */
export async function completeCardRenewal(
  trx: Transaction<Database>,
  deps: TxDeps,
  payment: { id: string; userId: string; amount: number; currency: string },
  metadata: PaymentMetadata,
): Promise<JsonObject> {
  await lockSubscriber(trx, payment.userId);
  const row = await findSubscription(trx, payment.userId);
  const source = metadata.chargeGroup ?? '';
  const plan = metadata.subscription?.plan;
  const start = metadata.subscription?.periodStart;
  const end = metadata.subscription?.periodEnd;
  const stale =
    !isSubscribed(row) ||
    row.billing !== 'platform' ||
    renewalSourceOf(row) !== source ||
    (plan !== 'pro-monthly' && plan !== 'pro-yearly') ||
    !start ||
    !end ||
    (await invoiceBySource(trx, source)) !== undefined;
  if (stale)
    return { subscriptionOutcome: { status: 'failed', message: 'This renewal was no longer due; the money is in your wallet.' } };
  const period = { start: new Date(start), end: new Date(end) };
  const invoice = await chargeProviderPaidPeriod(trx, deps.terms, row.userId, plan, period, source, payment);
  await renewed(trx, deps, row, plan, period, invoice, 'card');
  return { subscriptionOutcome: { status: 'completed', message: null } };
}

/**
 * The purpose's `onDeclined`: the saved card refused a renewal. Past due (or expired after the
 * grace end) as with an empty wallet, with the reason in the dunning notice.
 */
export async function cardDeclined(trx: Transaction<Database>, deps: TxDeps, declined: DeclinedCharge, now: Date): Promise<void> {
  const metadata = declined.metadata as PaymentMetadata;
  await lockSubscriber(trx, declined.userId);
  const row = await findSubscription(trx, declined.userId);
  const plan = metadata.subscription?.plan;
  // Paid meanwhile, canceled or ended: the decline changes nothing.
  if (!isSubscribed(row) || row.billing !== 'platform' || renewalSourceOf(row) !== metadata.chargeGroup) return;
  if (plan !== 'pro-monthly' && plan !== 'pro-yearly') return;
  await markUnpaid(trx, deps, row, { plan, amount: declined.amount, now, reason: 'card_declined' });
}

/**
 * Opens the provider's page to save a card for renewals (add one, or replace the saved one;
 * decision 0038). Only with Pro: the card exists for its renewals. A Stripe-billed subscription's
 * new card becomes the one Stripe charges.
 */
export async function startCardSetup(
  deps: SubscriptionDeps & { publicUrl: string },
  userId: string,
): Promise<{ checkoutUrl: string }> {
  const row = await findSubscription(deps.db, userId);
  if (!isSubscribed(row)) throw new AppError('CONFLICT', 'A card is saved for Pro renewals: subscribe to Pro first.');
  return startSetupCheckout(deps.db, deps.payments.provider, {
    userId,
    currency: deps.terms.currency,
    publicUrl: deps.publicUrl,
    returnPath: '/settings?tab=subscription',
    providerSubscriptionId: row.billing === 'provider' ? row.providerSubscriptionId : null,
  });
}

/** Removes the saved card (at the provider too); renewals are then paid from the wallet only. */
export async function removeCard(deps: SubscriptionDeps, userId: string): Promise<SubscriptionOverview> {
  if (!(await removeSavedMethod(deps.db, deps.payments.provider, userId)))
    throw new AppError('NOT_FOUND', 'No card is saved for your renewals.');
  return subscriptionOverview(deps.db, deps.terms, deps.payments.provider, userId);
}
