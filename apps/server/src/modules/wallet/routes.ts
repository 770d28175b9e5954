import {
  createTopUpRoute,
  getWalletReceiptRoute,
  getWalletRoute,
  listOwnWithdrawalsRoute,
  listWalletTransactionsRoute,
  requestWithdrawalRoute,
} from '@crowdspark/shared/api-routes/wallet';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MoneyConfig } from '../../config/money.js';
import { routeOptions } from '../../http/api-route.js';
import { sendIdempotent } from '../../http/idempotency.js';
import { walletReceipt, walletReceiptPdf, walletReceiptText } from './receipts.js';
import { createTopUp, getWallet, listWalletTransactions } from './service.js';
import { listOwnWithdrawals, requestWithdrawal } from './withdrawals-service.js';

export interface WalletRoutesOptions {
  money: MoneyConfig;
  publicUrl: string;
}

const transactionParams = z.object({ id: z.uuid('No transaction has this id.') });

/** The signed-in user's wallet: balance, history, receipts (JSON, text, PDF), top-ups and withdrawals (both idempotent). */
export const walletRoutes: FastifyPluginCallbackZod<WalletRoutesOptions> = (app, { money, publicUrl }, done) => {
  const signedIn = app.requireAccess('signed-in');

  app.route({
    ...routeOptions(getWalletRoute),
    onRequest: signedIn,
    handler: async (request) => getWallet(app.db, request.requireUser().id, money.platformCurrency),
  });

  app.route({
    ...routeOptions(listWalletTransactionsRoute),
    onRequest: signedIn,
    handler: async (request) => listWalletTransactions(app.db, request.requireUser().id, request.query),
  });

  app.route({
    ...routeOptions(getWalletReceiptRoute, { params: transactionParams }),
    onRequest: signedIn,
    handler: async (request) => walletReceipt(app.db, request.requireUser(), request.params.id),
  });

  app.get(
    '/wallet/transactions/:id/receipt',
    { onRequest: signedIn, schema: { params: transactionParams } },
    async (request, reply) => {
      const receipt = await walletReceiptText(app.db, request.requireUser(), request.params.id);
      return reply
        .type('text/plain; charset=utf-8')
        .header('content-disposition', `attachment; filename="${receipt.filename}"`)
        .send(receipt.text);
    },
  );

  app.get(
    '/wallet/transactions/:id/receipt.pdf',
    { onRequest: signedIn, schema: { params: transactionParams } },
    async (request, reply) => {
      const receipt = await walletReceiptPdf(app.db, request.requireUser(), request.params.id, new Date());
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${receipt.filename}"`)
        .send(receipt.pdf);
    },
  );

  app.route({
    ...routeOptions(createTopUpRoute),
    onRequest: signedIn,
    handler: async (request, reply) => {
      const userId = request.requireUser().id;
      return sendIdempotent(app.db, request, reply, userId, async (claim) => ({
        status: 201,
        body: await createTopUp(
          app.db,
          app.payments,
          { userId, platformCurrency: money.platformCurrency, publicUrl },
          request.body,
          claim,
        ),
      }));
    },
  });

  app.route({
    ...routeOptions(listOwnWithdrawalsRoute),
    onRequest: signedIn,
    handler: async (request) => ({ items: await listOwnWithdrawals(app.db, request.requireUser().id) }),
  });

  app.route({
    ...routeOptions(requestWithdrawalRoute),
    onRequest: signedIn,
    handler: async (request, reply) => {
      const userId = request.requireUser().id;
      return sendIdempotent(app.db, request, reply, userId, async (claim) => ({
        status: 201,
        body: await requestWithdrawal(
          { db: app.db, provider: app.payments, log: request.log },
          {
            userId,
            platformCurrency: money.platformCurrency,
            approvalThreshold: money.withdrawalApprovalThreshold,
            checkSecondFactor: request.secondFactorCheck(request.body.twoFactorCode),
          },
          request.body,
          claim,
        ),
      }));
    },
  });
  done();
};
