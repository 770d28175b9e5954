import type { FastifyPluginAsync } from 'fastify';
import { avatarRoutes } from './avatar.js';
import { userRoutes } from './routes.js';
import { anonymiseDeletedAccount, moneyBlockingDeletion } from './service.js';

/** The users module: GET /api/me, settings, the avatar upload, public profiles and its part of account deletion. */
export const usersPlugin: FastifyPluginAsync = async (app) => {
  // Money still moving stops an account from going; its profile is anonymised when it goes. Registered
  // before other modules' hooks, so the money reasons come first in the refusal.
  app.identity.beforeAccountDeletion('users', { blockingReason: moneyBlockingDeletion, cleanUp: anonymiseDeletedAccount });
  await app.register(userRoutes);
  await app.register(avatarRoutes);
};
