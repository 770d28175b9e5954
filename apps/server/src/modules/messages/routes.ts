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
import {
  getMessagesConversationsByIdRoute,
  getMessagesConversationsMessagesRoute,
  getMessagesConversationsRoute,
  getMessagesUnreadCountRoute,
  postMessagesConversationsMessagesRoute,
  postMessagesConversationsReadRoute,
  postMessagesConversationsRoute,
} from '@crowdspark/shared/api-routes/messages';
import { routeOptions } from '../../http/api-route.js';

const conversationParams = z.object({ id: z.string().min(1).max(64) });

/** /api/messages/*: the signed-in person's conversations. Thin: each route calls one service function. */
export const messagesRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const signedIn = app.requireAccess('signed-in');

  app.route({
    ...routeOptions(getMessagesConversationsRoute),
    onRequest: signedIn,
    handler: (request) => listConversations(app.db, request.requireUser().id, request.query),
  });
  app.route({
    ...routeOptions(postMessagesConversationsRoute),
    onRequest: signedIn,
    handler: (request) => startConversation(app.db, request.requireUser().id, request.body.username),
  });
  app.route({
    ...routeOptions(getMessagesConversationsByIdRoute, { params: conversationParams }),
    onRequest: signedIn,
    handler: (request) => getConversation(app.db, request.requireUser().id, request.params.id),
  });
  app.route({
    ...routeOptions(getMessagesConversationsMessagesRoute, { params: conversationParams }),
    onRequest: signedIn,
    handler: (request) => listMessages(app.db, request.requireUser().id, request.params.id, request.query),
  });
  app.route({
    ...routeOptions(postMessagesConversationsMessagesRoute, { params: conversationParams }),
    onRequest: signedIn,
    handler: async (request, reply) =>
      reply.code(201).send(await sendMessage(app.db, request.requireUser().id, request.params.id, request.body)),
  });
  app.route({
    ...routeOptions(postMessagesConversationsReadRoute, { params: conversationParams }),
    onRequest: signedIn,
    handler: (request) => markConversationRead(app.db, request.requireUser().id, request.params.id),
  });
  app.route({
    ...routeOptions(getMessagesUnreadCountRoute),
    onRequest: signedIn,
    handler: (request) => unreadMessageCount(app.db, request.requireUser().id),
  });
  done();
};
