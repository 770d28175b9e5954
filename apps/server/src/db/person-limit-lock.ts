import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import type { Database } from './schema.js';

/**
 * The per-person limits that count the person's own rows (comments a minute, messages a minute…).
 * Each name keys its own lock, so a person posting a comment does not wait for their message.
 */
export type PersonLimit = 'comments' | 'messages';

/**
 * Serialises one person's check-and-insert for one limit until the transaction ends. Call it
 * first in the transaction that inserts, then count, then insert: a count outside that
 * transaction, or without this lock, lets parallel requests all see the same count and all pass
 * (decision 0043). Transaction-scoped, so a refused request (an AppError thrown inside) releases
 * it with its rollback; one lock per transaction, so no two such locks are ever waited on in
 * opposite orders (no deadlock).
 */
export async function lockPersonLimit(trx: Transaction<Database>, limit: PersonLimit, personId: string): Promise<void> {
  // The two-key form: one key names the limit, the other the person.
  await sql`select pg_advisory_xact_lock(hashtext(${`limit:${limit}`}), hashtext(${personId}))`.execute(trx);
}
