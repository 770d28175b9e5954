import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { feedMemberPostRoutes } from './member-posts.js';
import { feedRoutes } from './routes.js';

/**
 * The feed module (decision 0021): composes campaigns' lists with the reader's interests (users),
 * backed categories (pledges) and follows (social), and the titles of followed creators' members-only
 * posts (member-posts). It owns no table.
 */
const feed: FastifyPluginAsync = async (app) => {
  await app.register(feedRoutes);
  await app.register(feedMemberPostRoutes);
};

export const feedPlugin = fp(feed, { name: 'feed', dependencies: ['campaigns'] });
