import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { messagesRoutes } from './routes.js';
import { onUserBlocked } from './service.js';

const SUBSCRIBER = 'messages';

/**
 * The messages module (decision 0028): one-to-one conversations. It reads people through the users
 * service, blocks and follows through the social service, and hears blocks as events (hiding the
 * blocker's conversation). Messages stay when an account is deleted: the other person keeps the
 * history, shown as from "Deleted account".
 */
const messages: FastifyPluginAsync = async (app) => {
  app.events.subscribe('user.blocked', SUBSCRIBER, (trx, event) =>
    onUserBlocked(trx, event.payload.blockerId, event.payload.blockedId, true),
  );
  app.events.subscribe('user.unblocked', SUBSCRIBER, (trx, event) =>
    onUserBlocked(trx, event.payload.blockerId, event.payload.blockedId, false),
  );
  await app.register(messagesRoutes);
};

export const messagesPlugin = fp(messages, { name: 'messages', dependencies: ['identity', 'social', 'live'] });
