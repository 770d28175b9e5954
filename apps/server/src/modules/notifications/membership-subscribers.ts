import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { membershipForNotice, priceNoticesOf } from '../memberships/service.js';
import { sendMoneyMailTo } from './money-mail-to.js';
import { money, notify, type NotificationEmail } from './service.js';

const SUBSCRIBER = 'notifications';
const MEMBERSHIPS_LINK = '/wallet#memberships';
const day = (iso: string | Date) => (typeof iso === 'string' ? iso : iso.toISOString()).slice(0, 10);

/**
 * Membership notices and mails (decision 0078), as Pro's (subscription-subscribers.ts): a receipt
 * mail for each month paid with an in-app notice on renewal, a notice and mail at each renewal try
 * that could not be paid, and one when a membership ends. Each handler reads the membership again
 * (after the change committed): a try paid meanwhile sends no "payment due". The mails are money
 * mails (sent whatever the settings); the notices follow the "promotions and payouts" preference.
 */
export function registerMembershipSubscribers(app: FastifyInstance, email: NotificationEmail): void {
  const url = (path: string) => new URL(path, email.publicUrl).toString();
  const settingsUrl = url('/settings');
  const subscribe = app.events.subscribe.bind(app.events);
  const mailTo = (trx: Transaction<Database>, userId: string, message: { kind: string; subject: string; lines: string[] }) =>
    sendMoneyMailTo(trx, app.mail, userId, message, settingsUrl);

  subscribe('membership.started', SUBSCRIBER, async (trx, { payload }) => {
    const membership = await membershipForNotice(trx, payload.membershipId);
    if (!membership) return;
    const amount = money(payload.amount, payload.currency);
    await mailTo(trx, payload.memberId, {
      kind: 'membership-receipt',
      subject: `Receipt: membership of ${membership.creatorName}, ${amount}`,
      lines: [
        `You joined ${membership.creatorName}’s membership (${membership.tierTitle}). ${amount} was charged ${payload.paidWith === 'card' ? 'to your card' : 'to your wallet'} for the first month.`,
        `Your memberships: ${url(MEMBERSHIPS_LINK)}`,
      ],
    });
  });

  subscribe('membership.renewed', SUBSCRIBER, async (trx, { payload }) => {
    const membership = await membershipForNotice(trx, payload.membershipId);
    if (!membership) return;
    const amount = money(payload.amount, payload.currency);
    await notify(trx, [payload.memberId], { kind: 'membership_renewed', subject: payload.chargeId, link: MEMBERSHIPS_LINK });
    await mailTo(trx, payload.memberId, {
      kind: 'membership-renewal-receipt',
      subject: `Receipt: membership of ${membership.creatorName} renewed, ${amount}`,
      lines: [
        `Your membership of ${membership.creatorName} (${membership.tierTitle}) renewed: ${amount} was charged ${payload.paidWith === 'card' ? 'to your saved card' : 'to your wallet'}.`,
        url(MEMBERSHIPS_LINK),
      ],
    });
  });

  subscribe('membership.renewal_failed', SUBSCRIBER, async (trx, { payload }) => {
    // Paid meanwhile (a top-up and the next try, renew-now): asking for payment would be wrong now.
    const membership = await membershipForNotice(trx, payload.membershipId);
    if (membership?.status !== 'past_due') return;
    const amount = money(payload.amount, payload.currency);
    const next = payload.retryAt.slice(0, 10);
    await notify(trx, [payload.memberId], { kind: 'membership_payment_failed', subject: payload.membershipId, link: '/wallet' });
    await mailTo(trx, payload.memberId, {
      kind: 'membership-payment-failed',
      subject: `Your membership of ${membership.creatorName} could not be renewed (${amount})`,
      lines: [
        payload.reason === 'card_declined'
          ? `Your card was declined for the ${amount} renewal of ${membership.tierTitle}, and your wallet did not hold it either.`
          : `Your wallet did not hold ${amount} to renew ${membership.tierTitle}, and no card is saved.`,
        payload.attemptsLeft === 1
          ? `We try once more on ${next}; if it cannot be paid then, the membership ends. Top up your wallet before then.`
          : `We try again on ${next} (${payload.attemptsLeft} more tries). Top up your wallet before then.`,
        `Top up: ${url('/wallet')}`,
      ],
    });
  });

  subscribe('membership.ended', SUBSCRIBER, async (trx, { payload }) => {
    const membership = await membershipForNotice(trx, payload.membershipId);
    if (membership?.status !== 'canceled') return;
    await notify(trx, [payload.memberId], { kind: 'membership_ended', subject: payload.membershipId, link: MEMBERSHIPS_LINK });
    await mailTo(trx, payload.memberId, {
      kind: 'membership-ended',
      subject: `Your membership of ${membership.creatorName} has ended`,
      lines: [
        payload.reason === 'unpaid'
          ? `Your membership of ${membership.creatorName} (${membership.tierTitle}) could not be renewed after the last try, so it has ended.`
          : `You canceled your membership of ${membership.creatorName} (${membership.tierTitle}) and the paid month is over, so it has ended.`,
        `Join again any time from ${membership.creatorName}’s profile.`,
      ],
    });
  });

  // Decision 0080: a pause asked for, a pause ended early, a tier's new price. The sentence is the
  // notice's title (the kind `membership_notice` reads as it).
  subscribe('membership.paused', SUBSCRIBER, async (trx, { payload }) => {
    const membership = await membershipForNotice(trx, payload.membershipId);
    if (!membership || membership.status === 'canceled') return;
    const [from, until] = [day(payload.from), day(payload.until)];
    const title = `Your membership of ${membership.creatorName} is paused from ${from} until ${until}; you keep access until ${from}`;
    const subject = `${payload.membershipId}:${payload.until}`;
    await notify(trx, [payload.memberId], { kind: 'membership_notice', subject, link: MEMBERSHIPS_LINK, subjectTitle: title });
  });

  subscribe('membership.resumed', SUBSCRIBER, async (trx, { payload, id }) => {
    const membership = await membershipForNotice(trx, payload.membershipId);
    if (!membership || membership.status === 'canceled') return;
    const title =
      payload.reason === 'called_off'
        ? `Your membership of ${membership.creatorName} will not pause: it renews on ${day(membership.currentPeriodEnd)}`
        : `Your membership of ${membership.creatorName} has resumed`;
    await notify(trx, [payload.memberId], {
      kind: 'membership_notice',
      subject: id,
      link: MEMBERSHIPS_LINK,
      subjectTitle: title,
    });
  });

  subscribe('membership.tier_price_changed', SUBSCRIBER, async (trx, { payload }) => {
    // Read again: a later change replaces this one (its own notice tells), and who is a member is who is one now.
    for (const notice of await priceNoticesOf(trx, payload.tierId, payload.changedAt)) {
      const [before, after] = [money(notice.oldPrice, notice.currency), money(notice.newPrice, notice.currency)];
      const from = day(notice.firstChargeAt);
      const title =
        notice.newPrice === notice.oldPrice
          ? `${notice.creatorName}’s ${notice.tierTitle} tier stays at ${before} a month`
          : `${notice.creatorName}’s ${notice.tierTitle} tier changes from ${before} to ${after} a month, charged from your renewal on ${from}`;
      const subject = `${notice.membershipId}:${payload.changedAt}`;
      await notify(trx, [notice.memberId], { kind: 'membership_notice', subject, link: MEMBERSHIPS_LINK, subjectTitle: title });
      await mailTo(trx, notice.memberId, {
        kind: 'membership-price-change',
        subject: `${notice.creatorName}’s membership: new price ${after} a month from ${from}`,
        lines: [
          `${title}.`,
          notice.newPrice > notice.oldPrice
            ? `Renewals before then are charged ${before}. To stop before it applies, cancel or change tier in your memberships.`
            : 'You pay less from that renewal on; nothing else changes.',
          url(MEMBERSHIPS_LINK),
        ],
      });
    }
  });
}
