import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

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
 * credit: every payment lands in the payer's wallet first, so purposes beyond top-ups (the pledge
 * work: "through checkout for the missing amount") move it on from there in `trx`, committing or
 * failing together with the credit. A top-up needs nothing more.
 */
export async function onPaymentCredited(trx: Transaction<Database>, payment: CreditedPayment): Promise<void> {
  void trx;
  void payment;
  return Promise.resolve();
}
