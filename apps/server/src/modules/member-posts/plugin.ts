import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { memberPostRoutes } from './routes.js';

/**
 * The member-posts module (decision 0077): a creator's posts for their members, all of them or a
 * tier and those ranked above it. It reads memberships' tables (who is a member, of which tier)
 * and records `member_post.published`, which notifications turns into notices and mails.
 */
const memberPosts: FastifyPluginAsync<{ publicUrl: string }> = async (app, { publicUrl }) => {
  await app.register(memberPostRoutes, { publicUrl });
};

export const memberPostsPlugin = fp(memberPosts, { name: 'member-posts', dependencies: ['identity', 'memberships'] });
