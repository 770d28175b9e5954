import { logBatchSchema } from '@crowdspark/shared/contracts/logs';
import { LOG_INGEST_LIMITS } from '@crowdspark/shared/logging/levels';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { acceptJsonSentAsText } from '../../http/beacon-body.js';
import { ROUTE_RATE_LIMITS } from '../../plugins/rate-limit.js';
import { writeClientLogs } from './service.js';

/** POST /api/logs (docs/product-rules.md#log-ingest): the browser's log batches, by sendBeacon or fetch. */
export const logsRoutes: FastifyPluginCallbackZod<{ rateLimitMax: number }> = (app, { rateLimitMax }, done) => {
  acceptJsonSentAsText(app);

  app.post(
    '/logs',
    {
      bodyLimit: LOG_INGEST_LIMITS.maxBodyBytes,
      config: { rateLimit: { ...ROUTE_RATE_LIMITS.logs, max: rateLimitMax } },
      schema: { body: logBatchSchema },
    },
    async (request, reply) => {
      writeClientLogs(request.log.child({ source: 'client' }), request.body);
      return reply.code(204).send();
    },
  );
  done();
};
