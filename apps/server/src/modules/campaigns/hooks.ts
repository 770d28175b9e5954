import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface CanceledCampaign {
  id: string;
  ownerId: string;
  currency: string;
  fundingModel: 'all_or_nothing' | 'keep_it_all' | null;
}

/**
 * Called by cancelCampaign inside the transaction that sets status = 'canceled', after the row
 * is locked and updated. PRODUCT.md: "live → canceled by its owner (all pledges returned)".
 *
 * The pledge work fills this in: release every held pledge of the campaign back to its backer's
 * wallet through the ledger, in `trx`, so the cancellation and the refunds commit (or fail)
 * together. Until pledges exist there is nothing to return, so it does nothing.
 */
export async function onCampaignCanceled(trx: Transaction<Database>, campaign: CanceledCampaign): Promise<void> {
  void trx;
  void campaign;
  return Promise.resolve();
}
