import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * The campaigns a person backed (an active or collected pledge: refunded and canceled pledges do
 * not count), most recent pledge first, at most `limit`: the profile's "Backed" list (shown only
 * when the person's privacy setting allows it; the caller checks).
 */
export async function backedCampaignIds(db: Kysely<Database>, backerId: string, limit = 24): Promise<string[]> {
  const rows = await db
    .selectFrom('pledges')
    .select(['campaignId', sql<Date>`max(created_at)`.as('lastPledgedAt')])
    .where('backerId', '=', backerId)
    .where('status', 'in', ['active', 'collected'])
    .groupBy('campaignId')
    .orderBy(sql`max(created_at)`, 'desc')
    .orderBy('campaignId', 'desc')
    .limit(Math.max(1, Math.min(limit, 100)))
    .execute();
  return rows.map((row) => row.campaignId);
}
