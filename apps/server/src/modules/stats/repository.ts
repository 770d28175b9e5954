import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * The only writer of stats' tables (migration 0027): daily pledge and follower counts kept from
 * domain events, each pledge's last known amount, and the events already counted.
 */

/** Marks the event counted; false when it already was (a redelivery), and the caller then does nothing. */
export async function markEventSeen(trx: Transaction<Database>, eventId: string): Promise<boolean> {
  const inserted = await trx
    .insertInto('statsSeenEvents')
    .values({ eventId })
    .onConflict((oc) => oc.column('eventId').doNothing())
    .returning('eventId')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function forgetSeenEventsBefore(db: Executor, before: Date): Promise<void> {
  await db.deleteFrom('statsSeenEvents').where('seenAt', '<', before).execute();
}

export interface CampaignDayDelta {
  pledges?: number;
  cancellations?: number;
  amount?: number;
}

export async function addToCampaignDay(
  trx: Transaction<Database>,
  campaignId: string,
  day: string,
  delta: CampaignDayDelta,
): Promise<void> {
  const values = { pledges: delta.pledges ?? 0, cancellations: delta.cancellations ?? 0, amount: delta.amount ?? 0 };
  await trx
    .insertInto('statsCampaignDays')
    .values({ campaignId, day, ...values })
    .onConflict((oc) =>
      oc.columns(['campaignId', 'day']).doUpdateSet({
        pledges: sql<number>`stats_campaign_days.pledges + excluded.pledges`,
        cancellations: sql<number>`stats_campaign_days.cancellations + excluded.cancellations`,
        amount: sql<string>`stats_campaign_days.amount + excluded.amount`,
      }),
    )
    .execute();
}

export async function addToFollowerDay(
  trx: Transaction<Database>,
  userId: string,
  day: string,
  followed: number,
  unfollowed: number,
): Promise<void> {
  await trx
    .insertInto('statsFollowerDays')
    .values({ userId, day, followed, unfollowed })
    .onConflict((oc) =>
      oc.columns(['userId', 'day']).doUpdateSet({
        followed: sql<number>`stats_follower_days.followed + excluded.followed`,
        unfollowed: sql<number>`stats_follower_days.unfollowed + excluded.unfollowed`,
      }),
    )
    .execute();
}

export interface PledgeAmount {
  amount: number;
  canceled: boolean;
}

/** The pledge's last known amount, locked for the change about to be counted. */
export async function findPledgeAmountForUpdate(trx: Transaction<Database>, pledgeId: string): Promise<PledgeAmount | undefined> {
  const row = await trx
    .selectFrom('statsPledgeAmounts')
    .select(['amount', 'canceled'])
    .where('pledgeId', '=', pledgeId)
    .forUpdate()
    .executeTakeFirst();
  return row ? { amount: Number(row.amount), canceled: row.canceled } : undefined;
}

export async function savePledgeAmount(
  trx: Transaction<Database>,
  pledge: { pledgeId: string; campaignId: string; amount: number; canceled: boolean },
): Promise<void> {
  await trx
    .insertInto('statsPledgeAmounts')
    .values(pledge)
    .onConflict((oc) => oc.column('pledgeId').doUpdateSet({ amount: pledge.amount, canceled: pledge.canceled }))
    .execute();
}

export interface CampaignDayRow {
  campaignId: string;
  day: string;
  pledges: number;
  cancellations: number;
  amount: number;
}

export async function campaignDaysOf(
  db: Executor,
  campaignIds: readonly string[],
  fromDay: string,
  toDay: string,
): Promise<CampaignDayRow[]> {
  if (campaignIds.length === 0) return [];
  const rows = await db
    .selectFrom('statsCampaignDays')
    .select(['campaignId', sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'pledges', 'cancellations', 'amount'])
    .where('campaignId', 'in', campaignIds)
    .where('day', '>=', fromDay)
    .where('day', '<=', toDay)
    .execute();
  return rows.map((row) => ({ ...row, amount: Number(row.amount) }));
}

export interface FollowerDayRow {
  day: string;
  followed: number;
  unfollowed: number;
}

/** The person's follower changes per day from `fromDay` on (to today: later days shape the count of earlier ones). */
export async function followerDaysOf(db: Executor, userId: string, fromDay: string): Promise<FollowerDayRow[]> {
  return db
    .selectFrom('statsFollowerDays')
    .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'followed', 'unfollowed'])
    .where('userId', '=', userId)
    .where('day', '>=', fromDay)
    .orderBy('day')
    .execute();
}

/** The first day anything was counted for these campaigns or this person (the start of "all time"). */
export async function firstCountedDay(db: Executor, campaignIds: readonly string[], userId: string): Promise<string | null> {
  const row = await sql<{ day: string | null }>`
    select to_char(min(day), 'YYYY-MM-DD') as day from (
      select min(day) as day from stats_campaign_days where campaign_id in (${campaignIds.length ? sql.join(campaignIds) : sql`null`})
      union all
      select min(day) from stats_follower_days where user_id = ${userId}
    ) firsts`.execute(db);
  return row.rows[0]?.day ?? null;
}
