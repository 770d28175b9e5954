// The one way money moves for Pro: wallet → platform revenue, with its invoice and promotion credit.
// Used by every use case that charges a period (start, renewals, plan switch, card and Stripe payments).
import { formatMinorUnits } from '@crowdspark/shared/constants/money';
import { SUBSCRIPTION_PLAN_LABELS, type SubscriptionPlan } from '@crowdspark/shared/constants/subscriptions';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { getOrCreateAccount, postTransaction } from '../ledger/service.js';
import { grantPromotionCredit } from '../rewards/service.js';
import { insertInvoice, type InvoiceRow } from './repository.js';
import { promotionCreditOf, type SubscriptionTerms } from './rules.js';

export interface Charge {
  userId: string;
  plan: SubscriptionPlan;
  kind: InvoiceRow['kind'];
  price: number;
  prorationCredit: number;
  period: { start: Date; end: Date };
  /** Unique per charge: a job or webhook that runs twice finds its invoice and charges nothing. */
  source: string;
  paymentId?: string | null;
  createdBy: string | null;
}

/**
 * Moves the charge from the wallet to platform revenue, records the invoice and grants the
 * period's promotion credit. Throws the ledger's 422 when the wallet is too low.
 */
export async function charge(trx: Transaction<Database>, terms: SubscriptionTerms, input: Charge): Promise<InvoiceRow> {
  const amount = Math.max(0, input.price - input.prorationCredit);
  const label = SUBSCRIPTION_PLAN_LABELS[input.plan];
  const until = input.period.end.toISOString().slice(0, 10);
  const wallet = await getOrCreateAccount(trx, 'user_wallet', input.userId, terms.currency);
  const revenue = await getOrCreateAccount(trx, 'platform_revenue', null, terms.currency);
  const description =
    input.prorationCredit > 0
      ? `Crowdspark ${label} until ${until} (${formatMinorUnits(input.price)} less ${formatMinorUnits(input.prorationCredit)} unused time)`
      : `Crowdspark ${label} until ${until}`;
  // A ledger transaction cannot be empty; prices are positive and a credit never reaches the
  // yearly price with the configured prices, but a configuration that made it so is refused here.
  if (amount <= 0) throw new AppError('UNPROCESSABLE', 'This plan change would cost nothing; choose another plan.');
  const posted = await postTransaction(trx, {
    type: 'subscription',
    description,
    entries: [
      { accountId: wallet, amount: -amount },
      { accountId: revenue, amount },
    ],
    paymentId: input.paymentId ?? null,
    createdBy: input.createdBy,
  });
  const invoice = await insertInvoice(trx, {
    userId: input.userId,
    plan: input.plan,
    kind: input.kind,
    amount,
    prorationCredit: input.prorationCredit,
    currency: terms.currency,
    periodStart: input.period.start,
    periodEnd: input.period.end,
    ledgerTransactionId: posted.id,
    paymentId: input.paymentId ?? null,
    source: input.source,
  });
  await grantPromotionCredit(trx, {
    source: `subscription:${invoice.id}`,
    userId: input.userId,
    amount: promotionCreditOf(terms, input.plan),
    currency: terms.currency,
  });
  return invoice;
}

/**
 * A renewal period a provider payment paid (the saved card, or the provider's own subscription):
 * that money reached the wallet in this transaction and pays the period now, invoiced once per
 * `source` and linked to the payment.
 */
export function chargeProviderPaidPeriod(
  trx: Transaction<Database>,
  terms: SubscriptionTerms,
  userId: string,
  plan: Charge['plan'],
  period: Charge['period'],
  source: string,
  payment: { id: string; amount: number },
): Promise<InvoiceRow> {
  return charge(trx, terms, {
    userId,
    plan,
    kind: 'renewal',
    price: payment.amount,
    prorationCredit: 0,
    period,
    source,
    paymentId: payment.id,
    createdBy: null,
  });
}
