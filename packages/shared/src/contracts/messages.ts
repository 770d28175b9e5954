import { z } from 'zod';
import { pageCursorField, pageLimitField } from './paging.js';

/** One-to-one messages (docs/product-rules.md#messages, decision 0028). */

export const MESSAGE_MAX_LENGTH = 2_000;
/** Sending limits (docs/product-rules.md#messages). */
export const MESSAGES_PER_MINUTE = 30;
/** An account younger than this is "new": it may start few conversations with strangers. */
export const NEW_ACCOUNT_HOURS = 24;
export const NEW_ACCOUNT_STRANGER_CONVERSATIONS_PER_DAY = 3;
export const NEW_ACCOUNT_UNANSWERED_MESSAGES = 5;

export const BLOCKED_MESSAGE = 'You can’t message this person.';
export const SELF_MESSAGE = 'You can’t message yourself.';
export const MESSAGES_TOO_FAST = `You are sending messages too quickly: at most ${MESSAGES_PER_MINUTE} a minute. Wait a moment.`;
export const NEW_ACCOUNT_CONVERSATIONS_LIMIT = `New accounts can start ${NEW_ACCOUNT_STRANGER_CONVERSATIONS_PER_DAY} conversations a day with people who don’t follow them. Try again tomorrow.`;
export const NEW_ACCOUNT_UNANSWERED_LIMIT = `New accounts can send ${NEW_ACCOUNT_UNANSWERED_MESSAGES} messages before the other person answers.`;

export const messagePersonSchema = /* @__PURE__ */ z.object({
  /** Null once the account is deleted. */
  username: z.string().nullable(),
  displayName: z.string(),
  photoUrl: z.string().nullable(),
});
export type MessagePerson = z.infer<typeof messagePersonSchema>;

export const messageSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  conversationId: z.string(),
  /** Empty when `removed`. */
  body: z.string(),
  /** An admin removed it from its report (docs/product-rules.md#reports): show constants/moderation's REMOVED_MESSAGE_TEXT. */
  removed: z.boolean(),
  mine: z.boolean(),
  clientId: z.string().nullable(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

export const conversationSummarySchema = /* @__PURE__ */ z.object({
  id: z.string(),
  other: messagePersonSchema,
  lastMessage: z.object({ body: z.string(), removed: z.boolean(), mine: z.boolean(), createdAt: z.string() }).nullable(),
  unread: z.number().int().nonnegative(),
  updatedAt: z.string(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

/** GET /api/messages/conversations: newest activity first, by cursor. */
export const conversationListQuerySchema = /* @__PURE__ */ z
  .object({ cursor: pageCursorField(), limit: pageLimitField(50) })
  .strict();
export const conversationListSchema = /* @__PURE__ */ z.object({
  items: z.array(conversationSummarySchema),
  nextCursor: z.string().nullable(),
});
export type ConversationList = z.infer<typeof conversationListSchema>;

/** GET /api/messages/conversations/:id and the answer to starting one. */
export const conversationSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  other: messagePersonSchema,
  /** Whether the reader blocks the other person (they then cannot write to each other). */
  blockedByMe: z.boolean(),
  /** False when either blocks the other, or the other account is gone. */
  canSend: z.boolean(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** POST /api/messages/conversations: with whom (get or start). */
export const startConversationSchema = /* @__PURE__ */ z
  .object({ username: z.string().trim().min(1, 'Say who to message.').max(64, 'That username is too long.') })
  .strict();
export type StartConversation = z.infer<typeof startConversationSchema>;

/** GET /api/messages/conversations/:id/messages?cursor=: one page of history, the page oldest first. */
export const messageListQuerySchema = /* @__PURE__ */ z
  .object({ cursor: pageCursorField(), limit: pageLimitField(100, 30) })
  .strict();
export const messageListSchema = /* @__PURE__ */ z.object({
  items: z.array(messageSchema),
  /** The cursor of the next older page, or null at the beginning of the conversation. */
  olderCursor: z.string().nullable(),
  /** Up to when the other person has read (read receipts), or null. */
  otherReadAt: z.string().nullable(),
});
export type MessageList = z.infer<typeof messageListSchema>;

/** POST /api/messages/conversations/:id/messages. */
export const newMessageSchema = /* @__PURE__ */ z
  .object({
    body: z
      .string()
      .trim()
      .min(1, 'Write a message first.')
      .max(MESSAGE_MAX_LENGTH, `A message is at most ${MESSAGE_MAX_LENGTH.toLocaleString('en')} characters.`),
    /** Chosen by the sender's browser: a retried send with the same id is the same message. */
    clientId: z.string().min(8).max(64),
  })
  .strict();
export type NewMessage = z.infer<typeof newMessageSchema>;

export const readReceiptSchema = /* @__PURE__ */ z.object({ readAt: z.string().nullable() });
export const unreadCountSchema = /* @__PURE__ */ z.object({ count: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;
export const blockStateSchema = /* @__PURE__ */ z.object({ blocked: z.boolean() });
export type BlockState = z.infer<typeof blockStateSchema>;
