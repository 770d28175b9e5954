import { sql } from 'kysely';
import type { Kysely, RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * The overview's numbers (read-only, docs/decisions/0035-admin-portal.md): one statement per KPI,
 * each a sum per UTC day over the last `days` days. Days without rows are absent; the service fills them.
 */
export interface DayValue {
  day: string;
  value: string;
}

async function perDay(db: Kysely<Database>, query: RawBuilder<DayValue>): Promise<DayValue[]> {
  return (await query.execute(db)).rows;
}

const day = (column: RawBuilder<unknown>) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

export function signUpsPerDay(db: Kysely<Database>, since: Date) {
  return perDay(
    db,
    sql<DayValue>`select ${day(sql`created_at`)} as day, count(*)::text as value from users
      where created_at >= ${since} and deleted_at is null group by 1`,
  );
}

export function launchesPerDay(db: Kysely<Database>, since: Date) {
  return perDay(
    db,
    sql<DayValue>`select ${day(sql`launched_at`)} as day, count(*)::text as value from campaigns
      where launched_at >= ${since} group by 1`,
  );
}

export function pledgedPerDay(db: Kysely<Database>, since: Date, currency: string) {
  return perDay(
    db,
    sql<DayValue>`select ${day(sql`created_at`)} as day, sum(amount)::text as value from pledges
      where created_at >= ${since} and currency = ${currency} group by 1`,
  );
}

/** What left campaign escrows to creators (and the fee) when campaigns succeeded. */
export function settledPerDay(db: Kysely<Database>, since: Date, currency: string) {
  return perDay(
    db,
    sql<DayValue>`select ${day(sql`t.created_at`)} as day, sum(-e.amount)::text as value
      from ledger_transactions t
      join ledger_entries e on e.transaction_id = t.id
      join ledger_accounts a on a.id = e.account_id
      where t.type = 'settlement' and a.kind = 'campaign_escrow' and a.currency = ${currency} and t.created_at >= ${since}
      group by 1`,
  );
}

export function revenuePerDay(db: Kysely<Database>, since: Date, currency: string) {
  return perDay(
    db,
    sql<DayValue>`select ${day(sql`t.created_at`)} as day, sum(e.amount)::text as value
      from ledger_transactions t
      join ledger_entries e on e.transaction_id = t.id
      join ledger_accounts a on a.id = e.account_id
      where a.kind = 'platform_revenue' and a.currency = ${currency} and t.created_at >= ${since}
      group by 1`,
  );
}

export function withdrawalRequestsPerDay(db: Kysely<Database>, since: Date) {
  return perDay(
    db,
    sql<DayValue>`select ${day(sql`created_at`)} as day, count(*)::text as value from withdrawals
      where created_at >= ${since} and status = 'pending_approval' group by 1`,
  );
}

export function reportsPerDay(db: Kysely<Database>, since: Date) {
  return perDay(
    db,
    sql<DayValue>`select ${day(sql`created_at`)} as day, count(*)::text as value from reports
      where created_at >= ${since} group by 1`,
  );
}

/** The "now" numbers: live campaigns, withdrawals waiting for an admin, open reports. */
export async function currentCounts(db: Kysely<Database>) {
  const { rows } = await sql<{ live: string; pending: string; open: string }>`
    select (select count(*) from campaigns where status = 'live')::text as live,
           (select count(*) from withdrawals where status = 'pending_approval')::text as pending,
           (select count(*) from reports where status = 'open')::text as open`.execute(db);
  const row = rows[0];
  return { live: Number(row?.live ?? 0), pending: Number(row?.pending ?? 0), open: Number(row?.open ?? 0) };
}
