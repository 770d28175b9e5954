import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { refundAllPledges } from '../pledges/settlement.js';

export interface CanceledCampaign {
  id: string;
  ownerId: string;
  currency: string;
  fundingModel: 'all_or_nothing' | 'keep_it_all' | null;
}

/**
 * Called by cancelCampaign inside the transaction that sets status = 'canceled', after the row
 * is locked and updated. PRODUCT.md: "live → canceled by its owner (all pledges returned)": every
 * active pledge goes back to its backer's wallet through the ledger in `trx`, so the cancellation
 * and the refunds commit (or fail) together. The settlement job then finds the campaign canceled
 * and does nothing.
 */
export async function onCampaignCanceled(trx: Transaction<Database>, campaign: CanceledCampaign): Promise<void> {
  const { title } = await trx.selectFrom('campaigns').select('title').where('id', '=', campaign.id).executeTakeFirstOrThrow();
  await refundAllPledges(trx, { id: campaign.id, title, currency: campaign.currency }, 'the creator canceled the campaign');
}
