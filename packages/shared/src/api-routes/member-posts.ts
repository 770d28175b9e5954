/** The JSON routes answered with contracts/member-posts.ts (docs/decisions/0077-members-only-posts.md). */
import type { ApiRouteOf } from './define-route.js';

/** Anyone: the creator's members-only posts, titles and dates only. */
export const getCreatorPostsRoute = {
  contract: 'member-posts',
  method: 'GET',
  path: '/api/creators/:username/posts',
  query: 'memberPostPageQuerySchema',
  response: 'memberPostListSchema',
} as const satisfies ApiRouteOf<'member-posts'>;

/** Anyone: one post; its body only for the creator and members whose tier qualifies. */
export const getCreatorPostRoute = {
  contract: 'member-posts',
  method: 'GET',
  path: '/api/creators/:username/posts/:postId',
  response: 'memberPostSchema',
} as const satisfies ApiRouteOf<'member-posts'>;

export const postMemberPostRoute = {
  contract: 'member-posts',
  method: 'POST',
  path: '/api/me/member-posts',
  body: 'newMemberPostSchema',
  response: 'memberPostSchema',
  status: 201,
} as const satisfies ApiRouteOf<'member-posts'>;

export const patchMemberPostRoute = {
  contract: 'member-posts',
  method: 'PATCH',
  path: '/api/me/member-posts/:postId',
  body: 'memberPostChangesSchema',
  response: 'memberPostSchema',
} as const satisfies ApiRouteOf<'member-posts'>;

export const deleteMemberPostRoute = {
  contract: 'member-posts',
  method: 'DELETE',
  path: '/api/me/member-posts/:postId',
  status: 204,
} as const satisfies ApiRouteOf<'member-posts'>;

/** Signed in: titles of members-only posts by the creators the reader follows (modules/feed). */
export const getFollowedMemberPostsRoute = {
  contract: 'member-posts',
  method: 'GET',
  path: '/api/feed/member-posts',
  response: 'followedMemberPostsSchema',
} as const satisfies ApiRouteOf<'member-posts'>;
