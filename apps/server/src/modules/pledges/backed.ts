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

/**
 * Whether the person ever pledged to the campaign, in any state (active, collected, canceled,
 * refunded): backers-only updates are for "anyone with a pledge, past or present"
 * (docs/product-rules.md#campaign-updates).
 */
export async function hasPledgedTo(db: Kysely<Database>, userId: string, campaignId: string): Promise<boolean> {
  const row = await db
    .selectFrom('pledges')
    .select('id')
    .where('backerId', '=', userId)
    .where('campaignId', '=', campaignId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Which of these people have a pledge (any state) on the campaign: the comments' "Backer" badge, in one query. */
export async function backersAmong(db: Kysely<Database>, campaignId: string, userIds: readonly string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom('pledges')
    .select('backerId')
    .distinct()
    .where('campaignId', '=', campaignId)
    .where('backerId', 'in', [...userIds])
    .execute();
  return rows.map((row) => row.backerId);
}

export interface CollectedPledge {
  pledgeId: string;
  backerId: string;
  /** Minor units: what the backer paid (reward, shipping and add-ons). */
  amount: number;
}

/**
 * The pledges a successful campaign collected (rewards grant points for them when it succeeds),
 * oldest first. One campaign's pledges: bounded by its backers.
 */
export async function collectedPledgesOf(db: Kysely<Database>, campaignId: string): Promise<CollectedPledge[]> {
  const rows = await db
    .selectFrom('pledges')
    .select(['id', 'backerId', 'amount'])
    .where('campaignId', '=', campaignId)
    .where('status', '=', 'collected')
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ pledgeId: row.id, backerId: row.backerId, amount: Number(row.amount) }));
}

/**
 * One batch of a successful campaign's collected pledges, by id after `afterId` (null: from the
 * start): work per backer goes in bounded batches (decision 0051).
 */
export async function collectedPledgesAfter(
  db: Kysely<Database>,
  campaignId: string,
  afterId: string | null,
  limit: number,
): Promise<CollectedPledge[]> {
  let query = db
    .selectFrom('pledges')
    .select(['id', 'backerId', 'amount'])
    .where('campaignId', '=', campaignId)
    .where('status', '=', 'collected');
  if (afterId !== null) query = query.where('id', '>', afterId);
  const rows = await query.orderBy('id').limit(limit).execute();
  return rows.map((row) => ({ pledgeId: row.id, backerId: row.backerId, amount: Number(row.amount) }));
}

/** How many people's pledges a successful campaign collected. */
export async function collectedBackerCount(db: Kysely<Database>, campaignId: string): Promise<number> {
  const row = await db
    .selectFrom('pledges')
    .select((eb) => eb.fn.count<string>('backerId').distinct().as('n'))
    .where('campaignId', '=', campaignId)
    .where('status', '=', 'collected')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Everyone with a pledge to the campaign in one of these states (notifications: who to tell). */
/**
 * One page of the distinct backers with pledges in these statuses, by backer id after `afterId`
 * (null: from the start): per-backer work goes in bounded batches (decision 0051).
 */
export async function backerIdsPage(
  db: Kysely<Database>,
  campaignId: string,
  statuses: readonly ('active' | 'collected' | 'refunded' | 'canceled')[],
  afterId: string | null,
  limit: number,
): Promise<string[]> {
  let query = db
    .selectFrom('pledges')
    .select('backerId')
    .distinct()
    .where('campaignId', '=', campaignId)
    .where('status', 'in', [...statuses]);
  if (afterId !== null) query = query.where('backerId', '>', afterId);
  const rows = await query.orderBy('backerId').limit(limit).execute();
  return rows.map((row) => row.backerId);
}

export async function backerIdsOf(
  db: Kysely<Database>,
  campaignId: string,
  statuses: readonly ('active' | 'collected' | 'refunded' | 'canceled')[],
): Promise<string[]> {
  const rows = await db
    .selectFrom('pledges')
    .select('backerId')
    .distinct()
    .where('campaignId', '=', campaignId)
    .where('status', 'in', [...statuses])
    .execute();
  return rows.map((row) => row.backerId);
}
