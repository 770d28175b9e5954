import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { Registry } from '../../registry.js';
import type { PayoutResult } from './provider.js';

/** A payout still waiting for the provider's answer, as reconciliation asks the provider about it. */
export interface OpenPayout {
  id: string;
  /** Minor units. */
  amount: number;
  currency: string;
}

/**
 * Where payouts come from (wallet withdrawals), registered by their module at start-up:
 * reconciliation finds the stale ones, locks one at a time and hands back what the provider said,
 * without reading or locking that module's tables itself.
 */
export interface PayoutSource {
  /** Ids of payouts sent (or being sent) before `staleBefore` and still unanswered, oldest first. */
  findStale: (db: Kysely<Database>, staleBefore: Date, limit: number) => Promise<string[]>;
  /** Locks the payout if it is still unanswered; SKIP LOCKED: undefined when someone works on it right now. */
  lockOpen: (trx: Transaction<Database>, id: string) => Promise<OpenPayout | undefined>;
  /** Records the provider's answer under the lock; returns the payout's status afterwards. */
  recordOutcome: (trx: Transaction<Database>, id: string, result: PayoutResult) => Promise<{ status: string }>;
}

export type PayoutSources = Registry<PayoutSource>;

export function createPayoutSources(): PayoutSources {
  return new Registry<PayoutSource>('payout source');
}
