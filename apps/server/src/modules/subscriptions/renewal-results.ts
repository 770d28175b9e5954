// What a renewal's outcome does to the subscription, whoever found it: the renewal job, the saved
// card's answer, or a Stripe webhook.
import type { SubscriptionPlan } from '@crowdspark/shared/constants/subscriptions';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { recordEvent } from '../events/service.js';
import { toMinorUnits } from '../ledger/amounts.js';
import type { InvoiceRow, SubscriptionRow } from './repository.js';
import { expire, RENEWAL_RETRY_MS, scheduleProviderCancel, scheduleRenewal, store, type TxDeps } from './rules.js';

/** The row after a paid renewal: active for `period`, the next renewal scheduled, `subscription.renewed`. */
export async function renewed(
  trx: Transaction<Database>,
  deps: TxDeps,
  row: SubscriptionRow,
  plan: SubscriptionPlan,
  period: { start: Date; end: Date },
  invoice: InvoiceRow,
  paidWith: 'wallet' | 'card',
): Promise<void> {
  await store(trx, {
    ...row,
    plan,
    status: 'active',
    currentPeriodStart: period.start,
    currentPeriodEnd: period.end,
    graceUntil: null,
    nextPlan: null,
  });
  await scheduleRenewal(trx, deps.jobs, row.userId, period.end);
  await recordEvent(trx, {
    type: 'subscription.renewed',
    payload: {
      userId: row.userId,
      plan,
      invoiceId: invoice.id,
      amount: toMinorUnits(invoice.amount),
      currency: invoice.currency,
      paidWith,
    },
  });
}

/**
 * A renewal that could not be paid: past due until the grace end (the period end +
 * SUBSCRIPTION_GRACE_DAYS), tried again daily (Stripe-billed: Stripe retries, we wait for the
 * grace end), `subscription.renewal_failed` each time (the dunning notice and mail); after the
 * grace end, Pro expires.
 */
export async function markUnpaid(
  trx: Transaction<Database>,
  deps: TxDeps,
  row: SubscriptionRow,
  input: { plan: SubscriptionPlan; amount: number; now: Date; reason: 'wallet_short' | 'card_declined' },
): Promise<'past_due' | 'expired'> {
  const graceUntil = row.graceUntil ?? new Date(row.currentPeriodEnd.getTime() + deps.terms.config.graceDays * 24 * 3600_000);
  if (graceUntil.getTime() <= input.now.getTime()) {
    if (row.billing === 'provider' && row.providerSubscriptionId)
      await scheduleProviderCancel(trx, deps.jobs, row.providerSubscriptionId);
    return expire(trx, row, 'unpaid');
  }
  await store(trx, { ...row, status: 'past_due', graceUntil });
  const retryAt =
    row.billing === 'provider' ? graceUntil : new Date(Math.min(input.now.getTime() + RENEWAL_RETRY_MS, graceUntil.getTime()));
  await scheduleRenewal(trx, deps.jobs, row.userId, retryAt);
  await recordEvent(trx, {
    type: 'subscription.renewal_failed',
    payload: {
      userId: row.userId,
      plan: input.plan,
      amount: input.amount,
      currency: deps.terms.currency,
      graceUntil: graceUntil.toISOString(),
      reason: input.reason,
    },
  });
  return 'past_due';
}
