import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { MoneyConfig } from '../../config/money.js';
import { withdrawalAdminRoutes } from './admin-routes.js';
import { walletRoutes } from './routes.js';
import { topUpPaymentPurpose } from './service.js';
import { statementRoutes } from './statement-routes.js';
import { WALLET_STATEMENT_JOB, forgetStatements, prepareStoredStatement } from './statements-service.js';
import { forgetWithdrawalHolderNames, openWithdrawalBlockingDeletion, withdrawalPayoutSource } from './withdrawals-service.js';

export interface WalletPluginOptions {
  money: MoneyConfig;
  publicUrl: string;
}

/**
 * The wallet module: balance, history, receipts, yearly statements, top-ups and withdrawals (users
 * and admins). Registers the 'top_up' payment purpose, its withdrawals as the payout source
 * reconciliation looks at, and the `wallet-statement` job that prepares large statements.
 */
const wallet: FastifyPluginAsync<WalletPluginOptions> = async (app, options) => {
  app.paymentPurposes.register(topUpPaymentPurpose);
  app.payoutSources.register(withdrawalPayoutSource);
  // A withdrawal on its way stops an account from going; its reason is read before the top-up's.
  app.identity.beforeAccountDeletion('wallet', {
    blockingReason: openWithdrawalBlockingDeletion,
    cleanUp: async (trx, userId) => {
      await forgetWithdrawalHolderNames(trx, userId);
      await forgetStatements(trx, app.fileStorage, userId);
    },
    before: 'payments',
  });
  app.jobs.register(WALLET_STATEMENT_JOB, async (trx, job, now) => {
    const { statementId } = job.payload as { statementId?: unknown };
    if (typeof statementId !== 'string') throw new Error(`${job.key}: the payload names no statement`);
    await prepareStoredStatement(
      trx,
      { files: app.fileStorage, mail: app.mail, publicUrl: options.publicUrl, platformCurrency: options.money.platformCurrency },
      statementId,
      now,
    );
  });
  await app.register(walletRoutes, options);
  await app.register(statementRoutes, {
    publicUrl: options.publicUrl,
    platformCurrency: options.money.platformCurrency,
    jobThreshold: options.money.statementJobThreshold,
  });
  await app.register(withdrawalAdminRoutes);
};

export const walletPlugin = fp(wallet, { name: 'wallet', dependencies: ['payments', 'identity', 'jobs', 'uploads'] });
