import { getFollowedMemberPostsRoute } from '@crowdspark/shared/api-routes/member-posts';
import type { FollowedMemberPosts } from '@crowdspark/shared/contracts/member-posts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { routeOptions } from '../../http/api-route.js';
import { followedCreatorsPosts } from '../member-posts/service.js';
import { followedUserIds } from '../social/service.js';

/** Creators followed whose posts the block reads (most recent follows first), and how many titles it shows. */
const FOLLOWED_LIMIT = 200;
const POSTS_SHOWN = 10;

/**
 * The following feed's members-only posts (decision 0077): the newest titles by creators the reader
 * follows, each with its creator, a link and whether the reader may read it (the post's page
 * decides again whether the body is shown).
 */
export async function followedMemberPosts(db: Kysely<Database>, readerId: string): Promise<FollowedMemberPosts> {
  return followedCreatorsPosts(db, readerId, await followedUserIds(db, readerId, FOLLOWED_LIMIT), POSTS_SHOWN);
}

/** GET /api/feed/member-posts (signed in). */
export const feedMemberPostRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.route({
    ...routeOptions(getFollowedMemberPostsRoute),
    onRequest: app.requireAccess('signed-in'),
    handler: (request) => followedMemberPosts(app.db, request.requireUser().id),
  });
  done();
};
