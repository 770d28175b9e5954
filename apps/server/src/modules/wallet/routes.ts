import {
  topUpRequestSchema,
  topUpResponseSchema,
  walletSchema,
  walletTransactionsPageSchema,
  walletTransactionsQuerySchema,
  withdrawalListSchema,
  withdrawalRequestSchema,
  withdrawalSchema,
} from '@crowdspark/shared/contracts/wallet';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MoneyConfig } from '../../config/money.js';
import { sendIdempotent } from '../../http/idempotency.js';
import { createTopUp, getWallet, listWalletTransactions, walletReceipt } from './service.js';
import { listOwnWithdrawals, requestWithdrawal } from './withdrawals-service.js';

export interface WalletRoutesOptions {
  money: MoneyConfig;
  publicUrl: string;
}

const transactionParams = z.object({ id: z.uuid('No transaction has this id.') });

/** The signed-in user's wallet: balance, history, receipts, top-ups and withdrawals (both idempotent). */
export const walletRoutes: FastifyPluginCallbackZod<WalletRoutesOptions> = (app, { money, publicUrl }, done) => {
  const signedIn = app.requireAccess('signed-in');

  app.get('/wallet', { onRequest: signedIn, schema: { response: { 200: walletSchema } } }, async (request) =>
    getWallet(app.db, request.requireUser().id, money.platformCurrency),
  );

  app.get(
    '/wallet/transactions',
    {
      onRequest: signedIn,
      schema: { querystring: walletTransactionsQuerySchema, response: { 200: walletTransactionsPageSchema } },
    },
    async (request) => listWalletTransactions(app.db, request.requireUser().id, request.query),
  );

  app.get(
    '/wallet/transactions/:id/receipt',
    { onRequest: signedIn, schema: { params: transactionParams } },
    async (request, reply) => {
      const receipt = await walletReceipt(app.db, request.requireUser(), request.params.id);
      return reply
        .type('text/plain; charset=utf-8')
        .header('content-disposition', `attachment; filename="${receipt.filename}"`)
        .send(receipt.text);
    },
  );

  app.post(
    '/wallet/top-ups',
    { onRequest: signedIn, schema: { body: topUpRequestSchema, response: { 201: topUpResponseSchema } } },
    async (request, reply) => {
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
  );

  app.get(
    '/wallet/withdrawals',
    { onRequest: signedIn, schema: { response: { 200: withdrawalListSchema } } },
    async (request) => ({
      items: await listOwnWithdrawals(app.db, request.requireUser().id),
    }),
  );

  app.post(
    '/wallet/withdrawals',
    { onRequest: signedIn, schema: { body: withdrawalRequestSchema, response: { 201: withdrawalSchema } } },
    async (request, reply) => {
      const userId = request.requireUser().id;
      return sendIdempotent(app.db, request, reply, userId, async (claim) => ({
        status: 201,
        body: await requestWithdrawal(
          { db: app.db, provider: app.payments, log: request.log },
          { userId, platformCurrency: money.platformCurrency, approvalThreshold: money.withdrawalApprovalThreshold },
          request.body,
          claim,
        ),
      }));
    },
  );
  done();
};
