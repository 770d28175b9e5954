import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { listAccounts, listTransactions } from './browser.js';
import { ledgerCheckStatus, runLedgerCheckByAdmin } from './check-runs.js';
import { verifyLedger } from './verify.js';
import { getAdminLedgerCheckRoute } from '@crowdspark/shared/api-routes/wallet';
import {
  getAdminLedgerAccountsRoute,
  getAdminLedgerCheckRunsLatestRoute,
  getAdminLedgerTransactionsRoute,
  postAdminLedgerCheckRunsRoute,
} from '@crowdspark/shared/api-routes/admin';
import { routeOptions } from '../../http/api-route.js';

/**
 * Admins: GET /api/admin/ledger/check (the invariant report, the same one npm run check:ledger
 * prints), the stored runs (latest scheduled and the run button), and the accounts and
 * transactions browser of the portal.
 */
export const ledgerAdminRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const admin = app.requireAccess('admin');
  app.route({
    ...routeOptions(getAdminLedgerCheckRoute),
    onRequest: admin,
    handler: async () => verifyLedger(app.db, app.ledgerChecks.all()),
  });
  app.route({ ...routeOptions(getAdminLedgerCheckRunsLatestRoute), onRequest: admin, handler: () => ledgerCheckStatus(app.db) });
  app.route({
    ...routeOptions(postAdminLedgerCheckRunsRoute),
    onRequest: admin,
    handler: async (request, reply) =>
      reply.code(201).send(await runLedgerCheckByAdmin(app.db, app.ledgerChecks.all(), request.requireUser().id)),
  });
  app.route({
    ...routeOptions(getAdminLedgerAccountsRoute),
    onRequest: admin,
    handler: (request) => listAccounts(app.db, request.query),
  });
  app.route({
    ...routeOptions(getAdminLedgerTransactionsRoute),
    onRequest: admin,
    handler: (request) => listTransactions(app.db, request.query),
  });
  done();
};
