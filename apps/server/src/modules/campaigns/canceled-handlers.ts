import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

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
export class CampaignCanceledHandlers {
  readonly #handlers: CampaignCanceledHandler[] = [];

  register(handler: CampaignCanceledHandler): void {
    this.#handlers.push(handler);
  }

  async run(trx: Transaction<Database>, campaign: CanceledCampaign): Promise<void> {
    for (const handler of this.#handlers) await handler(trx, campaign);
  }
}
