import {
  conversationListQuerySchema,
  conversationListSchema,
  conversationSchema,
  messageListQuerySchema,
  messageListSchema,
  messageSchema,
  newMessageSchema,
  readReceiptSchema,
  startConversationSchema,
  unreadCountSchema,
} from '@crowdspark/shared/contracts/messages';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  getConversation,
  listConversations,
  listMessages,
  markConversationRead,
  startConversation,
  unreadMessageCount,
} from './service.js';
import { sendMessage } from './send.js';

const conversationParams = z.object({ id: z.string().min(1).max(64) });

/** /api/messages/*: the signed-in person's conversations. Thin: each route calls one service function. */
export const messagesRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const signedIn = app.requireAccess('signed-in');

  app.get(
    '/messages/conversations',
    { onRequest: signedIn, schema: { querystring: conversationListQuerySchema, response: { 200: conversationListSchema } } },
    (request) => listConversations(app.db, request.requireUser().id, request.query),
  );
  app.post(
    '/messages/conversations',
    { onRequest: signedIn, schema: { body: startConversationSchema, response: { 200: conversationSchema } } },
    (request) => startConversation(app.db, request.requireUser().id, request.body.username),
  );
  app.get(
    '/messages/conversations/:id',
    { onRequest: signedIn, schema: { params: conversationParams, response: { 200: conversationSchema } } },
    (request) => getConversation(app.db, request.requireUser().id, request.params.id),
  );
  app.get(
    '/messages/conversations/:id/messages',
    {
      onRequest: signedIn,
      schema: { params: conversationParams, querystring: messageListQuerySchema, response: { 200: messageListSchema } },
    },
    (request) => listMessages(app.db, request.requireUser().id, request.params.id, request.query),
  );
  app.post(
    '/messages/conversations/:id/messages',
    {
      onRequest: signedIn,
      schema: { params: conversationParams, body: newMessageSchema, response: { 201: messageSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await sendMessage(app.db, request.requireUser().id, request.params.id, request.body)),
  );
  app.post(
    '/messages/conversations/:id/read',
    { onRequest: signedIn, schema: { params: conversationParams, response: { 200: readReceiptSchema } } },
    (request) => markConversationRead(app.db, request.requireUser().id, request.params.id),
  );
  app.get('/messages/unread-count', { onRequest: signedIn, schema: { response: { 200: unreadCountSchema } } }, (request) =>
    unreadMessageCount(app.db, request.requireUser().id),
  );
  done();
};
