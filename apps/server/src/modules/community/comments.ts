import { COMMENT_EDIT_WINDOW_MS } from '@crowdspark/shared/constants/community';
import type {
  Comment,
  CommentBadge,
  CommentChanges,
  CommentList,
  CommentListQuery,
  NewComment,
} from '@crowdspark/shared/contracts/community';
import { isAdminRole } from '@crowdspark/shared/constants/roles';
import type { Kysely } from 'kysely';
import { writeAuditEntry } from '../../audit/audit-log.js';
import { lockPersonLimit } from '../../db/person-limit-lock.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { newId } from '../../short-id.js';
import { creatorSideAmong } from '../campaigns/service.js';
import { recordEvent } from '../events/service.js';
import { backersAmong } from '../pledges/service.js';
import { backersOnlyReader, communityContext } from './access.js';
import type { CommunityContext } from './access.js';
import { plainCommentText } from './comment-text.js';
import { decodeDatedCursor, encodeDatedCursor } from '../../http/dated-cursor.js';
import * as repo from './repository.js';
import type { CommentWithAuthor } from './repository.js';

/**
 * Comments on campaigns and updates (docs/product-rules.md#comments): signed-in people, one level
 * of replies, plain text, the author's 15-minute edit window, moderation by the creator side, a per-person
 * rate limit.
 */

/** At most this many comments per person per window, counted in the database (every instance sees the same count). */
export const COMMENT_RATE_LIMIT = { max: 5, windowMs: 60_000 } as const;
/** Replies shown under each top comment of a page (oldest first). */
const REPLIES_PER_THREAD = 50;

export const COMMENT_NOT_FOUND_MESSAGE = 'No comment has this id.';
export const RATE_LIMITED_MESSAGE = 'You are commenting too quickly. Wait a minute and try again.';
export const EDIT_WINDOW_MESSAGE = 'Comments can be changed only in the 15 minutes after posting.';
export const NOT_YOURS_MESSAGE = 'Only the comment’s author can edit it.';
export const DELETE_FORBIDDEN_MESSAGE = 'Only the comment’s author, the campaign’s creator or its collaborators can delete it.';
export const LOCKED_UPDATE_MESSAGE = 'Only backers can read and discuss this update.';
export const PARENT_GONE_MESSAGE = 'The comment you reply to was deleted.';

function withinEditWindow(row: { createdAt: Date }, now: Date): boolean {
  return now.getTime() - row.createdAt.getTime() <= COMMENT_EDIT_WINDOW_MS;
}

/**
 * The campaign's creator side (owner and collaborators) and admins delete any comment on it, at
 * any time (docs/product-rules.md#comments).
 */
function isModerator(context: CommunityContext): boolean {
  return context.campaignRole !== null || context.isAdmin;
}

function present(row: CommentWithAuthor, badges: CommentBadge[], context: CommunityContext, now: Date): Comment {
  const deleted = row.deletedAt !== null;
  const own = context.reader?.id === row.authorId;
  const fresh = withinEditWindow(row, now);
  return {
    id: row.id,
    parentId: row.parentId,
    body: deleted ? null : row.body,
    deleted,
    author: deleted ? null : { username: row.username, displayName: row.displayName, photoURL: row.photoUrl },
    badges: deleted ? [] : badges,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    viewer: {
      canEdit: !deleted && own && fresh,
      canDelete: !deleted && ((own && fresh) || isModerator(context)),
      canReport: !deleted && context.reader !== null && !own,
    },
  };
}

/**
 * "Creator" (owner or collaborator) and "Backer" beside each author of a page: two queries however
 * many authors it has (decision 0024), never one per comment.
 */
async function badgesOf(
  db: Kysely<Database>,
  context: CommunityContext,
  authorIds: string[],
): Promise<Map<string, CommentBadge[]>> {
  const distinct = [...new Set(authorIds)];
  const [backers, creatorSide] = await Promise.all([
    backersAmong(db, context.campaignId, distinct).then((ids) => new Set(ids)),
    creatorSideAmong(db, context.campaignId, distinct),
  ]);
  const badges = new Map<string, CommentBadge[]>();
  for (const authorId of distinct) {
    badges.set(authorId, [
      ...(creatorSide.has(authorId) ? (['creator'] as const) : []),
      ...(backers.has(authorId) ? (['backer'] as const) : []),
    ]);
  }
  return badges;
}

/** Comments on a backers-only update are for those who may read it. */
export async function assertUpdateReadable(db: Kysely<Database>, context: CommunityContext, updateId: string): Promise<void> {
  const update = await repo.findUpdate(db, context.campaignId, updateId);
  if (!update) throw new AppError('NOT_FOUND', 'No update has this id on this campaign.');
  if (update.visibility === 'backers' && !(await backersOnlyReader(db, context)()))
    throw new AppError('FORBIDDEN', LOCKED_UPDATE_MESSAGE);
}

/** A page of top comments, newest first, each with its replies oldest first. */
export async function listComments(
  db: Kysely<Database>,
  campaignId: string,
  readerId: string | null,
  query: CommentListQuery,
): Promise<CommentList> {
  const after = query.cursor ? decodeDatedCursor(query.cursor, 'comments') : null;
  const context = await communityContext(db, campaignId, readerId);
  if (query.updateId) await assertUpdateReadable(db, context, query.updateId);
  const rows = await repo.listThreadPage(db, campaignId, query.updateId ?? null, after, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const replies = await repo.listReplies(
    db,
    page.map((row) => row.id),
    REPLIES_PER_THREAD,
  );
  const badges = await badgesOf(
    db,
    context,
    [...page, ...replies].map((row) => row.authorId),
  );
  const now = new Date();
  const show = (row: CommentWithAuthor) => present(row, badges.get(row.authorId) ?? [], context, now);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({ ...show(row), replies: replies.filter((reply) => reply.parentId === row.id).map(show) })),
    nextCursor: rows.length > query.limit && last ? encodeDatedCursor('comments', { at: last.createdAt, id: last.id }) : null,
  };
}

async function presentOne(db: Kysely<Database>, context: CommunityContext, commentId: string): Promise<Comment> {
  const row = await repo.findComment(db, commentId);
  if (!row) throw new AppError('NOT_FOUND', COMMENT_NOT_FOUND_MESSAGE);
  const badges = await badgesOf(db, context, [row.authorId]);
  return present(row, badges.get(row.authorId) ?? [], context, new Date());
}

/**
 * Posts a comment on the campaign or one of its updates. A reply to a reply attaches to its top
 * comment (one level). `comment.posted` in the same transaction.
 */
export async function postComment(
  db: Kysely<Database>,
  campaignId: string,
  authorId: string,
  input: NewComment,
): Promise<Comment> {
  const context = await communityContext(db, campaignId, authorId);
  const body = plainCommentText(input.body);
  let updateId = input.updateId ?? null;
  let parentId: string | null = null;
  if (input.parentId) {
    const parent = await repo.findComment(db, input.parentId);
    if (!parent || parent.campaignId !== campaignId) throw new AppError('NOT_FOUND', COMMENT_NOT_FOUND_MESSAGE);
    if (input.updateId !== undefined && parent.updateId !== input.updateId)
      throw new AppError('BAD_REQUEST', 'The comment you reply to is not on this update.');
    const top = parent.parentId ? await repo.findComment(db, parent.parentId) : parent;
    if (!top || top.deletedAt !== null) throw new AppError('CONFLICT', PARENT_GONE_MESSAGE);
    parentId = top.id;
    updateId = top.updateId;
  }
  if (updateId) await assertUpdateReadable(db, context, updateId);

  const id = newId();
  await db.transaction().execute(async (trx) => {
    // Counted under the author's lock, in the inserting transaction: parallel posts queue here
    // and each sees the ones before it (decision 0043).
    await lockPersonLimit(trx, 'comments', authorId);
    const now = new Date();
    const recent = await repo.countCommentsSince(trx, authorId, new Date(now.getTime() - COMMENT_RATE_LIMIT.windowMs));
    if (recent >= COMMENT_RATE_LIMIT.max) throw new AppError('TOO_MANY_REQUESTS', RATE_LIMITED_MESSAGE);
    await repo.insertComment(trx, { id, campaignId, updateId, parentId, authorId, body, createdAt: now });
    await recordEvent(trx, { type: 'comment.posted', payload: { commentId: id, campaignId, updateId, parentId, authorId } });
  });
  return presentOne(db, context, id);
}

/** The author edits within 15 minutes of posting (server time; docs/product-rules.md#comments). */
export async function editComment(
  db: Kysely<Database>,
  commentId: string,
  editorId: string,
  input: CommentChanges,
): Promise<Comment> {
  const found = await repo.findComment(db, commentId);
  if (!found || found.deletedAt !== null) throw new AppError('NOT_FOUND', COMMENT_NOT_FOUND_MESSAGE);
  const context = await communityContext(db, found.campaignId, editorId);
  const body = plainCommentText(input.body);
  await db.transaction().execute(async (trx) => {
    const row = await repo.lockComment(trx, commentId);
    if (!row || row.deletedAt !== null) throw new AppError('NOT_FOUND', COMMENT_NOT_FOUND_MESSAGE);
    if (row.authorId !== editorId) throw new AppError('FORBIDDEN', NOT_YOURS_MESSAGE);
    const now = new Date();
    if (!withinEditWindow(row, now)) throw new AppError('FORBIDDEN', EDIT_WINDOW_MESSAGE);
    await repo.changeCommentBody(trx, commentId, body, now);
    await recordEvent(trx, { type: 'comment.edited', payload: { commentId, campaignId: row.campaignId, editorId } });
  });
  return presentOne(db, context, commentId);
}

/**
 * The author deletes within 15 minutes; the campaign's owner, its collaborators and admins any time. The row stays
 * (replies hang on it) without its words; `comment.deleted`.
 */
export async function deleteComment(db: Kysely<Database>, commentId: string, actorId: string): Promise<void> {
  const found = await repo.findComment(db, commentId);
  if (!found || found.deletedAt !== null) throw new AppError('NOT_FOUND', COMMENT_NOT_FOUND_MESSAGE);
  const context = await communityContext(db, found.campaignId, actorId);
  await db.transaction().execute(async (trx) => {
    const row = await repo.lockComment(trx, commentId);
    if (!row || row.deletedAt !== null) throw new AppError('NOT_FOUND', COMMENT_NOT_FOUND_MESSAGE);
    const now = new Date();
    if (!isModerator(context)) {
      if (row.authorId !== actorId) throw new AppError('FORBIDDEN', DELETE_FORBIDDEN_MESSAGE);
      if (!withinEditWindow(row, now)) throw new AppError('FORBIDDEN', EDIT_WINDOW_MESSAGE);
    }
    await repo.markCommentDeleted(trx, commentId, actorId, now);
    await recordEvent(trx, { type: 'comment.deleted', payload: { commentId, campaignId: row.campaignId, deletedBy: actorId } });
  });
}

/**
 * An admin removes a reported comment (docs/product-rules.md#reports): erased like any deleted
 * comment ("Comment deleted" while it has replies), audited with the admin's note as the reason
 * (its state, not its words), `comment.deleted`. An already deleted comment changes nothing.
 */
export async function removeComment(
  db: Kysely<Database>,
  actor: { id: string; role: string },
  commentId: string,
  reason: string,
): Promise<void> {
  if (!isAdminRole(actor.role)) throw new AppError('FORBIDDEN', 'Only admins can remove a comment from its report.');
  await db.transaction().execute(async (trx) => {
    const row = await repo.lockComment(trx, commentId);
    if (!row) throw new AppError('NOT_FOUND', COMMENT_NOT_FOUND_MESSAGE);
    if (row.deletedAt !== null) return;
    await repo.markCommentDeleted(trx, commentId, actor.id, new Date());
    await writeAuditEntry(trx, {
      actorId: actor.id,
      action: 'comment.remove',
      targetType: 'comment',
      targetId: commentId,
      before: { deleted: false, characters: row.body.length },
      after: { deleted: true, characters: 0 },
      reason,
      details: { campaignId: row.campaignId, authorId: row.authorId, updateId: row.updateId },
    });
    await recordEvent(trx, { type: 'comment.deleted', payload: { commentId, campaignId: row.campaignId, deletedBy: actor.id } });
  });
}

/** Whether a comment exists and is not deleted (reports check their target). */
export async function commentExists(db: Kysely<Database>, commentId: string): Promise<boolean> {
  const row = await repo.findComment(db, commentId);
  return row !== undefined && row.deletedAt === null;
}

/** For the notifications module: who wrote the comment (null when it is gone). */
export async function commentAuthorOf(db: Kysely<Database>, commentId: string): Promise<string | null> {
  const row = await repo.findComment(db, commentId);
  return row && row.deletedAt === null ? row.authorId : null;
}

/**
 * Account deletion (decision 0024): the person's comments are erased like deleted ones (no words,
 * no name; a thread with replies from others keeps its place as "Comment deleted"). Their updates
 * stay: they are the campaign's record to its backers, shown under the anonymised account.
 */
export async function forgetCommentsOf(db: Kysely<Database>, userId: string): Promise<void> {
  await repo.eraseCommentsOf(db, userId, new Date());
}
