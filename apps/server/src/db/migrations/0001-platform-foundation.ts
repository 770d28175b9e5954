import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Users (the user document of docs/product-rules.md#user-document, relational), follows, saved campaigns, page views and
 * contact messages. Plain SQL so the schema reads as what PostgreSQL gets; only PostgreSQL 13+
 * features (the machine's server is 15, PGlite is 18), one statement per call.
 */
const UP = [
  sql`create table users (
    id text primary key,
    email text not null,
    email_verified boolean not null default false,
    display_name text not null,
    photo_url text,
    role text not null default 'user' constraint users_role_check check (role in ('user', 'admin', 'superadmin')),
    username text,
    bio text,
    location text,
    website text,
    interests text[] not null default '{}',
    has_subscription boolean not null default false,
    subscription_details jsonb,
    join_date timestamptz not null default now(),
    last_login_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  // Case-insensitive uniqueness: Ana@x.com and ana@x.com are one account, @Ana and @ana one handle.
  sql`create unique index users_email_lower_key on users (lower(email))`,
  sql`create unique index users_username_lower_key on users (lower(username))`,

  sql`create table user_follows (
    follower_id text not null references users (id) on delete cascade,
    followee_id text not null references users (id) on delete cascade,
    created_at timestamptz not null default now(),
    primary key (follower_id, followee_id),
    constraint user_follows_not_self check (follower_id <> followee_id)
  )`,
  // The primary key serves "whom does X follow"; this serves "who follows X".
  sql`create index user_follows_followee_id_idx on user_follows (followee_id)`,

  sql`create table saved_campaigns (
    user_id text not null references users (id) on delete cascade,
    campaign_id uuid not null,
    created_at timestamptz not null default now(),
    primary key (user_id, campaign_id)
  )`,
  sql`create index saved_campaigns_campaign_id_idx on saved_campaigns (campaign_id)`,

  sql`create table page_views (
    id uuid primary key default gen_random_uuid(),
    path text not null,
    title text not null default '',
    referrer text,
    session_id text not null,
    user_id text references users (id) on delete set null,
    user_agent text,
    created_at timestamptz not null default now()
  )`,
  sql`create index page_views_created_at_idx on page_views (created_at)`,
  sql`create index page_views_path_created_at_idx on page_views (path, created_at)`,
  sql`create index page_views_user_id_idx on page_views (user_id) where user_id is not null`,

  sql`create table contact_messages (
    id uuid primary key default gen_random_uuid(),
    name text not null,
    email text not null,
    topic text not null,
    message text not null,
    ip_network text,
    user_agent text,
    user_id text references users (id) on delete set null,
    created_at timestamptz not null default now(),
    handled_at timestamptz
  )`,
  sql`create index contact_messages_created_at_idx on contact_messages (created_at)`,
  sql`create index contact_messages_user_id_idx on contact_messages (user_id) where user_id is not null`,
];

const DOWN = [
  sql`drop table contact_messages`,
  sql`drop table page_views`,
  sql`drop table saved_campaigns`,
  sql`drop table user_follows`,
  sql`drop table users`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await statement.execute(db);
}
