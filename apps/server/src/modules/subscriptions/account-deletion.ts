import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { JobRunner } from '../jobs/runner.js';
import { endSubscriptionNow } from './repository.js';
import { scheduleProviderCancel } from './rules.js';

/**
 * Account deletion's clean-up (identity's hook): the subscription ends now, without a refund or
 * another charge (the renewal job then finds it ended), and a Stripe-billed one is ended at Stripe.
 * Invoices stay: they are money history, like the ledger.
 */
export function endSubscriptionOfDeletedAccount(jobs: JobRunner) {
  return async (trx: Kysely<Database>, userId: string): Promise<void> => {
    const ended = await endSubscriptionNow(trx, userId);
    if (ended?.billing === 'provider' && ended.providerSubscriptionId)
      await scheduleProviderCancel(trx, jobs, ended.providerSubscriptionId);
  };
}
