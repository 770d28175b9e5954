import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { findSubscription } from './repository.js';
import { isSubscribed, type SubscriptionTerms } from './rules.js';

/** The settlement's fee rule (registered on pledges' app.settlementFeeRules): Pro owners pay less. */
export function proSettlementFeeRule(terms: SubscriptionTerms) {
  return async (trx: Transaction<Database>, ownerId: string): Promise<{ percent: number; rule: string } | null> =>
    isSubscribed(await findSubscription(trx, ownerId)) ? { percent: terms.config.proFeePercent, rule: 'pro' } : null;
}
