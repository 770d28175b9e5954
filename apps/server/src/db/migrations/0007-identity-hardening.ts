import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Account deletion keeps the money history: a deleted account's users row stays, stripped of
 * everything personal, because ledger accounts, payments, withdrawals, pledges and ended campaigns
 * still point at it. deleted_at marks such a row (null for every living account).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column deleted_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column deleted_at`.execute(db);
}
