import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { completePledgeAfterPayment, PLEDGE_PAYMENT_PURPOSE } from '../pledges/pledge-after-payment.js';

export interface CreditedPayment {
  id: string;
  userId: string;
  amount: number;
  currency: string;
  /** 'top_up', or what a later feature opened the checkout for (e.g. a pledge's missing amount). */
  purpose: string;
  metadata: Record<string, unknown>;
  /** The ledger transaction that credited the payer's wallet. */
  creditTransactionId: string;
}

/**
 * Called by webhook processing inside the transaction that credits the wallet, right after the
 * credit: every payment lands in the payer's wallet first, so purposes beyond top-ups move it on
 * from there in `trx`, committing or failing together with the credit. A checkout for the missing
 * part of a pledge makes that pledge now (pledges/pledge-after-payment.ts).
 */
export async function onPaymentCredited(trx: Transaction<Database>, payment: CreditedPayment): Promise<void> {
  if (payment.purpose === PLEDGE_PAYMENT_PURPOSE) await completePledgeAfterPayment(trx, payment, new Date());
}
