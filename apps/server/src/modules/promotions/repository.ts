import { sql } from 'kysely';
import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { Database, PromotionsTable, PromotionStatus } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;
export type PromotionRow = Selectable<PromotionsTable>;
export type PromotionCounter = 'impression' | 'click';

/** Promotions' tables (decision 0031); this file is their only writer. */

export async function insertPromotion(trx: Transaction<Database>, row: Insertable<PromotionsTable>): Promise<void> {
  await trx.insertInto('promotions').values(row).execute();
}

export async function findPromotion(db: Db, id: string): Promise<PromotionRow | undefined> {
  return db.selectFrom('promotions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The row, locked until the transaction ends: every state change of one promotion queues here. */
export async function findPromotionForUpdate(trx: Transaction<Database>, id: string): Promise<PromotionRow | undefined> {
  return trx.selectFrom('promotions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function updatePromotion(
  trx: Transaction<Database>,
  id: string,
  changes: Updateable<PromotionsTable>,
): Promise<PromotionRow> {
  return trx.updateTable('promotions').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function promotionsOfOwner(db: Db, ownerId: string, limit = 100): Promise<PromotionRow[]> {
  return db
    .selectFrom('promotions')
    .selectAll()
    .where('ownerId', '=', ownerId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The admins' queue: one status (or all), oldest first so the longest waiting comes first. */
export async function promotionsForReview(db: Db, status: PromotionStatus | undefined, limit = 200): Promise<PromotionRow[]> {
  let query = db.selectFrom('promotions').selectAll().orderBy('createdAt').orderBy('id').limit(limit);
  if (status) query = query.where('status', '=', status);
  return query.execute();
}

/** Promotions running now, in the order they started (the rotation's order). */
export async function runningPromotions(db: Db, now: Date): Promise<{ id: string; campaignId: string }[]> {
  return db
    .selectFrom('promotions')
    .select(['id', 'campaignId'])
    .where('status', '=', 'active')
    .where('startsAt', '<=', now)
    .where('endsAt', '>', now)
    .orderBy('startsAt')
    .orderBy('id')
    .execute();
}

/**
 * Counts one impression or click for a visitor on a day, unless that visitor was counted already
 * (the mark's primary key decides, whatever the interleaving). Returns whether it counted.
 */
export async function countOnce(
  trx: Transaction<Database>,
  mark: { promotionId: string; day: string; kind: PromotionCounter; visitor: string },
): Promise<boolean> {
  const marked = await trx
    .insertInto('promotionVisitorMarks')
    .values(mark)
    .onConflict((oc) => oc.columns(['promotionId', 'day', 'kind', 'visitor']).doNothing())
    .returning('promotionId')
    .executeTakeFirst();
  if (!marked) return false;
  const column = mark.kind === 'impression' ? 'impressions' : 'clicks';
  await trx
    .insertInto('promotionDailyStats')
    .values({ promotionId: mark.promotionId, day: mark.day, [column]: 1 })
    .onConflict((oc) =>
      oc.columns(['promotionId', 'day']).doUpdateSet({ [column]: sql`promotion_daily_stats.${sql.ref(column)} + 1` }),
    )
    .execute();
  return true;
}

export interface DailyCounts {
  promotionId: string;
  day: string;
  impressions: number;
  clicks: number;
}

/** The daily counts of these promotions (days as YYYY-MM-DD), optionally within [from, to]. */
export async function dailyCountsOf(
  db: Db,
  promotionIds: readonly string[],
  range?: { from: string; to: string },
): Promise<DailyCounts[]> {
  if (promotionIds.length === 0) return [];
  let query = db
    .selectFrom('promotionDailyStats')
    .select(['promotionId', 'impressions', 'clicks', sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day')])
    .where('promotionId', 'in', [...promotionIds])
    .orderBy('day');
  if (range) query = query.where('day', '>=', range.from).where('day', '<=', range.to);
  return query.execute();
}

/** Promotions of these campaigns that ran (were approved), for the per-day stats. */
export async function startedPromotionsOf(db: Db, campaignIds: readonly string[]): Promise<PromotionRow[]> {
  if (campaignIds.length === 0) return [];
  return db
    .selectFrom('promotions')
    .selectAll()
    .where('campaignId', 'in', [...campaignIds])
    .where('startsAt', 'is not', null)
    .execute();
}

/** Ids of a campaign's promotions waiting for review or running. */
export async function openPromotionIdsOf(db: Db, campaignId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('promotions')
    .select('id')
    .where('campaignId', '=', campaignId)
    .where('status', 'in', ['pending_review', 'active'])
    .execute();
  return rows.map((r) => r.id);
}
