import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NODE_ENVS } from '../../config.js';
import type { NodeEnv } from '../../config.js';

/** What the web app may know about the server's configuration; nothing secret goes here. */
export const publicConfigSchema = z.object({
  gtagId: z.string().nullable(),
  environment: z.enum(NODE_ENVS),
});

export interface ConfigRoutesOptions {
  gtagId: string | null;
  environment: NodeEnv;
}

export const configRoutes: FastifyPluginCallbackZod<ConfigRoutesOptions> = (app, { gtagId, environment }, done) => {
  const publicConfig = { gtagId, environment };
  app.get('/config', { schema: { response: { 200: publicConfigSchema } } }, () => publicConfig);
  done();
};
