import type { FastifyPluginAsync } from 'fastify';
import { avatarRoutes } from './avatar.js';
import { userRoutes } from './routes.js';

/** The users module: GET /api/me, settings, the avatar upload and public profiles. */
export const usersPlugin: FastifyPluginAsync = async (app) => {
  await app.register(userRoutes);
  await app.register(avatarRoutes);
};
