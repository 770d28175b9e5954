import { listWalletStatementsRoute } from '@crowdspark/shared/api-routes/wallet';
import type { StatementFormat } from '@crowdspark/shared/constants/statements';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeOptions } from '../../http/api-route.js';
import { listStatements, openStoredStatement, requestYearlyStatement } from './statements-service.js';
import type { StatementDeps } from './statements-service.js';

export type StatementRoutesOptions = Omit<StatementDeps, 'db' | 'jobs' | 'files' | 'mail'>;

const yearParams = z.object({
  year: z.coerce
    .number({ message: 'Write the year with four digits, e.g. 2026.' })
    .int('Write the year with four digits, e.g. 2026.'),
});
const statementParams = z.object({ id: z.uuid('No statement has this id.') });

/**
 * Yearly statements: GET /api/wallet/statements (years and prepared files, JSON),
 * /api/wallet/statements/:year.pdf and .csv (the file, or 202 while a job prepares a large year),
 * /api/wallet/statements/files/:id (a prepared file, its owner only). Thin.
 */
export const statementRoutes: FastifyPluginCallbackZod<StatementRoutesOptions> = (app, options, done) => {
  const signedIn = app.requireAccess('signed-in');
  const deps = (): StatementDeps => ({ ...options, db: app.db, jobs: app.jobs, files: app.fileStorage, mail: app.mail });

  app.route({
    ...routeOptions(listWalletStatementsRoute),
    onRequest: signedIn,
    handler: async (request) => listStatements(app.db, request.requireUser().id, new Date()),
  });

  const sendStatement = async (request: FastifyRequest, reply: FastifyReply, year: number, format: StatementFormat) => {
    const answer = await requestYearlyStatement(deps(), request.requireUser(), { year, format, now: new Date() });
    if (answer.kind === 'preparing') return reply.code(202).send(answer.body);
    return reply
      .type(answer.file.contentType)
      .header('content-disposition', `attachment; filename="${answer.file.filename}"`)
      .send(answer.file.body);
  };

  app.get('/wallet/statements/:year.pdf', { onRequest: signedIn, schema: { params: yearParams } }, (request, reply) =>
    sendStatement(request, reply, request.params.year, 'pdf'),
  );
  app.get('/wallet/statements/:year.csv', { onRequest: signedIn, schema: { params: yearParams } }, (request, reply) =>
    sendStatement(request, reply, request.params.year, 'csv'),
  );

  app.get(
    '/wallet/statements/files/:id',
    { onRequest: signedIn, schema: { params: statementParams } },
    async (request, reply) => {
      const file = await openStoredStatement(app.db, app.fileStorage, request.requireUser().id, request.params.id);
      if (file.size !== null) void reply.header('content-length', file.size);
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.body);
    },
  );

  done();
};
