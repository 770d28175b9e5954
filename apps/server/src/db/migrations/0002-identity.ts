import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Identity: Better Auth's session, account, verification and rate-limit tables in our
 * snake_case naming (modules/identity/better-auth.ts maps its fields onto these columns), plus the user columns
 * accounts need, the email outbox, per-account failure counters and the audit log. Written here,
 * never created by Better Auth's runtime migrator, so the schema has one versioned history.
 */
const UP = [
  sql`alter table users add column banned boolean not null default false`,
  sql`alter table users add column ban_reason text`,
  sql`alter table users add column ban_expires timestamptz`,
  sql`alter table users add column preferences jsonb`,

  sql`create table auth_sessions (
    id text primary key,
    user_id text not null references users (id) on delete cascade,
    token text not null,
    expires_at timestamptz not null,
    ip_address text,
    user_agent text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`create unique index auth_sessions_token_key on auth_sessions (token)`,
  sql`create index auth_sessions_user_id_idx on auth_sessions (user_id)`,

  sql`create table auth_accounts (
    id text primary key,
    user_id text not null references users (id) on delete cascade,
    account_id text not null,
    provider_id text not null,
    access_token text,
    refresh_token text,
    id_token text,
    access_token_expires_at timestamptz,
    refresh_token_expires_at timestamptz,
    scope text,
    password text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`create index auth_accounts_user_id_idx on auth_accounts (user_id)`,
  sql`create unique index auth_accounts_provider_account_key on auth_accounts (provider_id, account_id)`,

  sql`create table auth_verifications (
    id text primary key,
    identifier text not null,
    value text not null,
    expires_at timestamptz not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`create index auth_verifications_identifier_idx on auth_verifications (identifier)`,

  sql`create table auth_rate_limits (
    id text primary key,
    key text not null,
    count integer not null,
    last_request bigint not null
  )`,
  sql`create unique index auth_rate_limits_key_key on auth_rate_limits (key)`,

  // Failed sign-ins per account (lower-cased email): the per-account brute-force limit.
  sql`create table auth_failures (
    id bigint generated always as identity primary key,
    subject text not null,
    kind text not null,
    created_at timestamptz not null default now()
  )`,
  sql`create index auth_failures_subject_idx on auth_failures (kind, subject, created_at)`,

  sql`create table email_outbox (
    id uuid primary key default gen_random_uuid(),
    to_address text not null,
    subject text not null,
    text_body text not null,
    html_body text,
    kind text not null default 'other',
    created_at timestamptz not null default now(),
    sent_at timestamptz,
    send_error text
  )`,
  sql`create index email_outbox_created_at_idx on email_outbox (created_at)`,

  sql`create table audit_log (
    id uuid primary key default gen_random_uuid(),
    actor_id text references users (id) on delete set null,
    action text not null,
    target_id text,
    details jsonb not null default '{}'::jsonb,
    created_at timestamptz not null default now()
  )`,
  sql`create index audit_log_created_at_idx on audit_log (created_at)`,
  sql`create index audit_log_target_id_idx on audit_log (target_id)`,
];

const DOWN = [
  sql`drop table audit_log`,
  sql`drop table email_outbox`,
  sql`drop table auth_failures`,
  sql`drop table auth_rate_limits`,
  sql`drop table auth_verifications`,
  sql`drop table auth_accounts`,
  sql`drop table auth_sessions`,
  sql`alter table users drop column preferences`,
  sql`alter table users drop column ban_expires`,
  sql`alter table users drop column ban_reason`,
  sql`alter table users drop column banned`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await statement.execute(db);
}
