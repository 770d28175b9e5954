import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { registerMembershipSubscribers } from './membership-subscribers.js';
import { registerPaymentSubscribers } from './payment-subscribers.js';
import { deleteNotificationsOf, unlinkProfile } from './repository.js';
import { registerMemberPostNotices } from './member-post-notices.js';
import { registerOutcomeNotices } from './outcome-notices.js';
import { registerRelaunchNotices } from './relaunch-notices.js';
import { notificationsRoutes } from './routes.js';
import { sendDigests } from './service.js';
import { registerSubscriptionSubscribers } from './subscription-subscribers.js';
import { registerNotificationSubscribers } from './subscribers.js';

/**
 * The notifications module (decision 0029): the inbox, written by subscribers to other modules'
 * events (subscribers.ts), pushed live, and the money mails. A deleted account's inbox goes.
 */
const DIGEST_JOB = 'notifications-digest';
const DIGEST_KEY = 'notifications-digest';
/** The digest job looks for people whose daily or weekly digest is due every hour. */
const DIGEST_EVERY_MS = 60 * 60 * 1000;

export interface NotificationsPluginOptions {
  publicUrl: string;
  secret: string;
  /** Backers told of a campaign's outcome per transaction (BACKER_BATCH_SIZE). */
  backerBatchSize: number;
}

const notifications: FastifyPluginAsync<NotificationsPluginOptions> = async (app, { publicUrl, secret, backerBatchSize }) => {
  const email = { mail: app.mail, publicUrl, secret };
  registerNotificationSubscribers(app, email);
  registerOutcomeNotices(app, email, backerBatchSize);
  registerRelaunchNotices(app, email, backerBatchSize);
  registerSubscriptionSubscribers(app, email);
  registerPaymentSubscribers(app, email);
  registerMemberPostNotices(app, email);
  registerMembershipSubscribers(app, email);
  app.identity.beforeAccountDeletion('notifications', {
    cleanUp: async (trx, userId, account) => {
      await deleteNotificationsOf(trx, userId);
      if (account.username) await unlinkProfile(trx, account.username);
    },
  });
  // Durable and run once across instances (the jobs module); it schedules its next run itself.
  app.jobs.register(DIGEST_JOB, async (trx, _job, now) => {
    await sendDigests(trx, email, now);
    await app.jobs.schedule(trx, { name: DIGEST_JOB, key: DIGEST_KEY, runAt: new Date(now.getTime() + DIGEST_EVERY_MS) });
  });
  app.jobs.keepRecurring({ name: DIGEST_JOB, key: DIGEST_KEY, firstRunInMs: DIGEST_EVERY_MS });
  await app.register(notificationsRoutes, { secret });
};

export const notificationsPlugin = fp(notifications, {
  name: 'notifications',
  dependencies: ['identity', 'jobs', 'campaigns', 'pledges', 'community', 'live'],
});
