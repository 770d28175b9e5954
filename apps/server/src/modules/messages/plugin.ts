import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { messagesRoutes } from './routes.js';
import { onBlockChanged } from './service.js';

const SUBSCRIBER = 'messages';

/**
 * The messages module (decision 0028): one-to-one conversations. It reads people through the users
 * service, blocks and follows through the social service, and hears blocks as events (hiding the
 * blocker's conversation). Messages stay when an account is deleted: the other person keeps the
 * history, shown as from "Deleted account".
 */
const messages: FastifyPluginAsync = async (app) => {
  // Both events mean "the block between these two changed": the handler reads which way it is now.
  app.events.subscribe('user.blocked', SUBSCRIBER, (trx, { payload }) =>
    onBlockChanged(trx, payload.blockerId, payload.blockedId),
  );
  app.events.subscribe('user.unblocked', SUBSCRIBER, (trx, { payload }) =>
    onBlockChanged(trx, payload.blockerId, payload.blockedId),
  );
  await app.register(messagesRoutes);
};

export const messagesPlugin = fp(messages, { name: 'messages', dependencies: ['identity', 'social', 'live'] });
