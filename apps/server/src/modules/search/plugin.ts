import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { searchRoutes } from './routes.js';

/** The search module: its routes over campaigns' and users' search (decision 0020). */
const searchModule: FastifyPluginAsync = async (app) => {
  await app.register(searchRoutes);
};

export const searchPlugin = fp(searchModule, { name: 'search', dependencies: ['campaigns'] });
