import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { socialRoutes } from './routes.js';
import { SAVED_ENDING_JOB, savedEndingReminderHandler } from './saved-ending-reminder.js';
import { deleteSocialDataOf } from './service.js';

/**
 * The social module (decision 0019): follows and saved campaigns, their routes, the "saved campaign
 * ends in 48 hours" reminder job, and its part of account deletion (the person's follows, both
 * ways, and saves go; nothing about them blocks it).
 */
const social: FastifyPluginAsync = async (app) => {
  app.jobs.register(SAVED_ENDING_JOB, savedEndingReminderHandler(app.jobs));
  app.identity.beforeAccountDeletion('social', { cleanUp: deleteSocialDataOf });
  await app.register(socialRoutes);
};

export const socialPlugin = fp(social, { name: 'social', dependencies: ['jobs', 'identity', 'campaigns'] });
