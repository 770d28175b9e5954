import type { FastifyInstance } from 'fastify';
import { claimPostNotice } from '../member-posts/service.js';
import { publishLive } from '../live/service.js';
import { forgetNoticesOfItem } from './repository.js';
import { notify, type NotificationEmail } from './service.js';

const SUBSCRIBER = 'notifications-member-posts';

/**
 * A creator's members-only post (decision 0077) tells the members whose tier may read it: a notice
 * in the inbox (pushed live) and a mail, both by their "updates" preference, as campaign updates
 * do. member-posts marks the post told in this delivery's transaction, so a repeated delivery tells
 * nobody twice; a post deleted before the delivery tells nobody. A deleted post leaves the inboxes.
 */
export function registerMemberPostNotices(app: FastifyInstance, email: NotificationEmail): void {
  app.events.subscribe('member_post.published', SUBSCRIBER, async (trx, { payload }) => {
    const notice = await claimPostNotice(trx, payload.postId);
    if (!notice) return;
    await notify(
      trx,
      notice.recipients,
      {
        kind: 'member_post',
        // One notice per post: each post is news of its own, and its deletion takes out just it.
        subject: payload.postId,
        link: notice.link,
        subjectTitle: notice.title,
        actorId: notice.creatorId,
        itemId: payload.postId,
      },
      email,
    );
  });

  app.events.subscribe('member_post.deleted', SUBSCRIBER, async (trx, { payload }) => {
    const changed = await forgetNoticesOfItem(trx, 'member_post', { id: payload.postId, link: '' }, '/notifications');
    if (changed.length > 0) await publishLive(trx, changed, { type: 'notification', id: 'removed' });
  });
}
