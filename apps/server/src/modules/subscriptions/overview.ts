// GET /api/subscription: what Settings → Subscription shows; also the answer of every change.
import type { SubscriptionInvoice, SubscriptionOverview } from '@crowdspark/shared/contracts/subscriptions';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { toMinorUnits } from '../ledger/amounts.js';
import { savedMethodOf } from '../payments/service.js';
import type { PaymentProvider } from '../payments/service.js';
import { findSubscription, invoicesOf, type InvoiceRow } from './repository.js';
import { detailsOf, isSubscribed, priceOf, promotionCreditOf, type SubscriptionTerms } from './rules.js';

const INVOICES_SHOWN = 24;

function toInvoice(row: InvoiceRow): SubscriptionInvoice {
  return {
    // Paid through a payment (a checkout, a saved card, the provider's subscription) or from the wallet alone.
    paidWith: row.paymentId ? 'card' : 'wallet',
    id: row.id,
    plan: row.plan,
    kind: row.kind,
    amount: toMinorUnits(row.amount),
    prorationCredit: toMinorUnits(row.prorationCredit),
    currency: row.currency,
    periodStart: row.periodStart.toISOString(),
    periodEnd: row.periodEnd.toISOString(),
    createdAt: row.createdAt.toISOString(),
    // The charge is a wallet transaction: the wallet's receipt is the invoice's (modules/wallet).
    receiptUrl: `/api/wallet/transactions/${row.ledgerTransactionId}/receipt`,
  };
}

export async function subscriptionOverview(
  db: Kysely<Database> | Transaction<Database>,
  terms: SubscriptionTerms,
  provider: PaymentProvider,
  userId: string,
): Promise<SubscriptionOverview> {
  const row = await findSubscription(db, userId);
  const invoices = await invoicesOf(db, userId, INVOICES_SHOWN);
  const method = await savedMethodOf(db, provider, userId);
  return {
    plans: (['pro-monthly', 'pro-yearly'] as const).map((plan) => ({
      plan,
      price: priceOf(terms, plan),
      currency: terms.currency,
      interval: plan === 'pro-yearly' ? 'year' : 'month',
      promotionCredit: promotionCreditOf(terms, plan),
    })),
    standardFeePercent: terms.standardFeePercent,
    proFeePercent: terms.config.proFeePercent,
    graceDays: terms.config.graceDays,
    cardBilling: provider.billing ? 'provider' : 'platform',
    hasSubscription: isSubscribed(row),
    subscription: row
      ? { ...detailsOf(row), graceUntil: row.graceUntil?.toISOString() ?? null, nextPlan: row.nextPlan, billing: row.billing }
      : null,
    paymentMethod: method
      ? { brand: method.brand, last4: method.last4, expMonth: method.expMonth, expYear: method.expYear }
      : null,
    invoices: invoices.map(toInvoice),
  };
}
