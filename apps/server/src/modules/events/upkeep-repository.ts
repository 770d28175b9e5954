import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { SubscriptionKey } from './repository.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** What a sweep writes on a delivery it gives up on: an operator reads it in the admin portal. */
export const ABANDONED_REASON = 'subscriber no longer registered';

/**
 * Deletes up to `limit` deliveries that reached their subscriber before `before` (and abandoned
 * ones whose event is that old); failed and pending deliveries stay for an operator.
 */
export async function deleteFinishedDeliveriesBefore(trx: Executor, before: Date, limit: number): Promise<number> {
  const delivered = await sql`
    delete from event_deliveries where (event_id, subscriber) in (
      select event_id, subscriber from event_deliveries
      where status = 'delivered' and delivered_at < ${before}
      order by delivered_at limit ${limit}
    )`.execute(trx);
  const abandoned = await sql`
    delete from event_deliveries where (event_id, subscriber) in (
      select d.event_id, d.subscriber from event_deliveries d join events e on e.id = d.event_id
      where d.status = 'abandoned' and e.occurred_at < ${before}
      limit ${limit}
    )`.execute(trx);
  return Number(delivered.numAffectedRows ?? 0) + Number(abandoned.numAffectedRows ?? 0);
}

/**
 * Deletes up to `limit` events recorded before `before` that no delivery refers to any more: every
 * subscriber had it and its delivery was pruned (or it had no subscriber). An event with a pending
 * or failed delivery stays, so nothing a subscriber still needs is lost.
 */
export async function deleteSpentEventsBefore(trx: Executor, before: Date, limit: number): Promise<number> {
  const result = await sql`
    delete from events where id in (
      select e.id from events e
      where e.occurred_at < ${before}
        and not exists (select 1 from event_deliveries d where d.event_id = e.id)
      order by e.id limit ${limit}
    )`.execute(trx);
  return Number(result.numAffectedRows ?? 0);
}

/**
 * Marks abandoned up to `limit` pending deliveries whose subscriber no server runs: no
 * subscription row for it was refreshed since `seenSince` (running dispatchers refresh theirs), and
 * the calling server does not run it either (`running`). Then forgets those subscriptions, so new
 * events get no deliveries for them. Returns how many deliveries were abandoned.
 */
export async function abandonStaleDeliveries(
  trx: Transaction<Database>,
  running: readonly SubscriptionKey[],
  seenSince: Date,
  limit: number,
): Promise<number> {
  const runningKeys = running.map(({ eventType, subscriber }) => `${eventType} ${subscriber}`);
  const result = await sql`
    update event_deliveries d set status = 'abandoned', last_error = ${ABANDONED_REASON}
    where (d.event_id, d.subscriber) in (
      select d2.event_id, d2.subscriber from event_deliveries d2 join events e on e.id = d2.event_id
      where d2.status = 'pending'
        and not ((e.type || ' ' || d2.subscriber) = any(${runningKeys}::text[]))
        and not exists (
          select 1 from event_subscriptions s
          where s.event_type = e.type and s.subscriber = d2.subscriber and s.last_seen_at >= ${seenSince}
        )
      limit ${limit}
    )`.execute(trx);
  await sql`
    delete from event_subscriptions s
    where s.last_seen_at < ${seenSince} and not ((s.event_type || ' ' || s.subscriber) = any(${runningKeys}::text[]))`.execute(
    trx,
  );
  return Number(result.numAffectedRows ?? 0);
}

export interface OutboxHealth {
  /** Deliveries waiting (due now or retrying later). */
  pending: number;
  /** Deliveries that used up their attempts. */
  failed: number;
  /** Pending deliveries whose last attempt failed (still retrying). */
  retrying: number;
  /** Seconds since the oldest event with a pending delivery was recorded; 0 when none waits. */
  oldestPendingAgeSeconds: number;
}

/**
 * Cheap enough for a readiness probe: each count reads a partial index (pending: the dispatcher's
 * due index; failed: migration 0038's), never the delivered rows. The oldest pending event is the
 * one with the lowest id among pending deliveries (ids grow with time).
 */
export async function outboxHealth(db: Executor): Promise<OutboxHealth> {
  const { rows } = await sql<{ pending: string; failed: string; retrying: string; oldest: string | null }>`
    select
      (select count(*) from event_deliveries where status = 'pending') as pending,
      (select count(*) from event_deliveries where status = 'failed') as failed,
      (select count(*) from event_deliveries where status = 'pending' and last_error is not null) as retrying,
      (select extract(epoch from now() - e.occurred_at) from events e
        where e.id = (select min(event_id) from event_deliveries where status = 'pending')) as oldest`.execute(db);
  const row = rows[0];
  return {
    pending: Number(row?.pending ?? 0),
    failed: Number(row?.failed ?? 0),
    retrying: Number(row?.retrying ?? 0),
    oldestPendingAgeSeconds: Math.max(0, Math.floor(Number(row?.oldest ?? 0))),
  };
}

export interface ProblemDelivery {
  eventId: string;
  eventType: string;
  subscriber: string;
  status: 'pending' | 'failed';
  attempts: number;
  lastError: string | null;
  occurredAt: Date;
  nextAttemptAt: Date;
}

/** Failed deliveries and pending ones whose last attempt failed, newest events first. */
export async function listProblemDeliveries(db: Executor, limit: number): Promise<ProblemDelivery[]> {
  const rows = await db
    .selectFrom('eventDeliveries as d')
    .innerJoin('events as e', 'e.id', 'd.eventId')
    .select([
      'd.eventId',
      'e.type as eventType',
      'd.subscriber',
      'd.status',
      'd.attempts',
      'd.lastError',
      'e.occurredAt',
      'd.nextAttemptAt',
    ])
    .where((eb) =>
      eb.or([eb('d.status', '=', 'failed'), eb.and([eb('d.status', '=', 'pending'), eb('d.lastError', 'is not', null)])]),
    )
    .orderBy('d.eventId', 'desc')
    .orderBy('d.subscriber')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, eventId: String(row.eventId), status: row.status === 'failed' ? 'failed' : 'pending' }));
}
