import {
  ledgerAccountListSchema,
  ledgerAccountsQuerySchema,
  ledgerCheckRunSchema,
  ledgerCheckStatusSchema,
  ledgerTransactionListSchema,
  ledgerTransactionsQuerySchema,
} from '@crowdspark/shared/contracts/admin';
import { ledgerReportSchema } from '@crowdspark/shared/contracts/wallet';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { listAccounts, listTransactions } from './browser.js';
import { ledgerCheckStatus, runLedgerCheckByAdmin } from './check-runs.js';
import { verifyLedger } from './verify.js';

/**
 * Admins: GET /api/admin/ledger/check (the invariant report, the same one npm run check:ledger
 * prints), the stored runs (latest scheduled and the run button), and the accounts and
 * transactions browser of the portal.
 */
export const ledgerAdminRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const admin = app.requireAccess('admin');
  app.get('/admin/ledger/check', { onRequest: admin, schema: { response: { 200: ledgerReportSchema } } }, async () =>
    verifyLedger(app.db, app.ledgerChecks.all()),
  );
  app.get('/admin/ledger/check-runs/latest', { onRequest: admin, schema: { response: { 200: ledgerCheckStatusSchema } } }, () =>
    ledgerCheckStatus(app.db),
  );
  app.post(
    '/admin/ledger/check-runs',
    { onRequest: admin, schema: { response: { 201: ledgerCheckRunSchema } } },
    async (request, reply) =>
      reply.code(201).send(await runLedgerCheckByAdmin(app.db, app.ledgerChecks.all(), request.requireUser().id)),
  );
  app.get(
    '/admin/ledger/accounts',
    { onRequest: admin, schema: { querystring: ledgerAccountsQuerySchema, response: { 200: ledgerAccountListSchema } } },
    (request) => listAccounts(app.db, request.query),
  );
  app.get(
    '/admin/ledger/transactions',
    { onRequest: admin, schema: { querystring: ledgerTransactionsQuerySchema, response: { 200: ledgerTransactionListSchema } } },
    (request) => listTransactions(app.db, request.query),
  );
  done();
};
