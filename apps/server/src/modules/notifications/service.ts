import { formatMinorUnits } from '@crowdspark/shared/constants/money';
import type { NotificationType } from '@crowdspark/shared/constants/notifications';
import type { NotificationList } from '@crowdspark/shared/contracts/notifications';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { decodeDatedCursor, encodeDatedCursor } from '../../http/dated-cursor.js';
import type { MailSender } from '../../plugins/mail.js';
import { newId } from '../../short-id.js';
import { findCampaign } from '../campaigns/service.js';
import { publishLive } from '../live/service.js';
import { personCardsByIds, notificationTargets, type NotificationTarget } from '../users/service.js';
import * as repo from './repository.js';

/**
 * Notifications (docs/product-rules.md#notifications, decision 0029): written by subscribers to
 * domain events, grouped while unread, pushed live (decision 0027). Each kind answers to one of the
 * in-app preferences of Settings → Notifications; money mails go whatever the preferences.
 */

export const NOTIFICATION_KINDS = {
  new_follower: 'newFollower',
  pledge_received: 'pledgeReceived',
  campaign_succeeded: 'campaignOutcome',
  campaign_failed: 'campaignOutcome',
  campaign_canceled: 'campaignOutcome',
  message: 'messages',
  comment: 'backedCampaignUpdates',
  reply: 'backedCampaignUpdates',
  update: 'backedCampaignUpdates',
  saved_ending: 'backedCampaignUpdates',
  invite: 'invites',
  invite_answered: 'invites',
  withdrawal_paid: 'promotionsAndPayouts',
} as const satisfies Record<string, NotificationType>;
export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

export interface Notice {
  kind: NotificationKind;
  /** Notifications of one kind about one subject group while unread. */
  subject: string;
  link: string;
  subjectTitle?: string | null;
  actorId?: string | null;
}

/** Writes (or grows) the notice for each recipient who wants it, never the actor; pushes it live. */
export async function notify(trx: Transaction<Database>, recipientIds: readonly string[], notice: Notice): Promise<void> {
  const recipients = [...new Set(recipientIds)].filter((id) => id !== notice.actorId);
  if (recipients.length === 0) return;
  const targets = await notificationTargets(trx, recipients);
  const preference = NOTIFICATION_KINDS[notice.kind];
  const wanting = recipients.filter(
    (id) => targets.get(id)?.preferences.notifications.inApp[preference] !== false && targets.has(id),
  );
  for (const userId of wanting) {
    await repo.upsertNotification(trx, {
      id: newId(),
      userId,
      kind: notice.kind,
      groupKey: `${notice.kind}:${notice.subject}`,
      link: notice.link,
      subjectTitle: notice.subjectTitle ?? null,
      actorId: notice.actorId ?? null,
    });
  }
  if (wanting.length > 0) await publishLive(trx, wanting, { type: 'notification', id: notice.kind });
}

/** A campaign's title and owner, for a notice about it (null when it is gone). */
export async function campaignSubject(trx: Transaction<Database>, campaignId: string) {
  const campaign = await findCampaign(trx, campaignId);
  return campaign ? { title: campaign.title, ownerId: campaign.ownerId, link: `/campaigns/${campaignId}` } : null;
}

function actorsText(names: string[], count: number): string {
  const [first, second] = names;
  if (!first) return count === 1 ? 'Someone' : `${count} people`;
  if (count === 1) return first;
  if (count === 2 && second) return `${first} and ${second}`;
  return `${first} and ${count - 1} others`;
}

/** The sentence a notification reads as (rendered when read, so names are current). */
function textOf(kind: string, actors: string, count: number, title: string): string {
  switch (kind as NotificationKind) {
    case 'new_follower':
      return `${actors} followed you`;
    case 'pledge_received':
      return `${actors} backed ${title}`;
    case 'campaign_succeeded':
      return `${title} reached its goal`;
    case 'campaign_failed':
      return `${title} did not reach its goal: pledges went back to wallets`;
    case 'campaign_canceled':
      return `${title} was canceled: pledges went back to wallets`;
    case 'message':
      return count === 1 ? `${actors} sent you a message` : `${actors} sent you ${count} messages`;
    case 'comment':
      return `${actors} commented on ${title}`;
    case 'reply':
      return `${actors} replied to your comment on ${title}`;
    case 'update':
      return count === 1 ? `New update on ${title}` : `${count} new updates on ${title}`;
    case 'saved_ending':
      return `${title}, which you saved, ends in 48 hours`;
    case 'invite':
      return `${actors} invited you to collaborate on ${title}`;
    case 'invite_answered':
      return `${actors} answered your invitation to ${title}`;
    case 'withdrawal_paid':
      return 'Your withdrawal was paid out';
    default:
      return 'Something happened';
  }
}

const CURSOR = 'notifications';

export async function listNotifications(
  db: Kysely<Database>,
  userId: string,
  query: { cursor?: string | undefined; limit: number; unread?: boolean | undefined },
): Promise<NotificationList> {
  const after = query.cursor ? decodeDatedCursor(query.cursor, CURSOR) : null;
  const rows = await repo.notificationPage(db, userId, query.limit, after, query.unread === true);
  const page = rows.slice(0, query.limit);
  const cards = await personCardsByIds(
    db,
    page.flatMap((row) => row.actorIds),
  );
  const last = page[page.length - 1];
  return {
    items: page.map((row) => {
      const names = row.actorIds.map((id) => cards.get(id)?.displayName).filter((name): name is string => Boolean(name));
      return {
        id: row.id,
        kind: row.kind,
        text: textOf(row.kind, actorsText(names, row.actorCount), row.count, row.subjectTitle ?? 'a campaign'),
        link: row.link,
        count: row.count,
        read: row.readAt !== null,
        updatedAt: row.updatedAt.toISOString(),
      };
    }),
    nextCursor: rows.length > query.limit && last ? encodeDatedCursor(CURSOR, { at: last.updatedAt, id: last.id }) : null,
  };
}

export async function unreadNotificationCount(db: Kysely<Database>, userId: string): Promise<{ count: number }> {
  return { count: await repo.countUnread(db, userId) };
}

export async function markNotificationRead(db: Kysely<Database>, userId: string, id: string): Promise<{ count: number }> {
  if (!(await repo.markRead(db, userId, id))) throw new AppError('NOT_FOUND', 'There is no such notification.');
  await publishLive(db, [userId], { type: 'notification', id: 'read' });
  return unreadNotificationCount(db, userId);
}

export async function markAllNotificationsRead(db: Kysely<Database>, userId: string): Promise<{ count: number }> {
  await repo.markAllRead(db, userId);
  await publishLive(db, [userId], { type: 'notification', id: 'read' });
  return { count: 0 };
}

/**
 * Money mails (docs/product-rules.md#money-mails): sent whatever the notification settings, since
 * they are the record of money moving. Each says so, and where the other settings are.
 */
export async function sendMoneyMail(
  trx: Transaction<Database>,
  mail: MailSender,
  target: NotificationTarget | undefined,
  message: { subject: string; lines: string[]; kind: string },
  settingsUrl: string,
): Promise<void> {
  if (!target) return;
  await mail.send(
    {
      to: target.email,
      subject: message.subject,
      kind: message.kind,
      text: [
        `Hello ${target.displayName},`,
        '',
        ...message.lines,
        '',
        'This is a receipt for money on your Crowdspark account, so it is sent whatever your notification settings.',
        `Your other e-mail and in-app notifications: ${settingsUrl}`,
      ].join('\n'),
    },
    trx,
  );
}

export const money = (amount: number, currency: string) => `${formatMinorUnits(amount)} ${currency}`;
