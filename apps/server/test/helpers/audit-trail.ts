import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.js';

/** The audit entries about one target, oldest first, in the columns the tests compare. */
export function auditTrail(db: Kysely<Database>, targetId: string) {
  return db
    .selectFrom('auditLog')
    .select(['action', 'actorId', 'targetType', 'before', 'after', 'reason'])
    .where('targetId', '=', targetId)
    .orderBy('createdAt')
    .execute();
}

/** The entry an admin's suspension or restoring of a campaign writes: the status before and after, and why. */
export function campaignStatusEntry(
  actorId: string,
  action: 'suspend' | 'restore',
  statuses: { from: string; to: string },
  reason: string,
) {
  return {
    action: `campaign.${action}`,
    actorId,
    targetType: 'campaign',
    before: { status: statuses.from },
    after: { status: statuses.to },
    reason,
  };
}
