import type { Kysely } from 'kysely';
import type { Database, JsonValue } from '../db/schema.js';

export interface StoredKey {
  scope: string;
  requestHash: string;
  status: 'in_flight' | 'completed';
  responseStatus: number | null;
  responseBody: JsonValue | null;
}

/**
 * Claims the key for this request, committed at once (its own statement, outside any money
 * transaction) so a concurrent repeat sees it. Returns null when the key is new and now ours,
 * otherwise the row already there.
 */
export async function claimKey(
  db: Kysely<Database>,
  row: { userId: string; key: string; scope: string; requestHash: string },
): Promise<StoredKey | null> {
  const inserted = await db
    .insertInto('idempotencyKeys')
    .values({ ...row, status: 'in_flight' })
    .onConflict((oc) => oc.columns(['userId', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  if (inserted) return null;
  const existing = await db
    .selectFrom('idempotencyKeys')
    .select(['scope', 'requestHash', 'status', 'responseStatus', 'responseBody'])
    .where('userId', '=', row.userId)
    .where('key', '=', row.key)
    .executeTakeFirst();
  // Deleted between our insert and select (its first request failed with a 5xx): claim again.
  return existing ?? claimKey(db, row);
}

export async function completeKey(
  db: Kysely<Database>,
  userId: string,
  key: string,
  response: { status: number; body: JsonValue },
): Promise<void> {
  await db
    .updateTable('idempotencyKeys')
    .set({ status: 'completed', responseStatus: response.status, responseBody: response.body, completedAt: new Date() })
    .where('userId', '=', userId)
    .where('key', '=', key)
    .execute();
}

export async function releaseKey(db: Kysely<Database>, userId: string, key: string): Promise<void> {
  await db.deleteFrom('idempotencyKeys').where('userId', '=', userId).where('key', '=', key).execute();
}
