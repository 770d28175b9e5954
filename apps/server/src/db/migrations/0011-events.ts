import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Domain events with a transactional outbox (docs/decisions/0016-domain-events-outbox.md).
 *
 * `events` is the outbox: a service writes the event in the same transaction as the change it
 * describes, so a rollback drops both. `event_subscriptions` lists which subscriber wants which
 * event type (a dispatcher registers its subscribers when it starts), and recording an event
 * writes one `event_deliveries` row per subscriber of its type in the same statement. A
 * dispatcher claims due deliveries with FOR UPDATE SKIP LOCKED (several servers share the work)
 * and marks each delivered in the transaction that ran its handler.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table events (
    id bigint generated always as identity primary key,
    -- A name from modules/events/catalog.ts, e.g. 'pledge.created'.
    type text not null,
    payload jsonb not null,
    occurred_at timestamptz not null default now()
  )`.execute(db);

  await sql`create table event_subscriptions (
    event_type text not null,
    -- A stable name chosen by the subscribing module, e.g. 'notifications'.
    subscriber text not null,
    registered_at timestamptz not null default now(),
    -- Updated whenever a dispatcher that runs this subscriber starts: a stale date shows a retired subscriber.
    last_seen_at timestamptz not null default now(),
    primary key (event_type, subscriber)
  )`.execute(db);

  await sql`create table event_deliveries (
    event_id bigint not null references events (id) on delete cascade,
    subscriber text not null,
    status text not null default 'pending' check (status in ('pending', 'delivered', 'failed')),
    attempts integer not null default 0,
    next_attempt_at timestamptz not null default now(),
    last_error text,
    delivered_at timestamptz,
    primary key (event_id, subscriber)
  )`.execute(db);
  // What a dispatcher claims: pending deliveries whose time has come, oldest first.
  await sql`create index event_deliveries_due_idx on event_deliveries (next_attempt_at, event_id) where status = 'pending'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table event_deliveries`.execute(db);
  await sql`drop table event_subscriptions`.execute(db);
  await sql`drop table events`.execute(db);
}
