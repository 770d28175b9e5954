import type { AdminSubscriptionList, AdminSubscriptionsQuery } from '@crowdspark/shared/contracts/subscriptions';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { decodeDatedCursor, encodeDatedCursor } from '../../http/dated-cursor.js';
import { countSubscriptions, searchSubscriptions } from './repository.js';

const ADMIN_CURSOR = 'admin-subscriptions';

/**
 * The admin portal's subscriptions overview (decision 0035): the counts by status and plan over
 * every subscription, and one keyset page of the list, narrowed by status and plan. Read only.
 */
export async function adminSubscriptionList(
  db: Kysely<Database>,
  query: AdminSubscriptionsQuery,
): Promise<AdminSubscriptionList> {
  const [rows, counted] = await Promise.all([
    searchSubscriptions(db, {
      status: query.status,
      plan: query.plan,
      after: query.cursor ? decodeDatedCursor(query.cursor, ADMIN_CURSOR) : null,
      take: query.limit + 1,
    }),
    countSubscriptions(db),
  ]);
  const counts: AdminSubscriptionList['counts'] = {
    total: 0,
    byStatus: { active: 0, past_due: 0, canceled: 0 },
    byPlan: { 'pro-monthly': 0, 'pro-yearly': 0 },
  };
  for (const { status, plan, count } of counted) {
    counts.total += count;
    counts.byStatus[status] += count;
    counts.byPlan[plan] += count;
  }
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    counts,
    items: page.map((row) => ({
      userId: row.userId,
      displayName: row.displayName,
      email: row.email,
      plan: row.plan,
      status: row.status,
      currentPeriodEnd: row.currentPeriodEnd.toISOString(),
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      startedAt: row.startedAt.toISOString(),
    })),
    nextCursor:
      rows.length > query.limit && last ? encodeDatedCursor(ADMIN_CURSOR, { at: last.startedAt, id: last.userId }) : null,
  };
}
