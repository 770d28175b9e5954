import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { Database, JsonObject } from '../../db/schema.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** The LISTEN/NOTIFY channel that wakes dispatchers when deliveries are waiting. */
export const EVENTS_CHANNEL = 'crowdspark_events';

/** A subscriber's interest in one event type. */
export interface SubscriptionKey {
  eventType: string;
  subscriber: string;
}

/** A delivery a dispatcher holds (row-locked until its transaction ends), with its event. */
export interface ClaimedDelivery {
  eventId: string;
  subscriber: string;
  attempts: number;
  type: string;
  payload: JsonObject;
  occurredAt: Date;
}

/**
 * Writes the event and one pending delivery per subscriber of its type, in one statement of the
 * caller's transaction. When there is a delivery, `pg_notify` queues a wake-up that PostgreSQL
 * (and PGlite) sends to listening dispatchers only when the transaction commits: a rollback drops
 * the event, its deliveries and the wake-up together. Repeated notifications with the same
 * payload in one transaction are sent once.
 */
export async function insertEvent(trx: Transaction<Database>, type: string, payload: JsonObject): Promise<string> {
  const { rows } = await sql<{ id: string }>`
    with event as (
      insert into events (type, payload) values (${type}, ${JSON.stringify(payload)}::jsonb) returning id, type
    ), deliveries as (
      insert into event_deliveries (event_id, subscriber)
      select event.id, s.subscriber from event join event_subscriptions s on s.event_type = event.type
      returning event_id
    )
    select event.id, case when exists (select 1 from deliveries) then pg_notify(${EVENTS_CHANNEL}, '') end as woke
    from event`.execute(trx);
  const row = rows[0];
  if (!row) throw new Error(`recording event ${type} returned no id`);
  return String(row.id);
}

/**
 * Records that these subscribers exist, so events recorded from now on get deliveries for them.
 * Known ones only have `last_seen_at` refreshed.
 */
export async function upsertSubscriptions(db: Executor, keys: readonly SubscriptionKey[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .insertInto('eventSubscriptions')
    .values(keys.map(({ eventType, subscriber }) => ({ eventType, subscriber })))
    .onConflict((oc) => oc.columns(['eventType', 'subscriber']).doUpdateSet({ lastSeenAt: sql`now()` }))
    .execute();
}

/**
 * The database's clock: every time in these tables is the database's, so servers' clocks never
 * disagree. Rounded up to the next whole millisecond: a JavaScript Date holds milliseconds while
 * PostgreSQL keeps microseconds, and a truncated "now" would miss a delivery made due earlier in
 * the same millisecond.
 */
export async function databaseNow(db: Executor): Promise<Date> {
  const { rows } = await sql<{ now: Date }>`select date_trunc('milliseconds', now()) + interval '1 millisecond' as now`.execute(
    db,
  );
  const row = rows[0];
  if (!row) throw new Error('select now() returned no row');
  return row.now;
}

/**
 * Takes the oldest deliveries due at `dueBy` among the given (type, subscriber) pairs that no other
 * transaction holds, at most `limit`; the rows stay locked until commit, so another dispatcher skips
 * them. Only delivery rows are locked: the event row is shared by every subscriber. `only` narrows
 * the claim to one delivery (a batch that failed is delivered again one by one).
 */
export async function claimDueDeliveries(
  trx: Transaction<Database>,
  keys: readonly SubscriptionKey[],
  dueBy: Date,
  limit: number,
  only?: { eventId: string; subscriber: string },
): Promise<ClaimedDelivery[]> {
  if (keys.length === 0) return [];
  let query = trx
    .selectFrom('eventDeliveries as d')
    .innerJoin('events as e', 'e.id', 'd.eventId')
    .select(['d.eventId', 'd.subscriber', 'd.attempts', 'e.type', 'e.payload', 'e.occurredAt'])
    .where('d.status', '=', 'pending')
    .where('d.nextAttemptAt', '<=', dueBy)
    .where((eb) =>
      eb.or(keys.map(({ eventType, subscriber }) => eb.and([eb('e.type', '=', eventType), eb('d.subscriber', '=', subscriber)]))),
    );
  if (only) query = query.where('d.eventId', '=', only.eventId).where('d.subscriber', '=', only.subscriber);
  return query.orderBy('d.nextAttemptAt').orderBy('d.eventId').limit(limit).forUpdate('d').skipLocked().execute();
}

/** Marks these claimed deliveries delivered, in one statement. */
export async function markDelivered(
  trx: Transaction<Database>,
  deliveries: readonly { eventId: string; subscriber: string }[],
): Promise<void> {
  if (deliveries.length === 0) return;
  await trx
    .updateTable('eventDeliveries')
    .set((eb) => ({ status: 'delivered', deliveredAt: sql`now()`, attempts: eb('attempts', '+', 1), lastError: null }))
    .where((eb) =>
      eb.or(
        deliveries.map(({ eventId, subscriber }) => eb.and([eb('eventId', '=', eventId), eb('subscriber', '=', subscriber)])),
      ),
    )
    .execute();
}

/**
 * After a failed attempt: try again `retryInMs` from now, or give up (`failed`) when it is null.
 * The next attempt always falls after `notBefore` (the failing run's cutoff), so that run does not
 * take it again even with no back-off (PGlite's clock moves in whole milliseconds).
 */
export async function recordDeliveryFailure(
  db: Executor,
  eventId: string,
  subscriber: string,
  error: string,
  retry: { inMs: number; notBefore: Date } | null,
): Promise<void> {
  await db
    .updateTable('eventDeliveries')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      lastError: error.slice(0, 2000),
      ...(retry === null
        ? { status: 'failed' as const }
        : {
            nextAttemptAt: sql`greatest(now(), ${new Date(retry.notBefore.getTime() + 1)}::timestamptz)
              + make_interval(secs => ${retry.inMs / 1000})`,
          }),
    }))
    .where('eventId', '=', eventId)
    .where('subscriber', '=', subscriber)
    .where('status', '=', 'pending')
    .execute();
}
