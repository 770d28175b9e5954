import type { FastifyPluginAsync, FastifyPluginCallback } from 'fastify';
import fp from 'fastify-plugin';
import { jobsAdminRoutes } from './routes.js';
import { JobRunner } from './runner.js';

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
 * App-wide (registered at the root by app.ts): the durable job runner: modules register handlers (and declare recurring jobs) on `app.jobs`; once
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

export const jobsRunnerPlugin = fp(jobsPlugin, { name: 'jobs', dependencies: ['database'] });

/** The jobs module in the API scope: the admins' routes. */
const jobsApi: FastifyPluginAsync = async (app) => {
  await app.register(jobsAdminRoutes);
};

export const jobsApiPlugin = fp(jobsApi, { name: 'jobs-api', dependencies: ['jobs'] });
