import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { LIVE_CHANNEL, TOPIC, TYPE, USERS_PER_NOTICE, encodeNotice } from './channel.js';
import type { LiveItem, SessionEndType } from './channel.js';

export type { LiveItem, SessionEndType } from './channel.js';
export type { LiveTopicKind } from './topics.js';

/**
 * Pushes `item` to every open socket of these users, on every instance, once the caller's
 * transaction commits (NOTIFY inside a transaction is sent at commit, and dropped on rollback), so
 * a browser is never told of something that did not happen. Best effort: a user with no open socket
 * misses the push and catches up when they next connect (the browser reads its lists again then).
 */
export async function publishLive(
  db: Kysely<Database> | Transaction<Database>,
  userIds: readonly string[],
  item: LiveItem,
): Promise<void> {
  if (!TYPE.test(item.type)) throw new Error(`live: "${item.type}" is not a valid item type`);
  const unique = [...new Set(userIds)];
  for (let start = 0; start < unique.length; start += USERS_PER_NOTICE) {
    const payload = encodeNotice({ ...item, userIds: unique.slice(start, start + USERS_PER_NOTICE) });
    await sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`.execute(db);
  }
}

/**
 * Pushes `item` to every socket subscribed to this public topic (decision 0052), on every instance,
 * once the caller's transaction commits; the browser receives it with its topic. Whoever may hear
 * the topic was checked when the socket subscribed (the kind's `canSubscribe`), so the item says
 * only what changed (ids): the page reads the rest through the API, as that reader.
 */
export async function publishTopic(db: Kysely<Database> | Transaction<Database>, topic: string, item: LiveItem): Promise<void> {
  if (!TYPE.test(item.type)) throw new Error(`live: "${item.type}" is not a valid item type`);
  if (!TOPIC.test(topic)) throw new Error(`live: "${topic}" is not a valid topic`);
  await sql`select pg_notify(${LIVE_CHANNEL}, ${encodeNotice({ ...item, topic })})`.execute(db);
}

/**
 * Tells the user's open tabs, on every instance, that sessions of theirs ended (decision 0027),
 * once the caller's transaction commits: `account.disabled` reaches and closes every socket of
 * the user; `session.revoked` only those whose own session is gone (live/plugin.ts checks).
 */
export async function publishSessionEnd(
  db: Kysely<Database> | Transaction<Database>,
  userId: string,
  type: SessionEndType,
): Promise<void> {
  await publishLive(db, [userId], { type, id: userId });
}
