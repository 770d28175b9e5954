import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.js';
import type { Env } from '../../src/config/env-values.js';
import type { DatabaseHandle } from '../../src/db/database.js';
import { buildTestApp } from '../helpers/test-app.js';
import { createTestDatabase } from '../helpers/test-database.js';

const LIMIT = 10;
const SYNC_MS = 40;

/** Sends requests from `ip`, alternating between the servers, until one is refused; returns how many passed. */
async function acceptedUntilRefused(servers: App[], ip: string, ceiling: number): Promise<number> {
  let accepted = 0;
  for (let i = 0; i < ceiling; i += 1) {
    const server = servers[i % servers.length]!;
    const answer = await server.inject({ method: 'GET', url: '/api/config', remoteAddress: ip });
    if (answer.statusCode === 429) return accepted;
    expect(answer.statusCode).toBe(200);
    accepted += 1;
    // A client's requests are spread over time, as across a balancer: each server shares its counts meanwhile.
    await sleep(SYNC_MS / 2);
  }
  return accepted;
}

/** Two servers on one database, as behind a load balancer. */
function useTwoServers(env: Env) {
  const servers: App[] = [];
  let database: DatabaseHandle | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    for (let i = 0; i < 2; i += 1) servers.push(await buildTestApp({ db: database.db, env }));
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await database?.close();
  });
  return servers;
}

describe('per-IP limits shared by every server (RATE_LIMIT_STORE=database)', () => {
  const servers = useTwoServers({
    RATE_LIMIT_MAX: String(LIMIT),
    RATE_LIMIT_WINDOW: '1m',
    RATE_LIMIT_STORE: 'database',
    RATE_LIMIT_SYNC_INTERVAL: `${SYNC_MS}ms`,
  });

  it('refuses a client spread over two servers near the one limit, not at twice it', async () => {
    const accepted = await acceptedUntilRefused(servers, '198.51.100.7', LIMIT * 3);
    // Counting per process would let 2 × LIMIT through; shared counts allow at most what arrives
    // at the other server between two syncs.
    expect(accepted).toBeGreaterThanOrEqual(LIMIT - 1);
    expect(accepted).toBeLessThanOrEqual(LIMIT + 2);
    // Once both servers have shared their counts, both refuse. A sync is due every SYNC_MS but can
    // run late on a loaded machine, so each server is asked up to three times, a second apart: few
    // enough that its own count (at most 7 of the 12) stays within the limit, so only the shared
    // count can refuse it.
    await sleep(SYNC_MS * 3);
    for (const server of servers)
      await expect
        .poll(
          async () => (await server.inject({ method: 'GET', url: '/api/config', remoteAddress: '198.51.100.7' })).statusCode,
          {
            timeout: 2_500,
            interval: 1_000,
          },
        )
        .toBe(429);
    // Another client is untouched.
    expect((await servers[0]!.inject({ method: 'GET', url: '/api/config', remoteAddress: '198.51.100.8' })).statusCode).toBe(200);
  });

  it('keeps a route with a limit of its own apart from the global count', async () => {
    const ip = '198.51.100.9';
    await acceptedUntilRefused(servers, ip, LIMIT * 3);
    // The client is refused by the global limit, but its page views have a count of their own.
    const view = await servers[1]!.inject({
      method: 'POST',
      url: '/api/analytics/page-view',
      remoteAddress: ip,
      headers: { origin: 'http://localhost:3000' },
      payload: { path: '/discover', title: 'Discover', sessionId: 'shared-limit-tab' },
    });
    expect(view.statusCode).toBe(204);
  });
});

describe('per-IP limits in Redis (RATE_LIMIT_STORE=redis)', () => {
  const servers = useTwoServers({
    RATE_LIMIT_MAX: String(LIMIT),
    RATE_LIMIT_WINDOW: '1m',
    REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
  });

  it('refuses a client spread over two servers at exactly the one limit', async () => {
    // A fresh address per run: Redis outlives the test (and is shared by both database lanes).
    const [a, b, c] = randomBytes(3);
    expect(await acceptedUntilRefused(servers, `10.${a}.${b}.${c}`, LIMIT * 3)).toBe(LIMIT);
  });
});
