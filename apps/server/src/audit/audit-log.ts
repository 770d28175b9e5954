import type { Kysely } from 'kysely';
import type { Database, JsonObject, JsonValue } from '../db/schema.js';

/**
 * One line of the append-only audit log (migration 0028's trigger refuses updates and deletes):
 * who did what to which thing, its state before and after, and why. Written by the module whose
 * admin action it records, in the transaction of the change (docs/decisions/0035-admin-portal.md).
 * Infrastructure: it imports no module, and it is the only code that writes `audit_log`.
 */
export interface AdminAuditEntry {
  /** Null when no person acted (the command line creating the first superadmin). */
  actorId: string | null;
  action: string;
  targetType?: string | null;
  targetId: string;
  before?: JsonValue | null;
  after?: JsonValue | null;
  reason?: string | null;
  /** Anything else worth keeping (amounts, ids of related things). */
  details?: JsonObject;
}

export async function writeAuditEntry(trx: Kysely<Database>, entry: AdminAuditEntry): Promise<void> {
  await trx
    .insertInto('auditLog')
    .values({
      actorId: entry.actorId,
      action: entry.action,
      targetType: entry.targetType ?? null,
      targetId: entry.targetId,
      before: entry.before == null ? null : JSON.stringify(entry.before),
      after: entry.after == null ? null : JSON.stringify(entry.after),
      reason: entry.reason ?? null,
      details: entry.details ?? {},
    })
    .execute();
}
