// A subscription Stripe bills (decision 0038): its paid invoices, its webhooks, ending it there.
import type { Transaction } from 'kysely';
import type { Database, JsonObject } from '../../db/schema.js';
import { recordEvent } from '../events/service.js';
import type { PaymentProvider, ProviderSubscriptionWebhookEvent } from '../payments/service.js';
import { chargeProviderPaidPeriod } from './charges.js';
import { markUnpaid, renewed } from './renewal-results.js';
import { findSubscription, findSubscriptionByProviderId, invoiceBySource, lockSubscriber } from './repository.js';
import { expire, isSubscribed, store, type PaymentMetadata, type TxDeps } from './rules.js';

/**
 * A period the provider's subscription billed (Stripe `invoice.paid`): the money reached the wallet
 * in this transaction and pays that period now (source `provider-invoice:<id>`, so it is charged
 * once). The provider's word wins: a subscription that had ended here (unpaid) is active again
 * for the period it paid.
 */
export async function renewFromProviderInvoice(
  trx: Transaction<Database>,
  deps: TxDeps,
  payment: { id: string; userId: string; amount: number; currency: string },
  invoiceRef: NonNullable<PaymentMetadata['providerInvoice']>,
  now: Date,
): Promise<JsonObject> {
  await lockSubscriber(trx, payment.userId);
  const row = await findSubscription(trx, payment.userId);
  if (!row || row.providerSubscriptionId !== invoiceRef.subscriptionId)
    return {
      subscriptionOutcome: {
        status: 'failed',
        message: 'No Pro subscription of yours matches this invoice; the money is in your wallet.',
      },
    };
  const source = `provider-invoice:${invoiceRef.ref}`;
  if (await invoiceBySource(trx, source)) return { subscriptionOutcome: { status: 'completed', message: null } };
  const plan = row.plan;
  const period = { start: new Date(invoiceRef.periodStart), end: new Date(invoiceRef.periodEnd) };
  const invoice = await chargeProviderPaidPeriod(trx, deps.terms, row.userId, plan, period, source, payment);
  if (period.end.getTime() > row.currentPeriodEnd.getTime() && period.end.getTime() > now.getTime())
    await renewed(trx, deps, row, plan, period, invoice, 'card');
  return { subscriptionOutcome: { status: 'completed', message: null } };
}

/**
 * The purpose's `onProviderSubscriptionEvent` (Stripe Billing webhooks, exactly once per event id,
 * decision 0038): a failed invoice → past due with our grace period and dunning; a change of
 * cancel at period end (also made in Stripe's own pages) → mirrored with its event; the end →
 * expired. Events about an older state than the one applied are `stale` (webhooks come in any order).
 */
export async function applyProviderSubscriptionEvent(
  trx: Transaction<Database>,
  deps: TxDeps,
  event: ProviderSubscriptionWebhookEvent,
  now: Date,
): Promise<string> {
  const found = await findSubscriptionByProviderId(trx, event.providerSubscriptionId);
  if (!found) return 'unknown';
  await lockSubscriber(trx, found.userId);
  const row = await findSubscription(trx, found.userId);
  if (row?.providerSubscriptionId !== event.providerSubscriptionId) return 'unknown';
  if (event.type === 'subscription.deleted') {
    if (!isSubscribed(row)) return 'not_subscribed';
    return expire(trx, { ...row, providerUpdatedAt: event.occurredAt }, row.status === 'past_due' ? 'unpaid' : 'canceled');
  }
  if (event.type === 'subscription.invoice_failed') {
    if (!isSubscribed(row)) return 'not_subscribed';
    // A failure for a period already paid (a late delivery) changes nothing.
    if (!event.invoice || event.invoice.periodEnd.getTime() <= row.currentPeriodEnd.getTime()) return 'stale';
    return markUnpaid(trx, deps, row, { plan: row.plan, amount: event.invoice.amount, now, reason: 'card_declined' });
  }
  // subscription.updated
  if (row.providerUpdatedAt && event.occurredAt.getTime() < row.providerUpdatedAt.getTime()) return 'stale';
  if (!isSubscribed(row)) return 'not_subscribed';
  if (event.ended)
    return expire(trx, { ...row, providerUpdatedAt: event.occurredAt }, row.status === 'past_due' ? 'unpaid' : 'canceled');
  const cancel = event.cancelAtPeriodEnd ?? row.cancelAtPeriodEnd;
  await store(trx, {
    ...row,
    cancelAtPeriodEnd: cancel,
    providerUpdatedAt: event.occurredAt,
    ...(cancel ? { nextPlan: null } : {}),
  });
  if (cancel === row.cancelAtPeriodEnd) return 'unchanged';
  await recordEvent(
    trx,
    cancel
      ? {
          type: 'subscription.canceled',
          payload: { userId: row.userId, plan: row.plan, currentPeriodEnd: row.currentPeriodEnd.toISOString() },
        }
      : { type: 'subscription.resumed', payload: { userId: row.userId, plan: row.plan } },
  );
  return cancel ? 'canceled' : 'resumed';
}

/** The job that ends a provider's subscription (PROVIDER_CANCEL_JOB): called in its claim, so a failure is retried. */
export async function cancelAtProvider(provider: PaymentProvider, providerSubscriptionId: string): Promise<void> {
  if (!provider.billing) return;
  await provider.billing.cancelNow(providerSubscriptionId);
}
