import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Kysely, Transaction, UpdateObject } from 'kysely';
import type { Database, JsonValue } from '../db/schema.js';

type Executor = Kysely<Database> | Transaction<Database>;

export interface StoredKey {
  scope: string;
  requestHash: string;
  status: 'in_flight' | 'completed';
  responseStatus: number | null;
  responseBody: JsonValue | null;
}

/** This attempt holds the key: `leaseToken` fences it, `resumedResourceId` is what a dead attempt already made. */
export interface HeldKey {
  leaseToken: string;
  resumedResourceId: string | null;
}

export interface KeyIdentity {
  userId: string;
  key: string;
}

/**
 * Claims the key for this request, committed at once (its own statement, outside any money
 * transaction) so a concurrent repeat sees it. Three outcomes:
 * - the key is new: it is ours, with a lease of `leaseMs`;
 * - the key is in flight for the same request but its lease ran out (the process holding it died):
 *   it is ours now, with a new token (the dead holder can no longer complete it), and whatever that
 *   holder linked (`resource_id`) is handed over so the work is resumed rather than repeated;
 * - otherwise the row already there (answered, still running, or another request).
 * The lease is measured on the database clock, the same for every server.
 */
export async function claimKey(
  db: Kysely<Database>,
  row: KeyIdentity & { scope: string; requestHash: string },
  leaseMs: number,
): Promise<{ held: HeldKey } | { existing: StoredKey }> {
  const leaseToken = randomUUID();
  const leaseExpiresAt = sql<Date>`now() + make_interval(secs => ${leaseMs / 1000})`;
  const inserted = await db
    .insertInto('idempotencyKeys')
    .values({ ...row, status: 'in_flight', leaseToken, leaseExpiresAt })
    .onConflict((oc) => oc.columns(['userId', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  if (inserted) return { held: { leaseToken, resumedResourceId: null } };
  const takenOver = await db
    .updateTable('idempotencyKeys')
    .set({ leaseToken, leaseExpiresAt })
    .where('userId', '=', row.userId)
    .where('key', '=', row.key)
    .where('status', '=', 'in_flight')
    .where('scope', '=', row.scope)
    .where('requestHash', '=', row.requestHash)
    .where('leaseExpiresAt', '<', sql<Date>`now()`)
    .returning('resourceId')
    .executeTakeFirst();
  if (takenOver) return { held: { leaseToken, resumedResourceId: takenOver.resourceId } };
  const existing = await db
    .selectFrom('idempotencyKeys')
    .select(['scope', 'requestHash', 'status', 'responseStatus', 'responseBody'])
    .where('userId', '=', row.userId)
    .where('key', '=', row.key)
    .executeTakeFirst();
  // Deleted between our insert and select (its first request failed with a 5xx): claim again.
  return existing ? { existing } : claimKey(db, row, leaseMs);
}

/**
 * Stores the answer, only while this attempt still holds the key. Pass the transaction of the
 * request's work to commit both together (a crash then leaves the answer and its work, or neither).
 * Returns false when another attempt took the key over.
 */
export async function completeKey(
  db: Executor,
  id: KeyIdentity,
  leaseToken: string,
  response: { status: number; body: JsonValue },
): Promise<boolean> {
  return updateHeldKey(db, id, leaseToken, {
    status: 'completed',
    responseStatus: response.status,
    responseBody: response.body,
    completedAt: new Date(),
  });
}

/** Links the payment or withdrawal this attempt made, in the transaction that made it. False when superseded. */
export async function linkResource(
  trx: Transaction<Database>,
  id: KeyIdentity,
  leaseToken: string,
  resourceId: string,
): Promise<boolean> {
  return updateHeldKey(trx, id, leaseToken, { resourceId });
}

/** Updates the key only while this attempt's lease token still holds it in flight. */
async function updateHeldKey(
  db: Executor,
  id: KeyIdentity,
  leaseToken: string,
  changes: UpdateObject<Database, 'idempotencyKeys'>,
): Promise<boolean> {
  const result = await db
    .updateTable('idempotencyKeys')
    .set(changes)
    .where('userId', '=', id.userId)
    .where('key', '=', id.key)
    .where('leaseToken', '=', leaseToken)
    .where('status', '=', 'in_flight')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * After a server error: a key with no durable effect is deleted (the same key simply runs again);
 * one that already made something keeps it, with its lease ended, so the retry resumes at once.
 */
export async function releaseKey(db: Kysely<Database>, id: KeyIdentity, leaseToken: string): Promise<void> {
  const deleted = await db
    .deleteFrom('idempotencyKeys')
    .where('userId', '=', id.userId)
    .where('key', '=', id.key)
    .where('leaseToken', '=', leaseToken)
    .where('status', '=', 'in_flight')
    .where('resourceId', 'is', null)
    .executeTakeFirst();
  if (deleted.numDeletedRows > 0n) return;
  await db
    .updateTable('idempotencyKeys')
    .set({ leaseExpiresAt: sql<Date>`now()` })
    .where('userId', '=', id.userId)
    .where('key', '=', id.key)
    .where('leaseToken', '=', leaseToken)
    .where('status', '=', 'in_flight')
    .execute();
}

/** Stored answers are kept for this long; a key reused later is a new request. */
export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes keys created before `before` (answered or abandoned), at most `limit` at a time, oldest
 * first. Returns how many went.
 */
export async function deleteKeysCreatedBefore(db: Executor, before: Date, limit: number): Promise<number> {
  const oldest = await db
    .selectFrom('idempotencyKeys')
    .select(['userId', 'key'])
    .where('createdAt', '<', before)
    .orderBy('createdAt')
    .limit(limit)
    .execute();
  if (!oldest.length) return 0;
  const result = await db
    .deleteFrom('idempotencyKeys')
    .where((eb) => eb.or(oldest.map((k) => eb.and([eb('userId', '=', k.userId), eb('key', '=', k.key)]))))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes every key of the user with its stored answer (their account is being deleted). */
export async function deleteKeysOfUser(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom('idempotencyKeys').where('userId', '=', userId).execute();
}
