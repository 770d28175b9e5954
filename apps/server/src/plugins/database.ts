import type { FastifyPluginCallback } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Kysely instance; repositories receive it from routes. */
    db: Kysely<Database>;
  }
}

export interface DatabasePluginOptions {
  db: Kysely<Database>;
}

/**
 * Makes the database available to routes. The app does not own it: whoever opened it (server.ts,
 * or a test) closes it after `app.close()`, so tests can share one database across app instances.
 */
const database: FastifyPluginCallback<DatabasePluginOptions> = (app, { db }, done) => {
  app.decorate('db', db);
  done();
};

export const databasePlugin = fp(database, { name: 'database' });
