import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { forgetCommentsOf } from './comments.js';
import { registerLiveComments } from './live-comments.js';
import { communityRoutes } from './routes.js';

/**
 * The community module (decision 0024): campaign updates and comments. It reads campaigns (roles,
 * visibility) and pledges (who backed) through their services, and registers its comment topics
 * with live delivery; all three must be registered first.
 */
const community: FastifyPluginAsync<{ publicUrl: string }> = async (app, { publicUrl }) => {
  // A deleted account's comments lose their words; its updates stay under "Deleted user" (decision 0024).
  app.identity.beforeAccountDeletion('community', { cleanUp: forgetCommentsOf });
  // Open pages showing a thread hear its new, edited and deleted comments (decision 0052).
  registerLiveComments(app);
  await app.register(communityRoutes, { publicUrl });
};

export const communityPlugin = fp(community, { name: 'community', dependencies: ['identity', 'campaigns', 'pledges', 'live'] });
