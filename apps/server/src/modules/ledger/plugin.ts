import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { LEDGER_CHECK_EVERY_MS, LEDGER_CHECK_JOB, runLedgerCheck } from './check-runs.js';
import { ledgerAdminRoutes } from './routes.js';
import { walletMoneyBlockingDeletion } from './service.js';
import { createLedgerChecks } from './verify.js';
import type { LedgerChecks } from './verify.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The ledger's invariant checks; modules that keep money in it register theirs (pledges). */
    ledgerChecks: LedgerChecks;
  }
}

/** The ledger module: its checks registry, its hook before account deletion, the daily check job and the admins' routes. */
const ledger: FastifyPluginAsync = async (app) => {
  app.decorate('ledgerChecks', createLedgerChecks());
  // Money in a wallet stops an account from going. The first money reason, and the wallet lock the
  // other modules' counts rely on: nothing registers `before` it.
  app.identity.beforeAccountDeletion('ledger', { blockingReason: walletMoneyBlockingDeletion });
  // The invariant check, daily and once across instances (durable job); it schedules its next run.
  app.jobs.register(LEDGER_CHECK_JOB, async (trx, _job, now) => {
    await runLedgerCheck(trx, app.ledgerChecks.all(), 'scheduled', null);
    await app.jobs.schedule(trx, {
      name: LEDGER_CHECK_JOB,
      key: LEDGER_CHECK_JOB,
      runAt: new Date(now.getTime() + LEDGER_CHECK_EVERY_MS),
    });
  });
  // A fresh server has its first result within minutes, then one a day.
  app.jobs.keepRecurring({ name: LEDGER_CHECK_JOB, key: LEDGER_CHECK_JOB, firstRunInMs: 5 * 60 * 1000 });
  await app.register(ledgerAdminRoutes);
};

export const ledgerPlugin = fp(ledger, { name: 'ledger', dependencies: ['identity', 'jobs'] });
