import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { backerIdsOf } from '../pledges/service.js';
import { isInviteOpen } from '../campaigns/service.js';
import { commentAuthorOf, updateExists } from '../community/service.js';
import { follows } from '../social/service.js';
import { adminUserIds, notificationTargets, personCardsByIds } from '../users/service.js';
import {
  campaignSubject,
  forgetUpdateNotices,
  money,
  notify as notifyInApp,
  sendMoneyMail,
  type Notice,
  type NotificationEmail,
} from './service.js';

const SUBSCRIBER = 'notifications';

/**
 * Subscribes notifications to the domain events of the other modules (docs/ARCHITECTURE.md's event
 * table): in-app notices by the person's preferences, money mails always. Never reads another
 * module's tables: campaigns, pledges, community and users are asked through their services.
 */
export function registerNotificationSubscribers(app: FastifyInstance, email: NotificationEmail): void {
  const url = (path: string) => new URL(path, email.publicUrl).toString();
  // In the app by preference, and by e-mail (now or in the digest) by preference too.
  const notify = (trx: Transaction<Database>, recipients: readonly string[], notice: Notice) =>
    notifyInApp(trx, recipients, notice, email);
  const settingsUrl = url('/settings');
  const subscribe = app.events.subscribe.bind(app.events);

  subscribe('user.followed', SUBSCRIBER, async (trx, { payload }) => {
    // Delivered late (a retry) or after the unfollow: only a follow that still holds is news.
    if (!(await follows(trx, payload.followerId, payload.followedId))) return;
    const follower = (await personCardsByIds(trx, [payload.followerId])).get(payload.followerId);
    await notify(trx, [payload.followedId], {
      kind: 'new_follower',
      subject: 'followers',
      link: follower?.username ? `/profile/${follower.username}` : '/',
      actorId: payload.followerId,
    });
  });

  subscribe('pledge.created', SUBSCRIBER, async (trx, { payload }) => {
    const campaign = await campaignSubject(trx, payload.campaignId);
    if (!campaign) return;
    await notify(trx, [campaign.ownerId], {
      kind: 'pledge_received',
      subject: payload.campaignId,
      link: campaign.link,
      subjectTitle: campaign.title,
      actorId: payload.backerId,
    });
    const people = await notificationTargets(trx, [payload.backerId, campaign.ownerId]);
    const amount = money(payload.amount, payload.currency);
    await sendMoneyMail(
      trx,
      app.mail,
      people.get(payload.backerId),
      {
        kind: 'pledge-receipt',
        subject: `Receipt: your pledge of ${amount} to ${campaign.title}`,
        lines: [
          `You pledged ${amount} to “${campaign.title}”. The money is held safely until the campaign ends:`,
          'if it reaches its goal it goes to the creator, and if it does not, it comes back to your wallet.',
          `Campaign: ${url(campaign.link)}`,
        ],
      },
      settingsUrl,
    );
    await sendMoneyMail(
      trx,
      app.mail,
      people.get(campaign.ownerId),
      {
        kind: 'pledge-received',
        subject: `You received a pledge of ${amount} for ${campaign.title}`,
        lines: [`Someone backed “${campaign.title}” with ${amount}.`, `Your campaign: ${url(campaign.link)}`],
      },
      settingsUrl,
    );
  });

  subscribe('pledge.changed', SUBSCRIBER, async (trx, { payload }) => {
    const campaign = await campaignSubject(trx, payload.campaignId);
    if (!campaign) return;
    const amount = money(payload.amount, payload.currency);
    await sendMoneyMail(
      trx,
      app.mail,
      (await notificationTargets(trx, [payload.backerId])).get(payload.backerId),
      {
        kind: 'pledge-changed-receipt',
        subject: `Receipt: your pledge to ${campaign.title} is now ${amount}`,
        lines: [
          `Your pledge to “${campaign.title}” is now ${amount}; any difference moved to or from your wallet.`,
          url(campaign.link),
        ],
      },
      settingsUrl,
    );
  });

  subscribe('pledge.canceled', SUBSCRIBER, async (trx, { payload }) => {
    const campaign = await campaignSubject(trx, payload.campaignId);
    const amount = money(payload.amount, payload.currency);
    await sendMoneyMail(
      trx,
      app.mail,
      (await notificationTargets(trx, [payload.backerId])).get(payload.backerId),
      {
        kind: 'pledge-canceled-receipt',
        subject: `Receipt: your pledge${campaign ? ` to ${campaign.title}` : ''} was canceled`,
        lines: [
          `Your pledge of ${amount}${campaign ? ` to “${campaign.title}”` : ''} was canceled: ${amount} is back in your wallet.`,
        ],
      },
      settingsUrl,
    );
  });

  subscribe('message.sent', SUBSCRIBER, (trx, { payload }) =>
    notify(trx, [payload.recipientId], {
      kind: 'message',
      subject: payload.conversationId,
      link: `/messages/${payload.conversationId}`,
      actorId: payload.senderId,
    }),
  );

  subscribe('comment.posted', SUBSCRIBER, async (trx, { payload }) => {
    const campaign = await campaignSubject(trx, payload.campaignId);
    if (!campaign) return;
    const common = { link: `${campaign.link}#comments`, subjectTitle: campaign.title, actorId: payload.authorId };
    const parentAuthor = payload.parentId ? await commentAuthorOf(trx, payload.parentId) : null;
    if (parentAuthor) await notify(trx, [parentAuthor], { kind: 'reply', subject: payload.parentId!, ...common });
    if (campaign.ownerId !== parentAuthor)
      await notify(trx, [campaign.ownerId], { kind: 'comment', subject: payload.campaignId, ...common });
  });

  subscribe('update.posted', SUBSCRIBER, async (trx, { payload }) => {
    const campaign = await campaignSubject(trx, payload.campaignId);
    // Deliveries have no order: an update deleted before this ran must not reach any inbox.
    if (!campaign || !(await updateExists(trx, payload.updateId))) return;
    const backers = await backerIdsOf(trx, payload.campaignId, ['active', 'collected']);
    await notify(trx, backers, {
      kind: 'update',
      subject: payload.campaignId,
      link: `/campaigns/${payload.campaignId}/updates/${payload.updateId}`,
      subjectTitle: campaign.title,
      actorId: payload.authorId,
      itemId: payload.updateId,
    });
  });

  // A deleted update (its author, or an admin from its report) leaves the backers' inboxes.
  subscribe('update.deleted', SUBSCRIBER, (trx, { payload }) => forgetUpdateNotices(trx, payload.campaignId, payload.updateId));

  subscribe('campaign.saved_ending_soon', SUBSCRIBER, async (trx, { payload }) => {
    const campaign = await campaignSubject(trx, payload.campaignId);
    if (campaign)
      await notify(trx, [payload.userId], {
        kind: 'saved_ending',
        subject: payload.campaignId,
        link: campaign.link,
        subjectTitle: campaign.title,
      });
  });

  subscribe('collaborator.invited', SUBSCRIBER, async (trx, { payload }) => {
    const campaign = await campaignSubject(trx, payload.campaignId);
    // An invite answered or revoked before this ran is no longer news (decision 0050).
    if (campaign && payload.inviteeUserId && (await isInviteOpen(trx, payload.inviteId)))
      await notify(trx, [payload.inviteeUserId], {
        kind: 'invite',
        subject: payload.inviteId,
        link: '/creator-dashboard',
        subjectTitle: campaign.title,
        actorId: payload.invitedBy,
      });
  });
  const answered = async (trx: Transaction<Database>, payload: { campaignId: string; userId: string }) => {
    const campaign = await campaignSubject(trx, payload.campaignId);
    if (campaign)
      await notify(trx, [campaign.ownerId], {
        kind: 'invite_answered',
        subject: payload.campaignId,
        link: '/creator-dashboard',
        subjectTitle: campaign.title,
        actorId: payload.userId,
      });
  };
  subscribe('collaborator.invite_accepted', SUBSCRIBER, (trx, { payload }) => answered(trx, payload));
  subscribe('collaborator.invite_declined', SUBSCRIBER, (trx, { payload }) => answered(trx, payload));

  subscribe('withdrawal.paid', SUBSCRIBER, (trx, { payload }) =>
    notify(trx, [payload.userId], { kind: 'withdrawal_paid', subject: payload.withdrawalId, link: '/wallet' }),
  );

  // Promotion status for its creator (the product rules: "promotion and payout status"); a cancel is their own act.
  const promotionStatus =
    (kind: 'promotion_approved' | 'promotion_rejected' | 'promotion_completed') =>
    async (
      trx: Transaction<Database>,
      { payload }: { payload: { promotionId: string; campaignId: string; ownerId: string } },
    ) => {
      const campaign = await campaignSubject(trx, payload.campaignId);
      await notify(trx, [payload.ownerId], {
        kind,
        subject: payload.promotionId,
        link: '/promotions',
        subjectTitle: campaign?.title ?? null,
      });
    };
  subscribe('promotion.approved', SUBSCRIBER, promotionStatus('promotion_approved'));
  subscribe('promotion.rejected', SUBSCRIBER, promotionStatus('promotion_rejected'));
  subscribe('promotion.completed', SUBSCRIBER, promotionStatus('promotion_completed'));
  // Admin portal (decision 0035): the reporter hears the outcome; every admin hears of a failed ledger check.
  subscribe('report.resolved', SUBSCRIBER, (trx, { payload }) =>
    notify(trx, [payload.reporterId], {
      kind: 'report_resolved',
      subject: payload.reportId,
      link: '/notifications',
      subjectTitle: REPORT_OUTCOMES[payload.resolution],
      actorId: null,
    }),
  );
  subscribe('ledger.check_failed', SUBSCRIBER, async (trx, { payload }) =>
    notify(trx, await adminUserIds(trx), {
      kind: 'ledger_alert',
      subject: payload.runId,
      link: '/admin/ledger',
      subjectTitle: `${payload.violations} ${payload.violations === 1 ? 'violation' : 'violations'} (${payload.trigger} run)`,
      actorId: null,
    }),
  );
}

/** What the reporter reads (no names: who was acted on is not theirs to know beyond what they reported). */
const REPORT_OUTCOMES = {
  no_action: 'no rule was broken, so nothing was changed',
  remove_content: 'the content was removed',
  suspend_campaign: 'the campaign was suspended',
  disable_user: 'the account was disabled',
} as const;
