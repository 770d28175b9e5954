/** The JSON routes answered with contracts/messages.ts (docs/decisions/0068-typed-route-table.md). */
import type { ApiRouteOf } from './define-route.js';

export const getMessagesConversationsRoute = {
  contract: 'messages',
  method: 'GET',
  path: '/api/messages/conversations',
  query: 'conversationListQuerySchema',
  response: 'conversationListSchema',
} as const satisfies ApiRouteOf<'messages'>;

export const postMessagesConversationsRoute = {
  contract: 'messages',
  method: 'POST',
  path: '/api/messages/conversations',
  body: 'startConversationSchema',
  response: 'conversationSchema',
} as const satisfies ApiRouteOf<'messages'>;

export const getMessagesConversationsByIdRoute = {
  contract: 'messages',
  method: 'GET',
  path: '/api/messages/conversations/:id',
  response: 'conversationSchema',
} as const satisfies ApiRouteOf<'messages'>;

export const getMessagesConversationsMessagesRoute = {
  contract: 'messages',
  method: 'GET',
  path: '/api/messages/conversations/:id/messages',
  query: 'messageListQuerySchema',
  response: 'messageListSchema',
} as const satisfies ApiRouteOf<'messages'>;

export const postMessagesConversationsMessagesRoute = {
  contract: 'messages',
  method: 'POST',
  path: '/api/messages/conversations/:id/messages',
  body: 'newMessageSchema',
  response: 'messageSchema',
  status: 201,
} as const satisfies ApiRouteOf<'messages'>;

export const postMessagesConversationsReadRoute = {
  contract: 'messages',
  method: 'POST',
  path: '/api/messages/conversations/:id/read',
  response: 'readReceiptSchema',
} as const satisfies ApiRouteOf<'messages'>;

export const getMessagesUnreadCountRoute = {
  contract: 'messages',
  method: 'GET',
  path: '/api/messages/unread-count',
  response: 'unreadCountSchema',
} as const satisfies ApiRouteOf<'messages'>;

/** Whether the reader blocks the person (GET), block (PUT), unblock (DELETE): each answers the new state. */
export const getBlockStateRoute = {
  contract: 'messages',
  method: 'GET',
  path: '/api/users/:username/block',
  response: 'blockStateSchema',
} as const satisfies ApiRouteOf<'messages'>;

export const blockRoute = {
  contract: 'messages',
  method: 'PUT',
  path: '/api/users/:username/block',
  response: 'blockStateSchema',
} as const satisfies ApiRouteOf<'messages'>;

export const unblockRoute = {
  contract: 'messages',
  method: 'DELETE',
  path: '/api/users/:username/block',
  response: 'blockStateSchema',
} as const satisfies ApiRouteOf<'messages'>;
