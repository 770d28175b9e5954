import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { countPendingPaymentsSince } from './repository.js';

export const PENDING_TOP_UP_BLOCKS_DELETION = 'A top-up is still being processed: wait until it completes.';

/** A checkout still waiting for the provider this recently may yet credit the wallet. */
const PENDING_PAYMENT_WINDOW_MS = 24 * 3600_000;

/**
 * Hook before account deletion: a payment opened in the last day and not answered yet may still
 * credit money, so the account waits for it. Older pending checkouts are abandoned.
 */
export async function pendingPaymentBlockingDeletion(trx: Transaction<Database>, userId: string): Promise<string | null> {
  const since = new Date(Date.now() - PENDING_PAYMENT_WINDOW_MS);
  return (await countPendingPaymentsSince(trx, userId, since)) > 0 ? PENDING_TOP_UP_BLOCKS_DELETION : null;
}
