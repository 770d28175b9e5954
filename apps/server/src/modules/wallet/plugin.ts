import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { MoneyConfig } from '../../config/money.js';
import { withdrawalAdminRoutes } from './admin-routes.js';
import { walletRoutes } from './routes.js';
import { topUpPaymentPurpose } from './service.js';
import { forgetWithdrawalHolderNames, openWithdrawalBlockingDeletion, withdrawalPayoutSource } from './withdrawals-service.js';

export interface WalletPluginOptions {
  money: MoneyConfig;
  publicUrl: string;
}

/**
 * The wallet module: balance, history, top-ups and withdrawals (users and admins). Registers the
 * 'top_up' payment purpose and its withdrawals as the payout source reconciliation looks at.
 */
const wallet: FastifyPluginAsync<WalletPluginOptions> = async (app, options) => {
  app.paymentPurposes.register(topUpPaymentPurpose);
  app.payoutSources.register(withdrawalPayoutSource);
  // A withdrawal on its way stops an account from going; its reason is read before the top-up's.
  app.identity.beforeAccountDeletion('wallet', {
    blockingReason: openWithdrawalBlockingDeletion,
    cleanUp: forgetWithdrawalHolderNames,
    before: 'payments',
  });
  await app.register(walletRoutes, options);
  await app.register(withdrawalAdminRoutes);
};

export const walletPlugin = fp(wallet, { name: 'wallet', dependencies: ['payments', 'identity'] });
