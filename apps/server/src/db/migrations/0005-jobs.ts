import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Durable scheduled jobs: campaign settlement at the end date and later reminders run
 * from this table, so they survive restarts, run once across server processes (claimed with
 * FOR UPDATE SKIP LOCKED), and a server that starts late catches up on everything overdue.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table scheduled_jobs (
    id bigint generated always as identity primary key,
    name text not null,
    -- One pending job per key (e.g. "campaign-end:abc"): scheduling again moves it.
    key text not null,
    payload jsonb not null default '{}'::jsonb,
    run_at timestamptz not null,
    status text not null default 'pending' check (status in ('pending', 'done', 'failed')),
    attempts integer not null default 0,
    last_error text,
    created_at timestamptz not null default now(),
    finished_at timestamptz
  )`.execute(db);
  await sql`create unique index scheduled_jobs_key_key on scheduled_jobs (key)`.execute(db);
  await sql`create index scheduled_jobs_due_idx on scheduled_jobs (run_at) where status = 'pending'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table scheduled_jobs`.execute(db);
}
