import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { outboxHealthSchema } from '@crowdspark/shared/contracts/admin-events';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import { reportOutboxMetrics } from './metrics.js';
import { cachedOutboxDetail, isDatabaseReady, replicaStatus } from './service.js';

/** Probes for orchestrators and load balancers: they poll, so no rate limit and only warnings logged. */
export const healthRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const outboxDetail = cachedOutboxDetail(app.db);
  reportOutboxMetrics(app.metrics, outboxDetail);
  app.get(
    '/health',
    { logLevel: 'warn', config: { rateLimit: false }, schema: { response: { 200: z.object({ status: z.literal('ok') }) } } },
    () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      logLevel: 'warn',
      config: { rateLimit: false },
      schema: {
        response: {
          200: z.object({
            status: z.literal('ready'),
            events: outboxHealthSchema.optional(),
            // Only with DATABASE_READ_URL: `down` means its reads are served by the primary.
            readReplica: z.enum(['up', 'down']).optional(),
          }),
        },
      },
    },
    async () => {
      if (app.draining) throw new AppError('SERVICE_UNAVAILABLE', 'The server is shutting down.');
      if (!(await isDatabaseReady(app.db))) throw new AppError('SERVICE_UNAVAILABLE', 'The database is not reachable.');
      // Counts only (no payloads, no names): the probe is public. Left out when slow.
      const [events, readReplica] = await Promise.all([outboxDetail(), app.readReplica ? replicaStatus(app.readReplica) : null]);
      return { status: 'ready' as const, ...(events ? { events } : {}), ...(readReplica ? { readReplica } : {}) };
    },
  );
  done();
};
