import { afterAll, beforeAll } from 'vitest';
import type WebSocket from 'ws';
import type { App } from '../../src/app.js';
import type { DatabaseHandle } from '../../src/db/database.js';
import { buildTestApp } from './test-app.js';
import { createTestDatabase } from './test-database.js';

export interface LiveInstances {
  readonly database: DatabaseHandle;
  /** The apps, each listening on a real port of 127.0.0.1. */
  readonly instances: App[];
  /** The /api/live URL of each instance, in the same order. */
  readonly urls: string[];
  /** Sockets the tests open go here, to be terminated in afterAll. */
  readonly opened: WebSocket[];
}

/**
 * Two instances of the app on one database, each listening on a real port, as behind a load
 * balancer, for the enclosing file or describe block (made in beforeAll, closed in afterAll).
 */
export function useLiveInstances(): LiveInstances {
  let database: DatabaseHandle | undefined;
  const instances: App[] = [];
  const urls: string[] = [];
  const opened: WebSocket[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    for (let i = 0; i < 2; i += 1) {
      const app = await buildTestApp({ db: database.db, listen: database.listen });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error('no port');
      instances.push(app);
      urls.push(`ws://127.0.0.1:${address.port}/api/live`);
    }
  });
  afterAll(async () => {
    for (const socket of opened) socket.terminate();
    for (const app of instances) await app.close();
    await database?.close();
  });
  return {
    get database() {
      if (!database) throw new Error('useLiveInstances: the database exists once beforeAll has run');
      return database;
    },
    instances,
    urls,
    opened,
  };
}
