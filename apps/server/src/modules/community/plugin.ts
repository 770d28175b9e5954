import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { communityRoutes } from './routes.js';

/**
 * The community module (decision 0024): campaign updates and comments. It reads campaigns (roles,
 * visibility) and pledges (who backed) through their services; both must be registered first.
 */
const community: FastifyPluginAsync<{ publicUrl: string }> = async (app, { publicUrl }) => {
  await app.register(communityRoutes, { publicUrl });
};

export const communityPlugin = fp(community, { name: 'community', dependencies: ['identity', 'campaigns', 'pledges'] });
