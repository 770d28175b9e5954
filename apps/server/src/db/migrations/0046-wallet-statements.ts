import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Yearly wallet statements prepared by a job (modules/wallet, decision 0072): a year with more
 * movements than the on-demand limit is not rendered while the person waits. The row says whose
 * statement it is (only they may download it), which year and file type, and where the job stored
 * the file (`file_url`, a private key of the file storage; null while pending). At most one
 * pending row per person, year and type, so asking again does not queue the work twice.
 */
const UP = [
  sql`create table wallet_statements (
    id uuid primary key default gen_random_uuid(),
    user_id text not null references users (id),
    year integer not null check (year between 2000 and 9999),
    format text not null check (format in ('pdf', 'csv')),
    status text not null default 'pending' check (status in ('pending', 'ready')),
    movement_count integer not null check (movement_count >= 0),
    file_url text,
    requested_at timestamptz not null default now(),
    ready_at timestamptz,
    constraint wallet_statements_ready_has_file check (status <> 'ready' or (file_url is not null and ready_at is not null))
  )`,
  sql`create index wallet_statements_user_idx on wallet_statements (user_id, requested_at desc)`,
  sql`create unique index wallet_statements_one_pending on wallet_statements (user_id, year, format) where status = 'pending'`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table wallet_statements`.execute(db);
}
