import type { FastifyPluginCallback } from 'fastify';
import fp from 'fastify-plugin';
import { JobRunner } from '../modules/jobs/runner.js';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

export interface JobsPluginOptions {
  /** Poll for due jobs every this many ms; null: never poll (tests run jobs by hand). */
  pollIntervalMs: number | null;
  /** Replaces the clock (tests). */
  now?: () => Date;
}

/**
 * The durable job runner: modules register handlers (and declare recurring jobs) on `app.jobs`; once
 * the app is ready, a server that runs jobs puts the recurring ones in the table and starts polling.
 */
const jobsPlugin: FastifyPluginCallback<JobsPluginOptions> = (app, { pollIntervalMs, now }, done) => {
  const runner = new JobRunner({ db: app.db, logger: app.log, ...(now ? { now } : {}) });
  app.decorate('jobs', runner);
  if (pollIntervalMs !== null)
    app.addHook('onReady', async () => {
      await runner.ensureRecurring();
      runner.start(pollIntervalMs);
    });
  app.addHook('onClose', () => runner.stop());
  done();
};

export const jobsPluginFp = fp(jobsPlugin, { name: 'jobs', dependencies: ['database'] });
