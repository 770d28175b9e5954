import type { FastifyPluginAsync } from 'fastify';
import { contactRoutes } from './routes.js';
import { forgetContactMessageAuthor } from './service.js';

/** The contact module: the contact form's route, and messages losing their author when an account goes. */
export const contactPlugin: FastifyPluginAsync = async (app) => {
  app.identity.beforeAccountDeletion('contact', { cleanUp: forgetContactMessageAuthor });
  await app.register(contactRoutes);
};
