import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { SUBSCRIPTION_PLAN_LABELS, type SubscriptionPlan } from '@crowdspark/shared/constants/subscriptions';
import { isRenewalUnpaid } from '../subscriptions/service.js';
import { sendMoneyMailTo } from './money-mail-to.js';
import { money, notify, type NotificationEmail } from './service.js';

const SUBSCRIBER = 'notifications';
const SETTINGS_LINK = '/settings?tab=subscription';

function planLabel(plan: string): string {
  return SUBSCRIPTION_PLAN_LABELS[plan as SubscriptionPlan] ?? 'Pro';
}

/**
 * Pro subscription notices and dunning (decisions 0033, 0038): a receipt mail for each charge,
 * and for a renewal neither the wallet nor the saved card could pay an in-app notice plus a mail
 * each time it is tried again in the grace period, then one when Pro ends. The mails are money mails (sent whatever the
 * settings); the in-app notices follow the "promotions and payouts" preference.
 */
export function registerSubscriptionSubscribers(app: FastifyInstance, email: NotificationEmail): void {
  const url = (path: string) => new URL(path, email.publicUrl).toString();
  const settingsUrl = url('/settings');
  const subscribe = app.events.subscribe.bind(app.events);
  const mailTo = (trx: Transaction<Database>, userId: string, message: { kind: string; subject: string; lines: string[] }) =>
    sendMoneyMailTo(trx, app.mail, userId, message, settingsUrl);

  subscribe('subscription.started', SUBSCRIBER, async (trx, { payload }) => {
    const amount = money(payload.amount, payload.currency);
    await mailTo(trx, payload.userId, {
      kind: 'subscription-receipt',
      subject: `Receipt: ${planLabel(payload.plan)}, ${amount}`,
      lines: [
        `Welcome to Crowdspark Pro. ${amount} was charged to your wallet for ${planLabel(payload.plan)}.`,
        `Your invoices and plan: ${url(SETTINGS_LINK)}`,
      ],
    });
  });

  subscribe('subscription.renewed', SUBSCRIBER, async (trx, { payload }) => {
    const amount = money(payload.amount, payload.currency);
    await notify(trx, [payload.userId], { kind: 'subscription_renewed', subject: payload.invoiceId, link: SETTINGS_LINK });
    await mailTo(trx, payload.userId, {
      kind: 'subscription-renewal-receipt',
      subject: `Receipt: ${planLabel(payload.plan)} renewed, ${amount}`,
      lines: [
        payload.paidWith === 'card'
          ? `Your ${planLabel(payload.plan)} renewed: ${amount} was charged to your saved card.`
          : `Your ${planLabel(payload.plan)} renewed: ${amount} was charged to your wallet.`,
        url(SETTINGS_LINK),
      ],
    });
  });

  subscribe('subscription.renewal_failed', SUBSCRIBER, async (trx, { payload }) => {
    // Paid meanwhile (a top-up, a retry): telling the person to pay would be wrong now.
    if (!(await isRenewalUnpaid(trx, payload.userId))) return;
    const amount = money(payload.amount, payload.currency);
    const until = payload.graceUntil.slice(0, 10);
    await notify(trx, [payload.userId], { kind: 'subscription_payment_failed', subject: payload.userId, link: '/wallet' });
    await mailTo(trx, payload.userId, {
      kind: 'subscription-payment-failed',
      subject: `Your Pro renewal of ${amount} could not be paid`,
      // Decision 0038: a declined card says so, and how to fix it (top up, or save another card).
      lines:
        payload.reason === 'card_declined'
          ? [
              `Your card was declined for the ${amount} renewal of ${planLabel(payload.plan)}, and your wallet did not hold it either.`,
              `Pro stays on until ${until}: top up your wallet or save another card before then and the renewal goes through on its own.`,
              `Top up: ${url('/wallet')}`,
              `Your card: ${url(SETTINGS_LINK)}`,
            ]
          : [
              `Your wallet did not hold ${amount} to renew ${planLabel(payload.plan)}.`,
              `Pro stays on until ${until}: top up your wallet before then and the renewal goes through on its own.`,
              `Top up: ${url('/wallet')}`,
            ],
    });
  });

  subscribe('subscription.expired', SUBSCRIBER, async (trx, { payload }) => {
    await notify(trx, [payload.userId], { kind: 'subscription_expired', subject: payload.userId, link: SETTINGS_LINK });
    await mailTo(trx, payload.userId, {
      kind: 'subscription-expired',
      subject: 'Your Crowdspark Pro has ended',
      lines: [
        payload.reason === 'unpaid'
          ? 'Your Pro renewal stayed unpaid through the grace period, so Pro has ended.'
          : 'You canceled Pro and your last paid period is over, so Pro has ended.',
        `Subscribe again any time: ${url(SETTINGS_LINK)}`,
      ],
    });
  });
}
