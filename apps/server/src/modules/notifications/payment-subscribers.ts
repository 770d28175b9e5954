import type { FastifyInstance } from 'fastify';
import { notificationTargets } from '../users/service.js';
import { campaignSubject, money, type NotificationEmail } from './service.js';

const SUBSCRIBER = 'notifications';

/**
 * Payment mails that are not receipts of something the person can act on in the app: a card
 * payment for a pledge that completed after an admin disabled the account. The person can no
 * longer sign in, so the mail is the only place they learn where the money went; it is sent
 * whatever the settings (it is the record of money moving) and points to the contact page, which
 * needs no account, rather than to settings they cannot open.
 */
export function registerPaymentSubscribers(app: FastifyInstance, email: NotificationEmail): void {
  const url = (path: string) => new URL(path, email.publicUrl).toString();

  app.events.subscribe('pledge.payment_kept', SUBSCRIBER, async (trx, { payload }) => {
    const person = (await notificationTargets(trx, [payload.backerId])).get(payload.backerId);
    if (!person) return;
    const campaign = await campaignSubject(trx, payload.campaignId);
    const amount = money(payload.amount, payload.currency);
    await app.mail.send(
      {
        to: person.email,
        kind: 'payment-kept-in-wallet',
        subject: 'Your payment was added to your wallet',
        text: [
          `Hello ${person.displayName},`,
          '',
          `Your card payment of ${amount}${campaign ? ` for “${campaign.title}”` : ''} went through, but your Crowdspark account`,
          'was disabled before it completed, so no pledge was made.',
          `The ${amount} is in your Crowdspark wallet: nothing is lost.`,
          '',
          `To ask about your account or get the money back, contact our support team: ${url('/contact')}`,
        ].join('\n'),
      },
      trx,
    );
  });
}
