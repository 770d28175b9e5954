import type { App } from '../../src/app.js';

/** Before any real delivery time: the dispatcher takes the delivery made due this way first. */
const FIRST = new Date('2000-01-01T00:00:00Z');
/** After any delivery time: parked deliveries wait until the helper hands them over one by one. */
const PARKED = new Date('2999-01-01T00:00:00Z');

/**
 * Delivers a subscriber's pending events as the outbox is allowed to: in the reverse order of
 * their recording, and then each of them again (a retry after an effect that was not rolled back).
 * Uses the app's own dispatcher and handlers: each delivery in turn is made the earliest due and
 * the dispatcher runs for exactly one delivery. A handler that applies its event's payload as if it
 * were current ends in the wrong state; one that re-reads the current state ends right.
 * Returns how many events were delivered (each twice). Fails loudly when a delivery fails.
 */
export async function deliverReversedAndTwice(app: App, subscriber: string): Promise<number> {
  const db = app.db;
  const pending = await db
    .selectFrom('eventDeliveries as d')
    .innerJoin('events as e', 'e.id', 'd.eventId')
    .select(['d.eventId', 'e.type'])
    .where('d.subscriber', '=', subscriber)
    .where('d.status', '=', 'pending')
    .orderBy('e.occurredAt', 'desc')
    .orderBy('e.id', 'desc')
    .execute();
  if (pending.length === 0) throw new Error(`no pending deliveries for "${subscriber}"`);
  const ids = pending.map((row) => row.eventId);
  await db
    .updateTable('eventDeliveries')
    .set({ nextAttemptAt: PARKED })
    .where('subscriber', '=', subscriber)
    .where('eventId', 'in', ids)
    .execute();
  for (let round = 1; round <= 2; round += 1)
    for (const { eventId, type } of pending) {
      await db
        .updateTable('eventDeliveries')
        .set({ status: 'pending', nextAttemptAt: FIRST })
        .where('subscriber', '=', subscriber)
        .where('eventId', '=', eventId)
        .execute();
      await app.events.dispatchPending(1);
      const after = await db
        .selectFrom('eventDeliveries')
        .select(['status', 'lastError'])
        .where('subscriber', '=', subscriber)
        .where('eventId', '=', eventId)
        .executeTakeFirstOrThrow();
      if (after.status !== 'delivered')
        throw new Error(`${type} (${eventId}) to "${subscriber}" was not delivered: ${after.lastError ?? after.status}`);
    }
  return pending.length;
}
