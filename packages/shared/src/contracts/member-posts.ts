import { z } from 'zod';
import { COMMUNITY_PAGE_MAX_LIMIT, UPDATE_BODY_MAX, UPDATE_TITLE_MAX } from '../constants/community.js';
import { pageCursorField, pageLimitField } from './paging.js';

/**
 * Members-only posts (docs/decisions/0077-members-only-posts.md, docs/product-rules.md#members-only-posts):
 * a creator with a membership posts to all members or to one tier and the tiers ranked above it.
 * Lists carry titles and dates only; a post's body (`bodyHtml`) is sent only to a reader entitled
 * to it, otherwise it is null and `locked` is true.
 */

const POST_ID = /^[A-Za-z0-9_-]{1,64}$/;
const postIdField = () => /* @__PURE__ */ z.string().regex(POST_ID, 'A post id is 1–64 letters, digits, “-” or “_”.');
const usernameField = () => /* @__PURE__ */ z.string().min(1).max(64);

export const creatorPostsParamsSchema = /* @__PURE__ */ z.object({ username: usernameField() });
export const creatorPostParamsSchema = /* @__PURE__ */ z.object({ username: usernameField(), postId: postIdField() });
export const memberPostParamsSchema = /* @__PURE__ */ z.object({ postId: postIdField() });

export const memberPostPageQuerySchema = /* @__PURE__ */ z
  .object({ cursor: pageCursorField(), limit: pageLimitField(COMMUNITY_PAGE_MAX_LIMIT, 10) })
  .strict();
export type MemberPostPageQuery = z.infer<typeof memberPostPageQuerySchema>;

/** Who may read: every member (`minTierId` null) or members of that tier and the tiers ranked above it. */
export const memberPostAudienceSchema = /* @__PURE__ */ z.object({
  minTierId: z.string().nullable(),
  /** "All members" or "<tier> and above", as the creator's tiers read now. */
  label: z.string(),
});
export type MemberPostAudience = z.infer<typeof memberPostAudienceSchema>;

/** One post in a list: never its body. */
export const memberPostSummarySchema = /* @__PURE__ */ z.object({
  id: z.string(),
  title: z.string(),
  audience: memberPostAudienceSchema,
  /** The reader may not read the body (not a member, or a lower tier). */
  locked: z.boolean(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
});
export type MemberPostSummary = z.infer<typeof memberPostSummarySchema>;

/** GET /api/creators/:username/posts: newest first; `viewer.canPost` for the creator's composer. */
export const memberPostListSchema = /* @__PURE__ */ z.object({
  items: z.array(memberPostSummarySchema),
  nextCursor: z.string().nullable(),
  viewer: z.object({ canPost: z.boolean() }),
});
export type MemberPostList = z.infer<typeof memberPostListSchema>;

/** GET /api/creators/:username/posts/:postId: the body only for an entitled reader. */
export const memberPostSchema = /* @__PURE__ */ memberPostSummarySchema.extend({
  bodyHtml: z.string().nullable(),
  creator: z.object({ username: z.string(), displayName: z.string() }),
  viewer: z.object({ canEdit: z.boolean() }),
});
export type MemberPost = z.infer<typeof memberPostSchema>;

const postTitle = /* @__PURE__ */ z
  .string()
  .trim()
  .min(1, 'Give the post a title.')
  .max(UPDATE_TITLE_MAX, `A title is at most ${UPDATE_TITLE_MAX} characters.`);
const postBody = /* @__PURE__ */ z
  .string()
  .min(1, 'Write the post.')
  .max(UPDATE_BODY_MAX, `A post is at most ${UPDATE_BODY_MAX} characters of HTML.`);

/** POST /api/me/member-posts. */
export const newMemberPostSchema = /* @__PURE__ */ z
  .object({
    title: postTitle,
    bodyHtml: postBody,
    minTierId: z.string().uuid('Choose one of your tiers, or all members.').nullable(),
  })
  .strict();
export type NewMemberPost = z.infer<typeof newMemberPostSchema>;

/** PATCH /api/me/member-posts/:postId: any of the fields. */
export const memberPostChangesSchema = /* @__PURE__ */ newMemberPostSchema.partial().strict();
export type MemberPostChanges = z.infer<typeof memberPostChangesSchema>;

/** GET /api/feed/member-posts: titles of members-only posts by creators the reader follows (no bodies). */
export const followedMemberPostsSchema = /* @__PURE__ */ z.object({
  items: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      createdAt: z.string(),
      creator: z.object({ username: z.string(), displayName: z.string() }),
      /** The reader may not read the body (not a member, or a lower tier): the feed says "Join to read". */
      locked: z.boolean(),
    }),
  ),
});
export type FollowedMemberPosts = z.infer<typeof followedMemberPostsSchema>;
