import type { Kysely } from 'kysely';
import type { Database, LedgerTransactionType } from '../../db/schema.js';
import { accountEntries } from '../ledger/service.js';

export interface EscrowMovementRow {
  id: string;
  type: LedgerTransactionType;
  pledgeId: string | null;
  createdAt: Date;
  /** As it moved the campaign's escrow: pledges in (+), refunds and the settlement out (−). */
  amount: string;
  currency: string;
}

/** Every movement of the campaign's escrow account, oldest first (reads the ledger's tables). */
export async function escrowMovements(db: Kysely<Database>, campaignId: string): Promise<EscrowMovementRow[]> {
  return accountEntries(db, 'campaign_escrow', campaignId)
    .select(['t.id', 't.type', 't.pledgeId', 't.createdAt', 'e.amount', 'a.currency'])
    .orderBy('t.seq')
    .execute();
}

/** The campaign's owner as the statement names them. */
export async function ownerNameOf(db: Kysely<Database>, ownerId: string): Promise<string> {
  const row = await db.selectFrom('users').select('displayName').where('id', '=', ownerId).executeTakeFirst();
  return row?.displayName ?? 'Unknown creator';
}
