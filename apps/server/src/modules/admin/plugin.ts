import type { FastifyPluginAsync } from 'fastify';
import { adminRoutes } from './routes.js';

/**
 * The admin module (docs/decisions/0035-admin-portal.md): the portal's overview, users (audited
 * role changes and disabling accounts) and the audit log. The portal's other pages are served by
 * the modules that own their data (campaigns, reports, wallet, ledger, contact).
 */
export const adminPlugin: FastifyPluginAsync<{ platformCurrency: string }> = async (app, options) => {
  await app.register(adminRoutes, options);
};
