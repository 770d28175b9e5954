import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { ledgerAdminRoutes } from './routes.js';
import { walletMoneyBlockingDeletion } from './service.js';
import { LedgerChecks } from './verify.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The ledger's invariant checks; modules that keep money in it register theirs (pledges). */
    ledgerChecks: LedgerChecks;
  }
}

/** The ledger module: its checks registry, its hook before account deletion and the admins' check route. */
const ledger: FastifyPluginAsync = async (app) => {
  app.decorate('ledgerChecks', new LedgerChecks());
  // Money in a wallet stops an account from going. The first money reason, and the wallet lock the
  // other modules' counts rely on: nothing registers `before` it.
  app.identity.beforeAccountDeletion('ledger', { blockingReason: walletMoneyBlockingDeletion });
  await app.register(ledgerAdminRoutes);
};

export const ledgerPlugin = fp(ledger, { name: 'ledger', dependencies: ['identity'] });
