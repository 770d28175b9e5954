import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Keeping the outbox small and honest (docs/decisions/0051-events-outbox-upkeep.md):
 * - a delivery for a subscriber no server registers any more is marked `abandoned` by the upkeep
 *   job instead of staying pending for ever;
 * - the upkeep job deletes delivered (and abandoned) deliveries after the retention in batches;
 *   this partial index lets each batch find the oldest delivered rows without a scan of the table;
 * - operators' numbers (admin portal, /api/ready) count failed deliveries from their own partial
 *   index (pending ones already have the dispatcher's).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table event_deliveries drop constraint event_deliveries_status_check`.execute(db);
  await sql`alter table event_deliveries add constraint event_deliveries_status_check
    check (status in ('pending', 'delivered', 'failed', 'abandoned'))`.execute(db);
  await sql`create index event_deliveries_delivered_idx on event_deliveries (delivered_at) where status = 'delivered'`.execute(
    db,
  );
  await sql`create index event_deliveries_failed_idx on event_deliveries (event_id) where status = 'failed'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index event_deliveries_failed_idx`.execute(db);
  await sql`drop index event_deliveries_delivered_idx`.execute(db);
  await sql`delete from event_deliveries where status = 'abandoned'`.execute(db);
  await sql`alter table event_deliveries drop constraint event_deliveries_status_check`.execute(db);
  await sql`alter table event_deliveries add constraint event_deliveries_status_check
    check (status in ('pending', 'delivered', 'failed'))`.execute(db);
}
