import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import { campaignStatusOf, moveEndToNow } from '../campaigns/service.js';

/**
 * Development and test tools (DEV_TOOLS, off in production by default): make time pass for one
 * campaign. `end-now` moves a live campaign's end date to now and runs the due jobs, so the real
 * settlement job pays out or refunds at once; demos and browser tests use it instead of waiting.
 */
export const devToolsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(
    '/dev/campaigns/:id/end-now',
    {
      onRequest: app.requireAccess('admin'),
      schema: {
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: z.object({ status: z.string(), jobs: z.object({ ran: z.number(), failed: z.number() }) }) },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await moveEndToNow({ db: app.db, jobs: app.jobs }, id, new Date())))
        throw new AppError('CONFLICT', 'Only a live campaign can be ended early.');
      const jobs = await app.jobs.runDue();
      const status = await campaignStatusOf(app.db, id);
      if (!status) throw new AppError('NOT_FOUND', 'No campaign has this id.');
      return { status, jobs };
    },
  );
  done();
};
