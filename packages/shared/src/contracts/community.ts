import { z } from 'zod';
import { COMMENT_BODY_MAX, COMMUNITY_PAGE_MAX_LIMIT, UPDATE_BODY_MAX, UPDATE_TITLE_MAX } from '../constants/community.js';
import { pageCursorField, pageLimitField } from './paging.js';

/**
 * Campaign updates and comments (docs/decisions/0024-community.md). Lists are keyset pages: pass
 * the previous page's `nextCursor` back as `cursor`.
 */

const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const idField = (what: string) =>
  /* @__PURE__ */ z.string().regex(ID_PATTERN, `A ${what} id is 1–64 letters, digits, “-” or “_”.`);

export const communityPageQuerySchema = /* @__PURE__ */ z
  .object({ cursor: pageCursorField(), limit: pageLimitField(COMMUNITY_PAGE_MAX_LIMIT, 10) })
  .strict();
export type CommunityPageQuery = z.infer<typeof communityPageQuerySchema>;

export const campaignParamsSchema = /* @__PURE__ */ z.object({ id: idField('campaign') });
export const updateParamsSchema = /* @__PURE__ */ z.object({ id: idField('campaign'), updateId: idField('update') });
export const commentParamsSchema = /* @__PURE__ */ z.object({ commentId: idField('comment') });

export const UPDATE_VISIBILITIES = ['public', 'backers'] as const;
export type UpdateVisibility = (typeof UPDATE_VISIBILITIES)[number];

/** The person beside an update or a comment. */
export const communityAuthorSchema = /* @__PURE__ */ z.object({
  username: z.string().nullable(),
  displayName: z.string(),
  photoURL: z.string().nullable(),
});
export type CommunityAuthor = z.infer<typeof communityAuthorSchema>;

/**
 * One update. A backers-only update a reader may not read has `bodyHtml: null` and `locked: true`:
 * the title and date stay visible to everyone (docs/product-rules.md#campaign-updates).
 */
export const campaignUpdateSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  campaignId: z.string(),
  title: z.string(),
  visibility: z.enum(UPDATE_VISIBILITIES),
  bodyHtml: z.string().nullable(),
  locked: z.boolean(),
  author: communityAuthorSchema,
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  /** canReport: signed in and not its author (nobody reports their own words). */
  viewer: z.object({ canEdit: z.boolean(), canReport: z.boolean() }),
});
export type CampaignUpdate = z.infer<typeof campaignUpdateSchema>;

/** GET /api/campaigns/:id/updates: newest first; `viewer.canPost` for the composer. */
export const campaignUpdateListSchema = /* @__PURE__ */ z.object({
  items: z.array(campaignUpdateSchema),
  nextCursor: z.string().nullable(),
  viewer: z.object({ canPost: z.boolean() }),
});
export type CampaignUpdateList = z.infer<typeof campaignUpdateListSchema>;

const updateTitle = /* @__PURE__ */ z
  .string()
  .trim()
  .min(1, 'Give the update a title.')
  .max(UPDATE_TITLE_MAX, `A title is at most ${UPDATE_TITLE_MAX} characters.`);
const updateBody = /* @__PURE__ */ z
  .string()
  .min(1, 'Write the update.')
  .max(UPDATE_BODY_MAX, `An update is at most ${UPDATE_BODY_MAX} characters of HTML.`);

/** POST /api/campaigns/:id/updates. */
export const newUpdateSchema = /* @__PURE__ */ z
  .object({
    title: updateTitle,
    bodyHtml: updateBody,
    visibility: z.enum(UPDATE_VISIBILITIES, { message: 'Choose who can read the update: everyone or backers only.' }),
  })
  .strict();
export type NewUpdate = z.infer<typeof newUpdateSchema>;

/** PATCH /api/campaigns/:id/updates/:updateId: any of the fields. */
export const updateChangesSchema = /* @__PURE__ */ newUpdateSchema.partial().strict();
export type UpdateChanges = z.infer<typeof updateChangesSchema>;

export const COMMENT_BADGES = ['creator', 'backer'] as const;
export type CommentBadge = (typeof COMMENT_BADGES)[number];

/** A comment; a deleted one keeps its place (for its replies) with no author and no body. */
export const commentSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  body: z.string().nullable(),
  deleted: z.boolean(),
  author: communityAuthorSchema.nullable(),
  badges: z.array(z.enum(COMMENT_BADGES)),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  /** canReport: signed in, not its author, and not deleted (nobody reports their own words). */
  viewer: z.object({ canEdit: z.boolean(), canDelete: z.boolean(), canReport: z.boolean() }),
});
export type Comment = z.infer<typeof commentSchema>;

export const commentThreadSchema = /* @__PURE__ */ commentSchema.extend({ replies: z.array(commentSchema) });
export type CommentThread = z.infer<typeof commentThreadSchema>;

/** GET /api/campaigns/:id/comments: top comments newest first, each with its replies oldest first. */
export const commentListSchema = /* @__PURE__ */ z.object({
  items: z.array(commentThreadSchema),
  nextCursor: z.string().nullable(),
});
export type CommentList = z.infer<typeof commentListSchema>;

export const commentListQuerySchema = /* @__PURE__ */ communityPageQuerySchema
  .extend({ updateId: idField('update').optional() })
  .strict();
export type CommentListQuery = z.infer<typeof commentListQuerySchema>;

const commentBody = /* @__PURE__ */ z
  .string()
  .trim()
  .min(1, 'Write something first.')
  .max(COMMENT_BODY_MAX, `A comment is at most ${COMMENT_BODY_MAX} characters.`);

/** POST /api/campaigns/:id/comments: on the campaign, or on one of its updates; `parentId` replies. */
export const newCommentSchema = /* @__PURE__ */ z
  .object({ body: commentBody, updateId: idField('update').optional(), parentId: idField('comment').optional() })
  .strict();
export type NewComment = z.infer<typeof newCommentSchema>;

/** PATCH /api/comments/:commentId. */
export const commentChangesSchema = /* @__PURE__ */ z.object({ body: commentBody }).strict();
export type CommentChanges = z.infer<typeof commentChangesSchema>;
