import { COMMENT_LIVE_ITEMS, commentsTopic } from '@crowdspark/shared/constants/community';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { campaignStatusOf } from '../campaigns/service.js';
import { publishTopic } from '../live/service.js';
import { communityContext } from './access.js';
import { assertUpdateReadable } from './comments.js';
import * as repo from './repository.js';

/**
 * Comments arrive live on every open page showing their thread (decision 0052). A page subscribes
 * to the thread's topic (`commentsTopic`: the campaign's own comments or one update's) over its
 * live socket, signed in or not; each posted, edited or deleted comment publishes an item naming
 * the comment, and the page reads the thread again through the API.
 */
const SUBSCRIBER = 'community-live';
/** `campaign:<id>:comments` or `campaign:<id>:update:<updateId>:comments`. */
export const COMMENTS_TOPIC = /^campaign:([\w-]{1,64})(?::update:([\w-]{1,64}))?:comments$/;

/**
 * Whoever may read the thread may hear it: a public campaign's readers, signed in or not (a
 * hidden campaign's creator side and admins), and a backers-only update's readers only.
 */
async function mayHear(db: Kysely<Database>, match: RegExpExecArray, userId: string | null): Promise<boolean> {
  const [, campaignId = '', updateId] = match;
  try {
    const context = await communityContext(db, campaignId, userId);
    if (updateId) await assertUpdateReadable(db, context, updateId);
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

/**
 * Reads the comment as it is now (decision 0050): a comment already gone (its update deleted) or,
 * for a post, already deleted again tells nobody of that post (its deletion tells the readers);
 * nor does a comment on a campaign hidden since (drafts and suspended campaigns show no comments).
 */
async function publishChange(trx: Transaction<Database>, commentId: string, kind: keyof typeof COMMENT_LIVE_ITEMS) {
  const row = await repo.findComment(trx, commentId);
  if (!row || (kind === 'posted' && row.deletedAt !== null)) return;
  const status = await campaignStatusOf(trx, row.campaignId);
  if (status === undefined || status === 'draft' || status === 'suspended') return;
  await publishTopic(trx, commentsTopic(row.campaignId, row.updateId), { type: COMMENT_LIVE_ITEMS[kind], id: commentId });
}

export function registerLiveComments(app: FastifyInstance): void {
  app.liveTopics.register({ pattern: COMMENTS_TOPIC, canSubscribe: (match, userId) => mayHear(app.db, match, userId) });
  app.events.subscribe('comment.posted', SUBSCRIBER, (trx, { payload }) => publishChange(trx, payload.commentId, 'posted'));
  app.events.subscribe('comment.edited', SUBSCRIBER, (trx, { payload }) => publishChange(trx, payload.commentId, 'changed'));
  app.events.subscribe('comment.deleted', SUBSCRIBER, (trx, { payload }) => publishChange(trx, payload.commentId, 'changed'));
}
