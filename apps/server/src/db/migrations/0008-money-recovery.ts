import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Crash recovery for money:
 * - Idempotency-Keys get a lease: a request that has not answered before `lease_expires_at` is
 *   presumed dead and a retry with the same key may take over (fenced by `lease_token`, so the
 *   dead attempt can never complete afterwards). `resource_id` links the durable effect an attempt
 *   already made (a payment, a withdrawal) so the retry resumes it instead of doing it twice.
 *   Keys left in flight before this migration were orphaned by crashes: their lease starts expired.
 * - The sandbox provider's own records (what the payer did on its checkout page, the payouts it
 *   was asked for), so reconciliation can ask it like a real provider.
 * - Indexes for the reconciliation job (stale pending payments) and the 24-hour key expiry.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table idempotency_keys
    add column lease_token uuid not null default gen_random_uuid(),
    add column lease_expires_at timestamptz not null default now(),
    add column resource_id text`.execute(db);
  await sql`create index idempotency_keys_created_idx on idempotency_keys (created_at)`.execute(db);
  await sql`create index payments_pending_idx on payments (created_at) where status = 'pending'`.execute(db);
  await sql`create table sandbox_provider_records (
    kind text not null check (kind in ('checkout', 'payout')),
    -- Our payment id (checkout) or withdrawal id (payout): what the sandbox is asked about.
    reference text not null,
    status text not null check (status in ('paid', 'canceled', 'failed')),
    provider_ref text not null,
    amount bigint not null,
    currency char(3) not null,
    detail text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    primary key (kind, reference)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table sandbox_provider_records`.execute(db);
  await sql`drop index payments_pending_idx`.execute(db);
  await sql`drop index idempotency_keys_created_idx`.execute(db);
  await sql`alter table idempotency_keys drop column lease_token, drop column lease_expires_at, drop column resource_id`.execute(
    db,
  );
}
