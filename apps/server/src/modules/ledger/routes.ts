import { ledgerReportSchema } from '@crowdspark/shared/contracts/wallet';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { verifyLedger } from './verify.js';

/** GET /api/admin/ledger/check (admins): the invariant report, the same one npm run check:ledger prints. */
export const ledgerAdminRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/admin/ledger/check',
    { onRequest: app.requireAccess('admin'), schema: { response: { 200: ledgerReportSchema } } },
    async () => verifyLedger(app.db, app.ledgerChecks.all()),
  );
  done();
};
