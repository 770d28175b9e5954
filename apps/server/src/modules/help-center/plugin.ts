import type { FastifyPluginAsync } from 'fastify';
import { helpCenterRoutes, type HelpCenterRoutesOptions } from './routes.js';
import { forgetHelpVotesOf } from './service.js';

/**
 * The help centre (decision 0036): categories and articles in the database, edited by admins in
 * Markdown, rendered and sanitised here; full-text search, "was this helpful" votes and related
 * articles. page.ts answers `/help-center/:articleId` for the web server (status and link preview).
 */
export const helpCenterPlugin: FastifyPluginAsync<HelpCenterRoutesOptions> = async (app, options) => {
  app.identity.beforeAccountDeletion('help-center', { cleanUp: forgetHelpVotesOf });
  await app.register(helpCenterRoutes, options);
};
