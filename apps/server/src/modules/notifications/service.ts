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
import { notificationTargets, personCardsByIds, stopNotificationEmail, type NotificationTarget } from '../users/service.js';
import { readUnsubscribeToken, unsubscribeToken } from './unsubscribe-token.js';
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
  campaign_relaunched: 'campaignOutcome',
  message: 'messages',
  comment: 'backedCampaignUpdates',
  reply: 'backedCampaignUpdates',
  update: 'backedCampaignUpdates',
  // A creator's members-only post (decision 0077): members back the creator, so the same switch.
  member_post: 'backedCampaignUpdates',
  saved_ending: 'backedCampaignUpdates',
  invite: 'invites',
  invite_answered: 'invites',
  withdrawal_paid: 'promotionsAndPayouts',
  subscription_renewed: 'promotionsAndPayouts',
  subscription_payment_failed: 'promotionsAndPayouts',
  subscription_expired: 'promotionsAndPayouts',
  membership_renewed: 'promotionsAndPayouts',
  membership_payment_failed: 'promotionsAndPayouts',
  membership_ended: 'promotionsAndPayouts',
  membership_notice: 'promotionsAndPayouts',
  promotion_approved: 'promotionsAndPayouts',
  promotion_rejected: 'promotionsAndPayouts',
  promotion_completed: 'promotionsAndPayouts',
  // The platform's own word to a person (decision 0035): always in the inbox, never e-mailed, no switch.
  report_resolved: null,
  ledger_alert: null,
} as const satisfies Record<string, NotificationType | null>;
export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

export interface Notice {
  kind: NotificationKind;
  /** Notifications of one kind about one subject group while unread. */
  subject: string;
  link: string;
  subjectTitle?: string | null;
  actorId?: string | null;
  /** The item the notice is about when it can be removed later (an update): its removal takes it out. */
  itemId?: string;
}

/** Writes (or grows) the notice for each recipient who wants it, never the actor; pushes it live. */
export async function notify(
  trx: Transaction<Database>,
  recipientIds: readonly string[],
  notice: Notice,
  email?: NotificationEmail,
): Promise<void> {
  const recipients = [...new Set(recipientIds)].filter((id) => id !== notice.actorId);
  if (recipients.length === 0) return;
  const targets = await notificationTargets(trx, recipients);
  const preference: NotificationType | null = NOTIFICATION_KINDS[notice.kind];
  const wanting = recipients.filter(
    (id) => targets.has(id) && (preference === null || targets.get(id)?.preferences.notifications.inApp[preference] !== false),
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
      itemId: notice.itemId ?? null,
    });
  }
  if (wanting.length > 0) await publishLive(trx, wanting, { type: 'notification', id: notice.kind });
  if (email)
    await emailNotice(
      trx,
      email,
      notice,
      recipients.map((id) => targets.get(id)).filter((t): t is NotificationTarget => t !== undefined),
    );
}

/** What e-mailing a notice needs: the mail sender, the site's address and the secret for unsubscribe links. */
export interface NotificationEmail {
  mail: MailSender;
  publicUrl: string;
  secret: string;
}

/**
 * E-mail for a notice (docs/product-rules.md#notification-e-mail): to those who want this kind by
 * e-mail; "instant" sends it now, a digest choice leaves it for the digest job (email_pending).
 */
async function emailNotice(
  trx: Transaction<Database>,
  email: NotificationEmail,
  notice: Notice,
  targets: NotificationTarget[],
): Promise<void> {
  const type: NotificationType | null = NOTIFICATION_KINDS[notice.kind];
  if (type === null) return;
  const actor = notice.actorId ? (await personCardsByIds(trx, [notice.actorId])).get(notice.actorId) : undefined;
  const text = textOf(notice.kind, actor?.displayName ?? 'Someone', 1, notice.subjectTitle ?? 'a campaign');
  for (const target of targets) {
    const { emailDigest } = target.preferences.notifications;
    if (emailDigest === 'off' || target.preferences.notifications.email?.[type] === false) continue;
    if (emailDigest !== 'instant') {
      await repo.markEmailPending(trx, target.id, `${notice.kind}:${notice.subject}`);
      continue;
    }
    await email.mail.send(
      {
        to: target.email,
        subject: text,
        kind: `notification-${notice.kind.replaceAll('_', '-')}`,
        text: [
          `Hello ${target.displayName},`,
          '',
          `${text}.`,
          new URL(notice.link, email.publicUrl).toString(),
          '',
          ...unsubscribeLines(email, target.id, type),
        ].join('\n'),
      },
      trx,
    );
  }
}

/** The footer of every notification mail: stop this kind, or every notification mail, in one click. */
export function unsubscribeLines(
  email: Pick<NotificationEmail, 'publicUrl' | 'secret'>,
  userId: string,
  type: NotificationType | 'all',
): string[] {
  const link = (scope: NotificationType | 'all') =>
    new URL(
      `/unsubscribe?token=${encodeURIComponent(unsubscribeToken(email.secret, userId, scope))}`,
      email.publicUrl,
    ).toString();
  return [
    ...(type === 'all' ? [] : [`Stop e-mails like this one: ${link(type)}`]),
    `Stop all notification e-mails: ${link('all')}`,
    `All your notification settings: ${new URL('/settings', email.publicUrl).toString()}`,
  ];
}

/** The unsubscribe link's action (no session: the signed token names the person). */
export async function unsubscribe(db: Kysely<Database>, secret: string, token: string): Promise<{ scope: string }> {
  const read = readUnsubscribeToken(secret, token);
  if (!read)
    throw new AppError(
      'BAD_REQUEST',
      'This unsubscribe link is not valid. Change your e-mail settings in Settings → Notifications.',
    );
  await stopNotificationEmail(db, read.userId, read.scope);
  return { scope: read.scope };
}

/** A campaign's title and owner, for a notice about it (null when it is gone). */
export async function campaignSubject(trx: Transaction<Database>, campaignId: string) {
  const campaign = await findCampaign(trx, campaignId);
  return campaign
    ? { title: campaign.title, ownerId: campaign.ownerId, link: `/campaigns/${campaignId}`, category: campaign.category }
    : null;
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
    case 'campaign_relaunched':
      return `${actors} relaunched ${title}: back it again in one click`;
    case 'message':
      return count === 1 ? `${actors} sent you a message` : `${actors} sent you ${count} messages`;
    case 'comment':
      return `${actors} commented on ${title}`;
    case 'reply':
      return `${actors} replied to your comment on ${title}`;
    case 'update':
      return count === 1 ? `New update on ${title}` : `${count} new updates on ${title}`;
    case 'member_post':
      return `${actors} posted for members: ${title}`;
    case 'saved_ending':
      return `${title}, which you saved, ends in 48 hours`;
    case 'invite':
      return `${actors} invited you to collaborate on ${title}`;
    case 'invite_answered':
      return `${actors} answered your invitation to ${title}`;
    case 'withdrawal_paid':
      return 'Your withdrawal was paid out';
    case 'subscription_renewed':
      return 'Your Pro subscription renewed';
    case 'subscription_payment_failed':
      return 'Your Pro renewal could not be paid: top up your wallet to keep Pro';
    case 'subscription_expired':
      return 'Your Pro subscription has ended';
    case 'membership_renewed':
      return 'Your membership renewed';
    case 'membership_payment_failed':
      return 'Your membership renewal could not be paid: top up your wallet to keep it';
    case 'membership_ended':
      return 'Your membership has ended';
    case 'membership_notice':
      return title;
    case 'promotion_approved':
      return `Your promotion of ${title} was approved and is running`;
    case 'promotion_rejected':
      return `Your promotion of ${title} was rejected: the price was refunded`;
    case 'promotion_completed':
      return `Your promotion of ${title} has ended`;
    case 'report_resolved':
      return `We reviewed your report: ${title}`;
    case 'ledger_alert':
      return `The ledger check found problems: ${title}`;
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

/**
 * A deleted update (removed by an admin from its report, or by its author) leaves backers'
 * inboxes (decision 0035): its notices go, and the open tabs of those people read their inbox
 * and badge again.
 */
export async function forgetUpdateNotices(trx: Transaction<Database>, campaignId: string, updateId: string): Promise<void> {
  const campaignLink = `/campaigns/${campaignId}`;
  const changed = await repo.forgetNoticesOfItem(
    trx,
    'update',
    { id: updateId, link: `${campaignLink}/updates/${updateId}` },
    campaignLink,
  );
  if (changed.length > 0) await publishLive(trx, changed, { type: 'notification', id: 'removed' });
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

/** Money mails (docs/product-rules.md#money-mails): sent whatever the settings (a record of money moving), and say so. */
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

const DIGEST_PERIOD_MS = { daily: 24 * 60 * 60 * 1000, weekly: 7 * 24 * 60 * 60 * 1000 } as const;

/**
 * The digest job's work (docs/product-rules.md#notification-e-mail): everyone with notifications
 * waiting whose daily or weekly period has passed since their last digest gets one mail listing
 * them; the waiting marks are cleared in the same transaction, so nothing goes twice.
 */
export async function sendDigests(trx: Transaction<Database>, email: NotificationEmail, now: Date): Promise<number> {
  let sent = 0;
  const people = await notificationTargets(trx, await repo.usersWithPendingEmail(trx));
  for (const person of people.values()) {
    const choice = person.preferences.notifications.emailDigest;
    if (choice !== 'daily' && choice !== 'weekly') {
      if (choice === 'off') await repo.clearPending(trx, person.id);
      continue;
    }
    const last = await repo.lastDigestAt(trx, person.id);
    if (last && now.getTime() - last.getTime() < DIGEST_PERIOD_MS[choice]) continue;
    const rows = await repo.pendingForDigest(trx, person.id);
    const cards = await personCardsByIds(
      trx,
      rows.flatMap((row) => row.actorIds),
    );
    const lines = rows.map((row) => {
      const names = row.actorIds.map((id) => cards.get(id)?.displayName).filter((name): name is string => Boolean(name));
      const text = textOf(row.kind, actorsText(names, row.actorCount), row.count, row.subjectTitle ?? 'a campaign');
      return `- ${text}: ${new URL(row.link, email.publicUrl).toString()}`;
    });
    await email.mail.send(
      {
        to: person.email,
        subject: `Your ${choice} Crowdspark digest: ${rows.length === 1 ? '1 notification' : `${rows.length} notifications`}`,
        kind: `notification-digest-${choice}`,
        text: [
          `Hello ${person.displayName},`,
          '',
          'Since your last digest:',
          ...lines,
          '',
          ...unsubscribeLines(email, person.id, 'all'),
        ].join('\n'),
      },
      trx,
    );
    await repo.clearPending(trx, person.id);
    await repo.recordDigest(trx, person.id, now);
    sent += 1;
  }
  return sent;
}
