import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Notifications (docs/decisions/0029-notifications.md), written by modules/notifications only.
 * An unread notification of one kind about one subject (`group_key`) is updated in place when
 * more arrive: `count` (events), `actor_count` (people, as far as the last three actors tell) and the
 * latest actors grow ("Ada and 11 others backed …"); the partial
 * unique index holds one unread row per person and group.
 */
const UP = [
  sql`create table notifications (
    id text primary key,
    user_id text not null references users (id),
    kind text not null,
    group_key text not null,
    link text not null,
    subject_title text,
    actor_ids text[] not null default '{}',
    actor_count integer not null default 1,
    count integer not null default 1,
    read_at timestamptz,
    email_pending boolean not null default false,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`create unique index notifications_unread_group_idx on notifications (user_id, group_key) where read_at is null`,
  sql`create index notifications_user_updated_idx on notifications (user_id, updated_at desc, id desc)`,
  sql`create index notifications_email_pending_idx on notifications (user_id) where email_pending`,
  sql`create table notification_digests (
    user_id text primary key references users (id),
    last_sent_at timestamptz not null
  )`,
];

const DOWN = [sql`drop table notification_digests`, sql`drop table notifications`];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await statement.execute(db);
}
