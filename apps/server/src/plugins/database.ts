import type { FastifyPluginCallback } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { ReadReplica } from '../db/read-replica.js';
import type { Database } from '../db/schema.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Kysely instance on the primary; repositories receive it from routes. */
    db: Kysely<Database>;
    /**
     * Reads that tolerate a little lag (public listings, search, discover, the public feed, a
     * visitor's campaign page, creator stats): the read replica when DATABASE_READ_URL is set, else
     * the same instance as `db` (decision 0060). Never for a transaction, money, sessions, admin, or
     * what a signed-in person reads back after writing it.
     */
    readDb: Kysely<Database>;
    /** The replica behind `readDb`, or null when reads go to the primary. */
    readReplica: ReadReplica | null;
  }
}

export interface DatabasePluginOptions {
  db: Kysely<Database>;
  readDb: Kysely<Database>;
  readReplica: ReadReplica | null;
}

/**
 * Makes the database available to routes. The app does not own it: whoever opened it (server.ts,
 * or a test) closes it after `app.close()`, so tests can share one database across app instances.
 */
const database: FastifyPluginCallback<DatabasePluginOptions> = (app, { db, readDb, readReplica }, done) => {
  app.decorate('db', db);
  app.decorate('readDb', readDb);
  app.decorate('readReplica', readReplica);
  done();
};

export const databasePlugin = fp(database, { name: 'database' });
