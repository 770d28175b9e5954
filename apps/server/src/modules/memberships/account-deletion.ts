import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { JobRunner } from '../jobs/runner.js';
import { scheduleProviderCancel } from './provider-billing.js';
import { LIVE_STATUSES } from './repository.js';

/**
 * Account deletion's clean-up (identity's hook), as Pro's: the member's memberships end now,
 * nothing refunded or charged again (their renewal jobs then find them ended), and those Stripe
 * bills are ended at Stripe by the durable cancel job once the deletion has committed. Charges
 * stay: they are money history, like the ledger. A creator's own tiers are not touched here.
 */
export function endMembershipsOfDeletedAccount(jobs: JobRunner) {
  return async (trx: Transaction<Database>, userId: string): Promise<void> => {
    const now = new Date();
    const ended = await trx
      .updateTable('memberships')
      .set({ status: 'canceled', pauseUntil: null, nextTierId: null, updatedAt: now })
      .where('memberId', '=', userId)
      .where('status', 'in', LIVE_STATUSES)
      .returning(['billing', 'providerSubscriptionId'])
      .execute();
    for (const membership of ended)
      if (membership.billing === 'provider' && membership.providerSubscriptionId)
        await scheduleProviderCancel(trx, jobs, membership.providerSubscriptionId, now);
  };
}
