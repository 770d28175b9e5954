import { sql } from 'kysely';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, ReportResolutionValue, ReportsTable, ReportTargetType } from '../../db/schema.js';

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

export interface ReportFilter {
  status: 'open' | 'resolved' | 'dismissed' | undefined;
  targetType: ReportTargetType | undefined;
  assigneeId: string | undefined;
}

/** One page of the queue, newest first (keyset on created_at, id), with the reporter and assignee names. */
export async function listReportPage(db: Db, filter: ReportFilter, after: { at: Date; id: string } | null, take: number) {
  let query = db
    .selectFrom('reports')
    .innerJoin('users', 'users.id', 'reports.reporterId')
    .leftJoin('users as assignee', 'assignee.id', 'reports.assigneeId')
    .selectAll('reports')
    .select(['users.username', 'users.displayName', 'assignee.displayName as assigneeName']);
  if (filter.status) query = query.where('reports.status', '=', filter.status);
  if (filter.targetType) query = query.where('reports.targetType', '=', filter.targetType);
  if (filter.assigneeId) query = query.where('reports.assigneeId', '=', filter.assigneeId);
  if (after) query = query.where(sql<boolean>`(reports.created_at, reports.id) < (${after.at}, ${after.id})`);
  return query.orderBy('reports.createdAt', 'desc').orderBy('reports.id', 'desc').limit(take).execute();
}

export async function findReportRow(db: Db, id: string) {
  return db
    .selectFrom('reports')
    .innerJoin('users', 'users.id', 'reports.reporterId')
    .leftJoin('users as assignee', 'assignee.id', 'reports.assigneeId')
    .selectAll('reports')
    .select(['users.username', 'users.displayName', 'assignee.displayName as assigneeName'])
    .where('reports.id', '=', id)
    .executeTakeFirst();
}

export async function lockReport(trx: Transaction<Database>, id: string) {
  return trx.selectFrom('reports').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function setAssignee(trx: Transaction<Database>, id: string, assigneeId: string | null): Promise<void> {
  await trx.updateTable('reports').set({ assigneeId }).where('id', '=', id).execute();
}

/** Open reports of the same target (every reporter of it is told the outcome), locked. */
export async function lockOpenReportsOf(trx: Transaction<Database>, targetType: ReportTargetType, targetId: string) {
  return trx
    .selectFrom('reports')
    .selectAll()
    .where('targetType', '=', targetType)
    .where('targetId', '=', targetId)
    .where('status', '=', 'open')
    .orderBy('id')
    .forUpdate()
    .execute();
}

export async function markResolved(
  trx: Transaction<Database>,
  ids: readonly string[],
  values: { status: 'resolved' | 'dismissed'; resolution: ReportResolutionValue; note: string; by: string; at: Date },
): Promise<void> {
  if (ids.length === 0) return;
  await trx
    .updateTable('reports')
    .set({
      status: values.status,
      resolution: values.resolution,
      resolutionNote: values.note,
      resolvedBy: values.by,
      resolvedAt: values.at,
    })
    .where('id', 'in', ids)
    .execute();
}

/** Whether the id is an admin's (reports are assigned to admins only). */
export async function isAdminUser(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where('role', 'in', ['admin', 'superadmin'])
    .where('banned', '=', false)
    .executeTakeFirst();
  return row !== undefined;
}
