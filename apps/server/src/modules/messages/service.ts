import {
  BLOCKED_MESSAGE,
  SELF_MESSAGE,
  type Conversation,
  type ConversationList,
  type Message,
  type MessageList,
} from '@crowdspark/shared/contracts/messages';
import type { Kysely, Transaction } from 'kysely';
import { isAdminRole } from '@crowdspark/shared/constants/roles';
import type { Database } from '../../db/schema.js';
import { writeAuditEntry } from '../../audit/audit-log.js';
import { AppError } from '../../errors/app-error.js';
import { decodeDatedCursor, encodeDatedCursor } from '../../http/dated-cursor.js';
import { newId } from '../../short-id.js';
import { recordEvent } from '../events/service.js';
import { publishLive } from '../live/service.js';
import { blocks, eitherBlocks } from '../social/service.js';
import { activeUserIdByUsername, personCardsByIds, type PersonCard } from '../users/service.js';
import * as repo from './repository.js';
import type { StoredMessage } from './send-repository.js';

/**
 * One-to-one messages (docs/product-rules.md#messages, decision 0028). Only the two members of a
 * conversation read or write it: anyone else gets the same 404 as for a conversation that does
 * not exist. Every change pushes `{type, id: conversationId}` to the members' open tabs (decision
 * 0027), who read the conversation again through this API.
 */

const NOT_FOUND = 'This conversation does not exist, or is not yours.';
const CONVERSATIONS_CURSOR = 'conversations';
const MESSAGES_CURSOR = 'messages';

const otherOf = (pair: { userA: string; userB: string }, me: string) => (pair.userA === me ? pair.userB : pair.userA);

function personView(card: PersonCard | undefined) {
  return card
    ? { username: card.username, displayName: card.displayName, photoUrl: card.photoUrl }
    : { username: null, displayName: 'Deleted account', photoUrl: null };
}

export function messageView(row: StoredMessage, me: string): Message {
  return {
    id: row.id,
    conversationId: row.conversationId,
    body: row.removedAt ? '' : row.body,
    removed: row.removedAt !== null,
    mine: row.senderId === me,
    // The client id is the sender's own: the other member has no use for it.
    clientId: row.senderId === me ? row.clientId : null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function membershipOrThrow(db: Kysely<Database> | Transaction<Database>, conversationId: string, userId: string) {
  const membership = await repo.findMembership(db, conversationId, userId);
  if (!membership) throw new AppError('NOT_FOUND', NOT_FOUND);
  return membership;
}

async function conversationView(
  db: Kysely<Database>,
  conversation: { id: string; userA: string; userB: string },
  me: string,
): Promise<Conversation> {
  const otherId = otherOf(conversation, me);
  const card = (await personCardsByIds(db, [otherId])).get(otherId);
  const blockedByMe = await blocks(db, me, otherId);
  const blocked = blockedByMe || (await blocks(db, otherId, me));
  return { id: conversation.id, other: personView(card), blockedByMe, canSend: !blocked && card !== undefined && !card.deleted };
}

/** Gets or starts the reader's conversation with the person (400 yourself, 404 unknown, 403 blocked). */
export async function startConversation(db: Kysely<Database>, me: string, username: string): Promise<Conversation> {
  const otherId = await activeUserIdByUsername(db, username);
  if (!otherId) throw new AppError('NOT_FOUND', 'No one has this username.');
  if (otherId === me) throw new AppError('BAD_REQUEST', SELF_MESSAGE);
  const existing = await repo.findConversationByPair(db, me, otherId);
  if (existing) return conversationView(db, existing, me);
  if (await eitherBlocks(db, me, otherId)) throw new AppError('FORBIDDEN', BLOCKED_MESSAGE);
  const id = await db.transaction().execute((trx) => repo.insertConversation(trx, newId(), me, otherId));
  return conversationView(db, { id, ...pairOf(me, otherId) }, me);
}

function pairOf(a: string, b: string) {
  const [userA, userB] = repo.orderedPair(a, b);
  return { userA, userB };
}

export async function getConversation(db: Kysely<Database>, me: string, conversationId: string): Promise<Conversation> {
  const membership = await membershipOrThrow(db, conversationId, me);
  return conversationView(db, membership, me);
}

export async function listConversations(
  db: Kysely<Database>,
  me: string,
  query: { cursor?: string | undefined; limit: number },
): Promise<ConversationList> {
  const after = query.cursor ? decodeDatedCursor(query.cursor, CONVERSATIONS_CURSOR) : null;
  const rows = await repo.conversationPage(db, me, query.limit, after);
  const page = rows.slice(0, query.limit);
  const ids = page.map((row) => row.id);
  const [cards, lasts, unread] = [
    await personCardsByIds(
      db,
      page.map((row) => otherOf(row, me)),
    ),
    await repo.lastMessages(db, ids),
    await repo.unreadCounts(db, me, ids),
  ];
  const lastOf = new Map(lasts.map((m) => [m.conversationId, m]));
  const unreadOf = new Map(unread.map((u) => [u.conversationId, Number(u.unread)]));
  const last = page[page.length - 1];
  return {
    items: page.map((row) => {
      const message = lastOf.get(row.id);
      return {
        id: row.id,
        other: personView(cards.get(otherOf(row, me))),
        lastMessage: message
          ? {
              body: message.removedAt ? '' : message.body,
              removed: message.removedAt !== null,
              mine: message.senderId === me,
              createdAt: message.createdAt.toISOString(),
            }
          : null,
        unread: unreadOf.get(row.id) ?? 0,
        updatedAt: new Date(row.activityAt).toISOString(),
      };
    }),
    nextCursor:
      rows.length > query.limit && last
        ? encodeDatedCursor(CONVERSATIONS_CURSOR, { at: new Date(last.activityAt), id: last.id })
        : null,
  };
}

export async function listMessages(
  db: Kysely<Database>,
  me: string,
  conversationId: string,
  query: { cursor?: string | undefined; limit: number },
): Promise<MessageList> {
  const membership = await membershipOrThrow(db, conversationId, me);
  const before = query.cursor ? decodeDatedCursor(query.cursor, MESSAGES_CURSOR) : null;
  const rows = await repo.messagePage(db, conversationId, query.limit, before);
  const page = rows.slice(0, query.limit);
  const oldest = page[page.length - 1];
  const otherReadAt = await repo.otherMemberReadAt(db, conversationId, otherOf(membership, me));
  return {
    items: page.reverse().map((row) => messageView(row, me)),
    olderCursor:
      rows.length > query.limit && oldest ? encodeDatedCursor(MESSAGES_CURSOR, { at: oldest.createdAt, id: oldest.id }) : null,
    otherReadAt: otherReadAt?.toISOString() ?? null,
  };
}

/** Marks the conversation read up to its newest message; the other member's tabs hear it (receipts). */
export async function markConversationRead(
  db: Kysely<Database>,
  me: string,
  conversationId: string,
): Promise<{ readAt: string | null }> {
  const membership = await membershipOrThrow(db, conversationId, me);
  const newest = await repo.newestMessage(db, conversationId);
  if (!newest) return { readAt: membership.lastReadAt?.toISOString() ?? null };
  if (membership.lastReadAt && membership.lastReadAt >= newest.createdAt) return { readAt: membership.lastReadAt.toISOString() };
  await db.transaction().execute(async (trx) => {
    await repo.markRead(trx, conversationId, me, newest.id);
    await recordEvent(trx, { type: 'message.read', payload: { conversationId, readerId: me, upToMessageId: newest.id } });
    await publishLive(trx, [otherOf(membership, me), me], { type: 'message.read', id: conversationId });
  });
  return { readAt: newest.createdAt.toISOString() };
}

/** Messages from others after the reader's markers, in conversations the reader has not hidden. */
export async function unreadMessageCount(db: Kysely<Database>, me: string): Promise<{ count: number }> {
  const rows = await repo.unreadCounts(db, me);
  return { count: rows.reduce((sum, row) => sum + Number(row.unread), 0) };
}

/**
 * Blocking hides the blocker's conversation with the person; unblocking shows it again (social's
 * user.blocked and user.unblocked). Events arrive in any order and may come again, so the handler
 * never trusts which event it is: it reads whether the block holds now and sets the conversation to
 * match (docs/decisions/0050-handlers-read-current-state.md). Block then unblock, delivered
 * the other way round, still ends visible.
 */
export async function onBlockChanged(trx: Transaction<Database>, blockerId: string, blockedId: string): Promise<void> {
  await repo.setHidden(trx, blockerId, blockedId, await blocks(trx, blockerId, blockedId));
  const conversation = await repo.findConversationByPair(trx, blockerId, blockedId);
  if (conversation) await publishLive(trx, [blockerId, blockedId], { type: 'message', id: conversation.id });
}

/**
 * An admin removes a reported message (docs/product-rules.md#reports, decision 0035): the row
 * stays in its place, its words are erased, and both members' open tabs read the conversation
 * again, where it shows as removed. Audited (the state, never the words: the append-only log
 * would otherwise keep what the removal erases) with the admin's note as the reason;
 * `message.removed`. Removing an already removed message changes nothing.
 */
export async function removeMessage(
  db: Kysely<Database>,
  actor: { id: string; role: string },
  messageId: string,
  reason: string,
): Promise<void> {
  if (!isAdminRole(actor.role)) throw new AppError('FORBIDDEN', 'Only admins can remove a message.');
  await db.transaction().execute(async (trx) => {
    const row = await repo.lockMessage(trx, messageId);
    if (!row) throw new AppError('NOT_FOUND', 'This message no longer exists.');
    if (row.removedAt) return;
    await repo.markMessageRemoved(trx, messageId, actor.id, new Date());
    const conversation = await repo.findConversation(trx, row.conversationId);
    await writeAuditEntry(trx, {
      actorId: actor.id,
      action: 'message.remove',
      targetType: 'message',
      targetId: messageId,
      before: { removed: false, characters: row.body.length },
      after: { removed: true, characters: 0 },
      reason,
      details: { conversationId: row.conversationId, senderId: row.senderId },
    });
    await recordEvent(trx, {
      type: 'message.removed',
      payload: { messageId, conversationId: row.conversationId, senderId: row.senderId, removedBy: actor.id },
    });
    if (conversation)
      await publishLive(trx, [conversation.userA, conversation.userB], { type: 'message', id: row.conversationId });
  });
}

/** For the reports module: whether the person may report this message (they are in its conversation). */
export async function messageReportableBy(db: Kysely<Database>, messageId: string, userId: string): Promise<boolean> {
  return repo.messageVisibleTo(db, messageId, userId);
}

/** For the reports module: the sender of a reported message (null when it is gone). */
export async function messageSenderOf(db: Kysely<Database>, messageId: string): Promise<string | null> {
  return (await repo.findMessageSender(db, messageId)) ?? null;
}
