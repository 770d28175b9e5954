import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Unfinished resumable (tus) uploads, one row each from creation until the last byte is processed,
 * the uploader cancels it, or it expires. The rows are what the per-user limits count (under a lock
 * on the user's row, so concurrent creations cannot slip past them) and what the expiry job sweeps;
 * the bytes themselves stay in the tus directory under the same id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table resumable_uploads (
    id text primary key,
    user_id text not null references users(id) on delete cascade,
    campaign_id text not null,
    size bigint not null check (size > 0),
    created_at timestamptz not null default now(),
    expires_at timestamptz not null
  )`.execute(db);
  await sql`create index resumable_uploads_user_id_idx on resumable_uploads (user_id)`.execute(db);
  await sql`create index resumable_uploads_expires_at_idx on resumable_uploads (expires_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table resumable_uploads`.execute(db);
}
