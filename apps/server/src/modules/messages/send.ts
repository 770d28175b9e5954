import {
  BLOCKED_MESSAGE,
  MESSAGES_PER_MINUTE,
  MESSAGES_TOO_FAST,
  NEW_ACCOUNT_CONVERSATIONS_LIMIT,
  NEW_ACCOUNT_HOURS,
  NEW_ACCOUNT_STRANGER_CONVERSATIONS_PER_DAY,
  NEW_ACCOUNT_UNANSWERED_LIMIT,
  NEW_ACCOUNT_UNANSWERED_MESSAGES,
  type Message,
  type NewMessage,
} from '@crowdspark/shared/contracts/messages';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { lockPersonLimit } from '../../db/person-limit-lock.js';
import { AppError } from '../../errors/app-error.js';
import { newId } from '../../short-id.js';
import { recordEvent } from '../events/service.js';
import { publishLive } from '../live/service.js';
import { follows } from '../social/service.js';
import * as repo from './repository.js';
import { findSendContext, insertMessage, readSenderFacts } from './send-repository.js';
import { messageView } from './service.js';

/**
 * Sending a message (docs/product-rules.md#messages, decisions 0028 and 0061): one statement reads
 * what the send checks (membership, a retried client id, blocks, the other account), then one
 * transaction under the sender's limit lock counts the limits, inserts, records `message.sent` and
 * pushes to both members' tabs on commit.
 */

const NOT_FOUND = 'This conversation does not exist, or is not yours.';
const HOUR_MS = 60 * 60 * 1000;

/**
 * The new-account limits, for a sender whose account is younger than NEW_ACCOUNT_HOURS writing to
 * someone who does not follow them (rare: these reads run only then).
 */
async function checkNewAccountLimits(trx: Transaction<Database>, me: string, otherId: string, conversationId: string, now: Date) {
  if (await follows(trx, otherId, me)) return;
  const counts = await repo.countMessagesBy(trx, conversationId, me);
  if (counts.mine === 0) {
    const started = await repo.conversationsStartedSince(trx, me, new Date(now.getTime() - 24 * HOUR_MS));
    if (started.length >= NEW_ACCOUNT_STRANGER_CONVERSATIONS_PER_DAY)
      throw new AppError('TOO_MANY_REQUESTS', NEW_ACCOUNT_CONVERSATIONS_LIMIT);
  }
  if (counts.theirs === 0 && counts.mine >= NEW_ACCOUNT_UNANSWERED_MESSAGES)
    throw new AppError('TOO_MANY_REQUESTS', NEW_ACCOUNT_UNANSWERED_LIMIT);
}

/** Sends a message. The same clientId again answers the message it made (a retried send). */
export async function sendMessage(db: Kysely<Database>, me: string, conversationId: string, input: NewMessage): Promise<Message> {
  const context = await findSendContext(db, conversationId, me, input.clientId);
  if (!context) throw new AppError('NOT_FOUND', NOT_FOUND);
  const otherId = context.userA === me ? context.userB : context.userA;
  if (context.earlier) {
    if (context.earlier.conversationId !== conversationId)
      throw new AppError('CONFLICT', 'This message id was already used in another conversation.');
    return messageView(context.earlier, me);
  }
  if (context.blocked) throw new AppError('FORBIDDEN', BLOCKED_MESSAGE);
  if (!context.otherActive) throw new AppError('FORBIDDEN', 'This account no longer exists.');
  const row = await db.transaction().execute(async (trx) => {
    // Counted under the sender's lock so that concurrent sends cannot slip past the limits together.
    await lockPersonLimit(trx, 'messages', me);
    const now = new Date();
    const facts = await readSenderFacts(trx, me, input.clientId, new Date(now.getTime() - 60_000));
    // A retry that raced the first attempt: the lock makes the second one see the first's row.
    if (facts.raced) return facts.raced;
    if (facts.sentSince >= MESSAGES_PER_MINUTE) throw new AppError('TOO_MANY_REQUESTS', MESSAGES_TOO_FAST);
    const isNew = facts.senderCreatedAt !== null && now.getTime() - facts.senderCreatedAt.getTime() < NEW_ACCOUNT_HOURS * HOUR_MS;
    if (isNew) await checkNewAccountLimits(trx, me, otherId, conversationId, now);
    const inserted = await insertMessage(trx, {
      id: newId(),
      conversationId,
      senderId: me,
      body: input.body,
      clientId: input.clientId,
    });
    await recordEvent(trx, {
      type: 'message.sent',
      payload: { messageId: inserted.id, conversationId, senderId: me, recipientId: otherId },
    });
    await publishLive(trx, [otherId, me], { type: 'message', id: conversationId });
    return inserted;
  });
  return messageView(row, me);
}
