/** The JSON routes answered with contracts/messages.ts (docs/decisions/0068-typed-route-table.md). */
import { defineRoute } from './define-route.js';

export const getMessagesConversationsRoute = /* @__PURE__ */ defineRoute('messages', {
  method: 'GET',
  path: '/api/messages/conversations',
  query: 'conversationListQuerySchema',
  response: 'conversationListSchema',
});

export const postMessagesConversationsRoute = /* @__PURE__ */ defineRoute('messages', {
  method: 'POST',
  path: '/api/messages/conversations',
  body: 'startConversationSchema',
  response: 'conversationSchema',
});

export const getMessagesConversationsByIdRoute = /* @__PURE__ */ defineRoute('messages', {
  method: 'GET',
  path: '/api/messages/conversations/:id',
  response: 'conversationSchema',
});

export const getMessagesConversationsMessagesRoute = /* @__PURE__ */ defineRoute('messages', {
  method: 'GET',
  path: '/api/messages/conversations/:id/messages',
  query: 'messageListQuerySchema',
  response: 'messageListSchema',
});

export const postMessagesConversationsMessagesRoute = /* @__PURE__ */ defineRoute('messages', {
  method: 'POST',
  path: '/api/messages/conversations/:id/messages',
  body: 'newMessageSchema',
  response: 'messageSchema',
  status: 201,
});

export const postMessagesConversationsReadRoute = /* @__PURE__ */ defineRoute('messages', {
  method: 'POST',
  path: '/api/messages/conversations/:id/read',
  response: 'readReceiptSchema',
});

export const getMessagesUnreadCountRoute = /* @__PURE__ */ defineRoute('messages', {
  method: 'GET',
  path: '/api/messages/unread-count',
  response: 'unreadCountSchema',
});
