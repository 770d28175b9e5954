import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { DatedCursor } from '../../http/dated-cursor.js';

/** Reads of the audit log (written by each module's audited action; append-only by trigger). */
export interface AuditFilter {
  action: string | undefined;
  actorId: string | undefined;
  targetId: string | undefined;
  from: Date | undefined;
  /** Exclusive. */
  to: Date | undefined;
  after: DatedCursor | null;
  take: number;
}

export async function listAuditEntries(db: Kysely<Database>, filter: AuditFilter) {
  let query = db
    .selectFrom('auditLog')
    .leftJoin('users', 'users.id', 'auditLog.actorId')
    .select([
      'auditLog.id',
      'auditLog.action',
      'auditLog.actorId',
      'users.displayName as actorName',
      'auditLog.targetType',
      'auditLog.targetId',
      'auditLog.before',
      'auditLog.after',
      'auditLog.reason',
      'auditLog.details',
      'auditLog.createdAt',
    ]);
  // A prefix filter: "campaign." finds every campaign action.
  if (filter.action) query = query.where('auditLog.action', 'like', `${filter.action.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  if (filter.actorId) query = query.where('auditLog.actorId', '=', filter.actorId);
  if (filter.targetId) query = query.where('auditLog.targetId', '=', filter.targetId);
  if (filter.from) query = query.where('auditLog.createdAt', '>=', filter.from);
  if (filter.to) query = query.where('auditLog.createdAt', '<', filter.to);
  if (filter.after)
    query = query.where(sql<boolean>`(audit_log.created_at, audit_log.id) < (${filter.after.at}, ${filter.after.id}::uuid)`);
  return query.orderBy('auditLog.createdAt', 'desc').orderBy('auditLog.id', 'desc').limit(filter.take).execute();
}
