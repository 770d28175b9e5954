import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { recordEvent } from '../events/service.js';
import { toMinorUnits } from '../ledger/amounts.js';
import { getOrCreateAccount, postTransaction } from '../ledger/service.js';
import type { PaymentProvider } from './provider.js';
import type { PaymentPurposes } from './purposes.js';
import { mergePaymentMetadata, setPaymentOutcome, type PaymentRow } from './repository.js';

// Money the provider says arrived reaches the wallet here, whichever way it came: a checkout's or
// a provider invoice's webhook, or a charge to the saved card.

export interface WebhookContext {
  provider: PaymentProvider;
  /** A credited payment's purpose moves the money on (a pledge); registered by the modules. */
  purposes: PaymentPurposes;
  log: FastifyBaseLogger;
}

/**
 * Credits a payment the provider says arrived (locked, not yet credited): provider clearing →
 * the payer's wallet, the payment succeeded, `payment.credited`, then its purpose moves the money
 * on in the same transaction (a pledge, a Pro period).
 */
export async function creditPaymentIn(
  trx: Transaction<Database>,
  { purposes }: WebhookContext,
  payment: PaymentRow,
): Promise<void> {
  const amount = toMinorUnits(payment.amount);
  const purpose = purposes.find(payment.purpose);
  await purpose?.lockBeforeCredit?.(trx, payment);
  const clearing = await getOrCreateAccount(trx, 'provider_clearing', null, payment.currency);
  const wallet = await getOrCreateAccount(trx, 'user_wallet', payment.userId, payment.currency);
  const credit = await postTransaction(trx, {
    type: 'top_up',
    description: payment.purpose === 'top_up' ? 'Wallet top-up' : `Payment (${payment.purpose.replace(/_/g, ' ')})`,
    entries: [
      { accountId: clearing, amount: -amount },
      { accountId: wallet, amount },
    ],
    paymentId: payment.id,
    createdBy: payment.userId,
  });
  await setPaymentOutcome(trx, payment.id, 'succeeded', credit.id);
  await recordEvent(trx, {
    type: 'payment.credited',
    payload: { paymentId: payment.id, userId: payment.userId, purpose: payment.purpose, amount, currency: payment.currency },
  });
  // A top-up stays in the wallet; a pledge's checkout makes the pledge now (same transaction).
  const note = await purpose?.onCredited?.(trx, {
    id: payment.id,
    userId: payment.userId,
    amount,
    currency: payment.currency,
    purpose: payment.purpose,
    metadata: payment.metadata,
    creditTransactionId: credit.id,
  });
  if (note) await mergePaymentMetadata(trx, payment.id, note);
}
