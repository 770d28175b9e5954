import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../src/db/schema.js';

/** A pledge row as the pledges module leaves it (any status: past backers count as backers). */
export async function insertPledge(
  db: Kysely<Database>,
  campaignId: string,
  backerId: string,
  status: 'active' | 'canceled' | 'refunded' | 'collected' = 'active',
): Promise<void> {
  await db
    .insertInto('pledges')
    .values({ id: `p_${randomBytes(6).toString('hex')}`, campaignId, backerId, amount: 500, currency: 'USD', status })
    .execute();
}

export async function eventsOf(db: Kysely<Database>, type: string) {
  return db.selectFrom('events').select(['type', 'payload']).where('type', '=', type).execute();
}
