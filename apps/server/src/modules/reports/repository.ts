import { sql } from 'kysely';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, ReportsTable } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The only writer of `reports` (decision 0024). Reads join `users` for the reporter's name. */

/** Inserts the report; false when this reporter already reported this target (the unique index decides). */
export async function insertReport(trx: Db, values: Insertable<ReportsTable>): Promise<boolean> {
  const inserted = await trx
    .insertInto('reports')
    .values(values)
    .onConflict((oc) => oc.columns(['reporterId', 'targetType', 'targetId']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** A person found by username (case-insensitive), unless disabled: reports of profiles name them so. */
export async function findUserIdByUsername(db: Db, username: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .where('banned', '=', false)
    .executeTakeFirst();
  return row?.id;
}

/** One page of the queue, newest first (keyset on created_at, id). */
export async function listReportPage(db: Db, after: { at: Date; id: string } | null, take: number) {
  let query = db
    .selectFrom('reports')
    .innerJoin('users', 'users.id', 'reports.reporterId')
    .selectAll('reports')
    .select(['users.username', 'users.displayName']);
  if (after) query = query.where(sql<boolean>`(reports.created_at, reports.id) < (${after.at}, ${after.id})`);
  return query.orderBy('reports.createdAt', 'desc').orderBy('reports.id', 'desc').limit(take).execute();
}
