/**
 * Domain events (docs/decisions/0016-domain-events-outbox.md).
 *
 * Recording: a service records what happened in the same transaction as the change, so the event
 * exists exactly when the change does:
 *
 *   await db.transaction().execute(async (trx) => {
 *     const pledge = await insertPledge(trx, ...);
 *     await recordEvent(trx, {
 *       type: 'pledge.created',
 *       payload: { pledgeId: pledge.id, campaignId, backerId, amount: 2500, currency: 'USD' },
 *     });
 *   });
 *
 * Subscribing: a module's plugin.ts registers a handler under a stable subscriber name:
 *
 *   app.events.subscribe('pledge.created', 'notifications', async (trx, event) => {
 *     // Writes through `trx` commit together with the delivery mark: exactly once.
 *     // Mail goes through app.mail.send(message, trx): stored with the handler's change, sent after commit.
 *     // Any other call outside the database (HTTP) may run again after a crash: key it by event.id.
 *   });
 *
 * Each subscriber receives each event of its type at least once, in no guaranteed order (a failing
 * delivery is retried later while the others go on). Types and payloads: ./catalog.ts.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { EVENT_CATALOG } from './catalog.js';
import type { NewEvent } from './catalog.js';
import { insertEvent } from './repository.js';
import { outboxHealth } from './upkeep-repository.js';
import type { OutboxHealth } from './upkeep-repository.js';

export type { OutboxHealth };

/**
 * Writes the event into the caller's transaction and returns its id. Its deliveries go to every
 * subscriber registered for its type; dispatchers are woken when the transaction commits.
 * The payload is checked against the catalog: a malformed event fails the caller's transaction
 * rather than reaching subscribers.
 */
export async function recordEvent(trx: Transaction<Database>, event: NewEvent): Promise<string> {
  const payload = EVENT_CATALOG[event.type].parse(event.payload);
  return insertEvent(trx, event.type, payload);
}

/** The outbox's queue depth, failures and oldest wait, for operators (/api/ready, admin portal). */
export function readOutboxHealth(db: Kysely<Database>): Promise<OutboxHealth> {
  return outboxHealth(db);
}
