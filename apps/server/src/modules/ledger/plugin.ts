import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { ledgerAdminRoutes } from './routes.js';
import { LedgerChecks } from './verify.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The ledger's invariant checks; modules that keep money in it register theirs (pledges). */
    ledgerChecks: LedgerChecks;
  }
}

/** The ledger module: its checks registry and the admins' check route. */
const ledger: FastifyPluginAsync = async (app) => {
  app.decorate('ledgerChecks', new LedgerChecks());
  await app.register(ledgerAdminRoutes);
};

export const ledgerPlugin = fp(ledger, { name: 'ledger' });
