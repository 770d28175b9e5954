import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Per-IP request limits counted across servers: each server adds its hits to the window's row in
 * batches (plugins/rate-limit-store.ts), so N servers behind one balancer share one limit.
 * Unlogged: a counter lost in a crash only forgives a few requests, and no WAL is written per hit.
 */
const UP = [
  sql`create unlogged table rate_limit_hits (
    key text not null,
    window_start bigint not null,
    hits integer not null check (hits >= 0),
    expires_at timestamptz not null,
    primary key (key, window_start)
  )`,
  sql`create index rate_limit_hits_expiry on rate_limit_hits (expires_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table rate_limit_hits`.execute(db);
}
