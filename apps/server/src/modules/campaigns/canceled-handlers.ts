import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { Registry } from '../../registry.js';

export interface CanceledCampaign {
  id: string;
  ownerId: string;
  title: string | null;
  currency: string;
  fundingModel: 'all_or_nothing' | 'keep_it_all' | null;
}

/** Runs inside the transaction that set status = 'canceled', after the row was locked and updated. */
export type CampaignCanceledHandler = (trx: Transaction<Database>, campaign: CanceledCampaign) => Promise<void>;

/**
 * What other modules do when an owner cancels a live campaign. Registered at start-up from their
 * plugin.ts (pledges returns every active pledge), so campaigns does not import them.
 */
export type CampaignCanceledHandlers = Registry<CampaignCanceledHandler>;

export function createCampaignCanceledHandlers(): CampaignCanceledHandlers {
  return new Registry<CampaignCanceledHandler>('campaign canceled handler');
}

/** Each registered handler in turn, in the cancelling transaction. */
export async function runCanceledHandlers(
  trx: Transaction<Database>,
  handlers: CampaignCanceledHandlers,
  campaign: CanceledCampaign,
): Promise<void> {
  for (const handler of handlers.all()) await handler(trx, campaign);
}
