import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * The statements of a send (decision 0061). A send is the busiest write of the product, and on a
 * loaded database each statement's round trip and planning cost far more than its execution (the
 * lookups here are single index probes): so each step reads everything it needs at once.
 */

type Db = Kysely<Database> | Transaction<Database>;

export interface StoredMessage {
  id: string;
  conversationId: string;
  senderId: string;
  body: string;
  clientId: string;
  createdAt: Date;
  removedAt: Date | null;
}

export interface SendContext {
  userA: string;
  userB: string;
  /** The sender's earlier message with this client id (a retried send), in whichever conversation. */
  earlier: StoredMessage | null;
  /** Either member blocks the other. */
  blocked: boolean;
  /** The other member's account exists and is not deleted. */
  otherActive: boolean;
}

/** Everything a send checks before its transaction, in one statement; nothing when `me` is not a member. */
export async function findSendContext(db: Db, conversationId: string, me: string, clientId: string): Promise<SendContext | null> {
  const { rows } = await sql<{
    userA: string;
    userB: string;
    blocked: boolean;
    otherActive: boolean;
    earlierId: string | null;
    earlierConversationId: string | null;
    earlierBody: string | null;
    earlierCreatedAt: Date | null;
    earlierRemovedAt: Date | null;
  }>`
    select c.user_a as "userA", c.user_b as "userB",
      exists (
        select 1 from user_blocks b
        where (b.blocker_id = ${me} and b.blocked_id = other.id) or (b.blocker_id = other.id and b.blocked_id = ${me})
      ) as "blocked",
      (other.id is not null and other.deleted_at is null) as "otherActive",
      earlier.id as "earlierId", earlier.conversation_id as "earlierConversationId", earlier.body as "earlierBody",
      earlier.created_at as "earlierCreatedAt", earlier.removed_at as "earlierRemovedAt"
    from conversations c
    join conversation_members m on m.conversation_id = c.id and m.user_id = ${me}
    left join users other on other.id = case when c.user_a = ${me} then c.user_b else c.user_a end
    left join messages earlier on earlier.sender_id = ${me} and earlier.client_id = ${clientId}
    where c.id = ${conversationId}`.execute(db);
  const row = rows[0];
  if (!row) return null;
  return {
    userA: row.userA,
    userB: row.userB,
    blocked: row.blocked,
    otherActive: row.otherActive,
    earlier:
      row.earlierId === null
        ? null
        : {
            id: row.earlierId,
            conversationId: row.earlierConversationId!,
            senderId: me,
            body: row.earlierBody!,
            clientId,
            createdAt: row.earlierCreatedAt!,
            removedAt: row.earlierRemovedAt,
          },
  };
}

export interface SenderFacts {
  /** The message a concurrent retry already made (seen once the sender's lock is held). */
  raced: StoredMessage | null;
  sentSince: number;
  /** When the sender's account was made (null when it is gone). */
  senderCreatedAt: Date | null;
}

/**
 * What the per-minute and new-account limits need, in one statement. Run it after the sender's
 * limit lock (its own statement: a statement's snapshot is taken when it starts, so a count in the
 * lock's statement would miss the previous holder's message).
 */
export async function readSenderFacts(
  trx: Transaction<Database>,
  me: string,
  clientId: string,
  since: Date,
): Promise<SenderFacts> {
  const { rows } = await sql<{ sentSince: string; senderCreatedAt: Date | null; raced: StoredMessage | null }>`
    select
      (select count(*) from messages where sender_id = ${me} and created_at > ${since}) as "sentSince",
      (select created_at from users where id = ${me}) as "senderCreatedAt",
      (select json_build_object('id', id, 'conversationId', conversation_id, 'body', body, 'createdAt', created_at, 'removedAt', removed_at)
       from messages where sender_id = ${me} and client_id = ${clientId}) as "raced"`.execute(trx);
  const row = rows[0]!;
  const raced = row.raced;
  return {
    sentSince: Number(row.sentSince),
    senderCreatedAt: row.senderCreatedAt,
    raced: raced
      ? {
          ...raced,
          senderId: me,
          clientId,
          createdAt: new Date(raced.createdAt),
          removedAt: raced.removedAt === null ? null : new Date(raced.removedAt),
        }
      : null,
  };
}

/**
 * Inserts the message, moves the sender's read marker to it (sending counts as having read the
 * conversation) and the conversation's activity, in one statement. The times are the row's own,
 * copied in SQL (a JavaScript Date keeps milliseconds, PostgreSQL microseconds).
 */
export async function insertMessage(
  trx: Transaction<Database>,
  message: { id: string; conversationId: string; senderId: string; body: string; clientId: string },
): Promise<StoredMessage> {
  const { rows } = await sql<StoredMessage>`
    with inserted as (
      insert into messages (id, conversation_id, sender_id, body, client_id)
      values (${message.id}, ${message.conversationId}, ${message.senderId}, ${message.body}, ${message.clientId})
      returning id, conversation_id, sender_id, body, client_id, created_at, removed_at
    ), marked as (
      update conversation_members set last_read_at = (select created_at from inserted)
      where conversation_id = ${message.conversationId} and user_id = ${message.senderId}
    ), touched as (
      update conversations set last_message_at = (select created_at from inserted) where id = ${message.conversationId}
    )
    select id, conversation_id as "conversationId", sender_id as "senderId", body, client_id as "clientId",
      created_at as "createdAt", removed_at as "removedAt"
    from inserted`.execute(trx);
  const row = rows[0];
  if (!row) throw new Error('inserting a message returned no row');
  return row;
}
