import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../src/db/schema.js';
import type { EventHandler } from '../../../src/modules/events/dispatcher.js';
import { recordEvent } from '../../../src/modules/events/service.js';

/**
 * What test handlers write: one row per handled event and subscriber, in the delivery's
 * transaction. No unique key on purpose, so a delivery run twice shows as two rows.
 */
export async function createEffectsTable(db: Kysely<Database>): Promise<void> {
  await sql`create table event_effects (event_id text not null, subscriber text not null)`.execute(db);
}

export async function clearEvents(db: Kysely<Database>): Promise<void> {
  await sql`delete from event_effects`.execute(db);
  await db.deleteFrom('eventDeliveries').execute();
  await db.deleteFrom('eventSubscriptions').execute();
  await db.deleteFrom('events').execute();
}

export async function writeEffect(trx: Transaction<Database>, eventId: string, subscriber: string): Promise<void> {
  await sql`insert into event_effects (event_id, subscriber) values (${eventId}, ${subscriber})`.execute(trx);
}

/** A handler that records its effect and nothing else. */
export const recordingHandler: EventHandler<'pledge.created'> = (trx, event, { subscriber }) =>
  writeEffect(trx, event.id, subscriber);

/** Every effect as "eventId subscriber", sorted (duplicates kept). */
export async function effects(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ eventId: string; subscriber: string }>`
    select event_id, subscriber from event_effects order by event_id::bigint, subscriber`.execute(db);
  return rows.map((r) => `${r.eventId} ${r.subscriber}`);
}

/** Records a pledge.created event in a transaction of its own and returns its id. */
export async function recordPledgeCreated(db: Kysely<Database>, pledgeId = 'p1'): Promise<string> {
  return db.transaction().execute((trx) =>
    recordEvent(trx, {
      type: 'pledge.created',
      payload: { pledgeId, campaignId: 'c1', backerId: 'u1', amount: 2500, currency: 'USD' },
    }),
  );
}

export async function deliveries(db: Kysely<Database>, eventId: string) {
  return db
    .selectFrom('eventDeliveries')
    .select(['subscriber', 'status', 'attempts', 'lastError'])
    .where('eventId', '=', eventId)
    .orderBy('subscriber')
    .execute();
}

/** Waits until `check` holds (polling), or fails after `timeoutMs`. */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
