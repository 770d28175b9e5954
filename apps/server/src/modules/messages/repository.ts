import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The pair as stored: smaller id first (the unique index then finds it either way round). */
export function orderedPair(a: string, b: string): [string, string] {
  return a < b ? [a, b] : [b, a];
}

export async function findConversationByPair(db: Db, a: string, b: string) {
  const [userA, userB] = orderedPair(a, b);
  return db.selectFrom('conversations').selectAll().where('userA', '=', userA).where('userB', '=', userB).executeTakeFirst();
}

export async function findConversation(db: Db, conversationId: string) {
  return db.selectFrom('conversations').select(['id', 'userA', 'userB']).where('id', '=', conversationId).executeTakeFirst();
}

/** Inserts the conversation and both members unless the pair has one; returns the pair's id. */
export async function insertConversation(trx: Transaction<Database>, id: string, a: string, b: string): Promise<string> {
  const [userA, userB] = orderedPair(a, b);
  const inserted = await trx
    .insertInto('conversations')
    .values({ id, userA, userB })
    .onConflict((oc) => oc.columns(['userA', 'userB']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return (await findConversationByPair(trx, a, b))!.id;
  await trx
    .insertInto('conversationMembers')
    .values([
      { conversationId: id, userId: userA },
      { conversationId: id, userId: userB },
    ])
    .execute();
  return id;
}

/** The conversation with the reader's membership, or nothing when the reader is not a member. */
export async function findMembership(db: Db, conversationId: string, userId: string) {
  return db
    .selectFrom('conversations as c')
    .innerJoin('conversationMembers as m', (join) => join.onRef('m.conversationId', '=', 'c.id').on('m.userId', '=', userId))
    .select(['c.id', 'c.userA', 'c.userB', 'c.lastMessageAt', 'm.lastReadAt', 'm.hiddenAt'])
    .where('c.id', '=', conversationId)
    .executeTakeFirst();
}

export async function otherMemberReadAt(db: Db, conversationId: string, otherId: string): Promise<Date | null> {
  const row = await db
    .selectFrom('conversationMembers')
    .select('lastReadAt')
    .where('conversationId', '=', conversationId)
    .where('userId', '=', otherId)
    .executeTakeFirst();
  return row?.lastReadAt ?? null;
}

/** The reader's conversations, most recent activity first, hidden ones left out; keyset on (activity, id). */
export async function conversationPage(db: Db, userId: string, limit: number, after: { at: Date; id: string } | null) {
  const activity = sql<Date>`coalesce(c.last_message_at, c.created_at)`;
  let query = db
    .selectFrom('conversationMembers as m')
    .innerJoin('conversations as c', 'c.id', 'm.conversationId')
    .select(['c.id', 'c.userA', 'c.userB', 'm.lastReadAt', activity.as('activityAt')])
    .where('m.userId', '=', userId)
    .where('m.hiddenAt', 'is', null)
    .where('c.lastMessageAt', 'is not', null)
    .orderBy(activity, 'desc')
    .orderBy('c.id', 'desc')
    .limit(limit + 1);
  if (after)
    query = query.where((eb) =>
      eb.or([eb(activity, '<', after.at), eb.and([eb(activity, '=', after.at), eb('c.id', '<', after.id)])]),
    );
  return query.execute();
}

/** The newest message of each conversation. */
export async function lastMessages(db: Db, conversationIds: readonly string[]) {
  if (conversationIds.length === 0) return [];
  return db
    .selectFrom('messages')
    .distinctOn('conversationId')
    .select(['conversationId', 'senderId', 'body', 'createdAt', 'removedAt'])
    .where('conversationId', 'in', [...conversationIds])
    .orderBy('conversationId')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Per conversation, how many messages from the other person came after the reader's read marker. */
export async function unreadCounts(db: Db, userId: string, conversationIds?: readonly string[]) {
  let query = db
    .selectFrom('conversationMembers as m')
    .innerJoin('messages as msg', 'msg.conversationId', 'm.conversationId')
    .select(['m.conversationId', (eb) => eb.fn.countAll<string>().as('unread')])
    .where('m.userId', '=', userId)
    .where('m.hiddenAt', 'is', null)
    .where('msg.senderId', '<>', userId)
    .where((eb) => eb.or([eb('m.lastReadAt', 'is', null), eb('msg.createdAt', '>', eb.ref('m.lastReadAt'))]))
    .groupBy('m.conversationId');
  if (conversationIds) {
    if (conversationIds.length === 0) return [];
    query = query.where('m.conversationId', 'in', [...conversationIds]);
  }
  return query.execute();
}

/** A page of history, newest first (the service turns it round), before the keyset when given. */
export async function messagePage(db: Db, conversationId: string, limit: number, before: { at: Date; id: string } | null) {
  let query = db
    .selectFrom('messages')
    .select(['id', 'conversationId', 'senderId', 'body', 'clientId', 'createdAt', 'removedAt'])
    .where('conversationId', '=', conversationId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1);
  if (before)
    query = query.where((eb) =>
      eb.or([eb('createdAt', '<', before.at), eb.and([eb('createdAt', '=', before.at), eb('id', '<', before.id)])]),
    );
  return query.execute();
}

/** Conversations the sender started (sent the first message of) since `since`, with the other person. */
export async function conversationsStartedSince(db: Db, senderId: string, since: Date) {
  return db
    .selectFrom('conversations as c')
    .select(['c.userA', 'c.userB'])
    .where((eb) => eb.or([eb('c.userA', '=', senderId), eb('c.userB', '=', senderId)]))
    .where('c.createdAt', '>', since)
    .where((eb) =>
      eb(
        eb
          .selectFrom('messages as first')
          .select('first.senderId')
          .whereRef('first.conversationId', '=', 'c.id')
          .orderBy('first.createdAt')
          .orderBy('first.id')
          .limit(1),
        '=',
        senderId,
      ),
    )
    .execute();
}

export async function countMessagesBy(
  db: Db,
  conversationId: string,
  senderId: string,
): Promise<{ mine: number; theirs: number }> {
  const rows = await db
    .selectFrom('messages')
    .select(['senderId', (eb) => eb.fn.countAll<string>().as('count')])
    .where('conversationId', '=', conversationId)
    .groupBy('senderId')
    .execute();
  let mine = 0;
  let theirs = 0;
  for (const row of rows) {
    if (row.senderId === senderId) mine = Number(row.count);
    else theirs = Number(row.count);
  }
  return { mine, theirs };
}

/** Moves the reader's marker forward to the message's time (never back), copied in SQL at full precision. */
export async function markRead(
  trx: Transaction<Database>,
  conversationId: string,
  userId: string,
  upToMessageId: string,
): Promise<void> {
  const at = sql<Date>`(select created_at from messages where id = ${upToMessageId})`;
  await trx
    .updateTable('conversationMembers')
    .set({ lastReadAt: at })
    .where('conversationId', '=', conversationId)
    .where('userId', '=', userId)
    .where((eb) => eb.or([eb('lastReadAt', 'is', null), eb('lastReadAt', '<', at)]))
    .execute();
}

export async function newestMessage(db: Db, conversationId: string) {
  return db
    .selectFrom('messages')
    .select(['id', 'createdAt'])
    .where('conversationId', '=', conversationId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function setHidden(db: Db, userId: string, otherId: string, hidden: boolean): Promise<void> {
  const conversation = await findConversationByPair(db, userId, otherId);
  if (!conversation) return;
  await db
    .updateTable('conversationMembers')
    .set({ hiddenAt: hidden ? new Date() : null })
    .where('conversationId', '=', conversation.id)
    .where('userId', '=', userId)
    .execute();
}

/** Whether the person is a member of the conversation holding this message, and it is still there (not removed). */
export async function messageVisibleTo(db: Db, messageId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('messages as msg')
    .innerJoin('conversationMembers as m', (join) =>
      join.onRef('m.conversationId', '=', 'msg.conversationId').on('m.userId', '=', userId),
    )
    .select('msg.id')
    .where('msg.id', '=', messageId)
    .where('msg.removedAt', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** Who sent a message (the admin portal's report queue acts on the sender). */
export async function findMessageSender(db: Db, messageId: string): Promise<string | undefined> {
  const row = await db.selectFrom('messages').select('senderId').where('id', '=', messageId).executeTakeFirst();
  return row?.senderId;
}

/** The message, locked for its removal (two admins resolving its reports at once queue). */
export async function lockMessage(trx: Transaction<Database>, messageId: string) {
  return trx
    .selectFrom('messages')
    .select(['id', 'conversationId', 'senderId', 'body', 'createdAt', 'removedAt'])
    .where('id', '=', messageId)
    .forUpdate()
    .executeTakeFirst();
}

/** Removed by an admin: the row stays (the conversation keeps its order) without its words. */
export async function markMessageRemoved(
  trx: Transaction<Database>,
  messageId: string,
  removedBy: string,
  at: Date,
): Promise<void> {
  await trx.updateTable('messages').set({ body: '', removedAt: at, removedBy }).where('id', '=', messageId).execute();
}
