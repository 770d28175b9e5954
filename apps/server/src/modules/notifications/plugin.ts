import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { deleteNotificationsOf } from './repository.js';
import { notificationsRoutes } from './routes.js';
import { registerNotificationSubscribers } from './subscribers.js';

/**
 * The notifications module (decision 0029): the inbox, written by subscribers to other modules'
 * events (subscribers.ts), pushed live, and the money mails. A deleted account's inbox goes.
 */
const notifications: FastifyPluginAsync<{ publicUrl: string }> = async (app, { publicUrl }) => {
  registerNotificationSubscribers(app, publicUrl);
  app.identity.beforeAccountDeletion('notifications', { cleanUp: deleteNotificationsOf });
  await app.register(notificationsRoutes);
};

export const notificationsPlugin = fp(notifications, {
  name: 'notifications',
  dependencies: ['identity', 'campaigns', 'pledges', 'community', 'live'],
});
