import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { membershipForNotice } from '../memberships/service.js';
import { sendMoneyMailTo } from './money-mail-to.js';
import { money, notify, type NotificationEmail } from './service.js';

const SUBSCRIBER = 'notifications';
const MEMBERSHIPS_LINK = '/wallet#memberships';

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
}
