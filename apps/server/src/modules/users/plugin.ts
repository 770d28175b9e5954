import type { FastifyPluginAsync } from 'fastify';
import { avatarRoutes } from './avatar.js';
import { userRoutes } from './routes.js';
import { anonymiseDeletedAccount } from './service.js';

/** The users module: GET /api/me, settings, the avatar upload, public profiles and its part of account deletion. */
export const usersPlugin: FastifyPluginAsync = async (app) => {
  // The profile is anonymised when the account goes. What still stops it (money still moving, a
  // live campaign) is said by the modules that own that money: ledger, wallet, payments, pledges, campaigns.
  app.identity.beforeAccountDeletion('users', { cleanUp: anonymiseDeletedAccount });
  await app.register(userRoutes);
  await app.register(avatarRoutes);
};
