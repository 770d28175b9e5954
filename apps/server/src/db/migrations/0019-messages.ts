import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Messages and blocks (docs/decisions/0028-messages.md).
 * - conversations (modules/messages): one per pair of people, stored with the smaller user id
 *   first so the unique index answers "do these two have one"; `last_message_at` orders the list.
 * - conversation_members: each side's read marker (`last_read_at`: every message up to it is read,
 *   which is what read receipts show) and `hidden_at` (set while the member blocks the other).
 * - messages: plain text; `client_id` (unique per sender) makes a retried send the same message.
 * - user_blocks (modules/social, which owns follows): who blocks whom.
 * - reports may now name a message.
 */
const UP = [
  sql`create table conversations (
    id text primary key,
    user_a text not null references users (id),
    user_b text not null references users (id),
    created_at timestamptz not null default now(),
    last_message_at timestamptz,
    constraint conversations_pair_order_check check (user_a < user_b),
    constraint conversations_pair_key unique (user_a, user_b)
  )`,
  sql`create table conversation_members (
    conversation_id text not null references conversations (id) on delete cascade,
    user_id text not null references users (id),
    last_read_at timestamptz,
    hidden_at timestamptz,
    primary key (conversation_id, user_id)
  )`,
  sql`create index conversation_members_user_idx on conversation_members (user_id)`,
  sql`create table messages (
    id text primary key,
    conversation_id text not null references conversations (id) on delete cascade,
    sender_id text not null references users (id),
    body text not null,
    client_id text not null,
    created_at timestamptz not null default now(),
    constraint messages_sender_client_key unique (sender_id, client_id)
  )`,
  sql`create index messages_conversation_created_idx on messages (conversation_id, created_at desc, id desc)`,
  sql`create index messages_sender_created_idx on messages (sender_id, created_at desc)`,
  sql`create table user_blocks (
    blocker_id text not null references users (id),
    blocked_id text not null references users (id),
    created_at timestamptz not null default now(),
    primary key (blocker_id, blocked_id),
    constraint user_blocks_not_self_check check (blocker_id <> blocked_id)
  )`,
  sql`create index user_blocks_blocked_idx on user_blocks (blocked_id)`,
  sql`alter table reports drop constraint reports_target_type_check`,
  sql`alter table reports add constraint reports_target_type_check
    check (target_type in ('campaign', 'update', 'comment', 'profile', 'message'))`,
];

const DOWN = [
  sql`delete from reports where target_type = 'message'`,
  sql`alter table reports drop constraint reports_target_type_check`,
  sql`alter table reports add constraint reports_target_type_check check (target_type in ('campaign', 'update', 'comment', 'profile'))`,
  sql`drop table user_blocks`,
  sql`drop table messages`,
  sql`drop table conversation_members`,
  sql`drop table conversations`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await statement.execute(db);
}
