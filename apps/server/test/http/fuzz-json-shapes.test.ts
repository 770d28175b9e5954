import { randomUUID } from 'node:crypto';
import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ORIGIN } from '../helpers/auth.js';
import { freshClientIp } from '../helpers/client-ip.js';
import { useTestApp } from '../helpers/use-test-app.js';
import { moneyUser } from '../factories/money.js';

/**
 * Fuzz test, hostile JSON shapes: every route that takes a body (ours from the route table, and
 * Better Auth's sign-in under /api/auth) gets bodies pathological in shape (most a few kilobytes),
 * sent by a verified user with an Idempotency-Key (so the money routes reach their request hash).
 * Each must be refused with a 4xx carrying a message, never a 500 (a 5,000-deep body once overflowed
 * the stack of the request hash), and the server must still answer afterwards.
 */

const DEEP = 5_000;
const SHAPES: Array<[string, string]> = [
  [`${DEEP} levels of [`, `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`],
  [`${DEEP} levels of {"a":`, `${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}`],
  ['200,000-element array', `[${new Array<string>(200_000).fill('0').join(',')}]`],
  ['50,000 keys', `{${Array.from({ length: 50_000 }, (_, i) => `"k${i}":0`).join(',')}}`],
];

describe('fuzz: hostile JSON shapes are refused with a 4xx, never a 500', () => {
  const routes: RouteOptions[] = [];
  const test = useTestApp({}, { onRoute: (route) => void routes.push(route) });

  it('answers each shape on each body route below 500 with a message, and keeps answering', { timeout: 240_000 }, async () => {
    const { app } = test;
    const { client } = await moneyUser(app, 'user');
    const targets = new Set<string>();
    for (const route of routes) {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') continue;
        if (route.url.includes('*') && !route.url.startsWith('/api/auth')) continue;
        // Uploads read bytes, not JSON (tus answers in its own protocol); the generic fuzz covers them.
        if (route.url.startsWith('/api/uploads')) continue;
        targets.add(`${method} ${route.url}`);
      }
    }
    targets.add('POST /api/auth/sign-in/email');
    const list = [...targets];
    expect(list.length).toBeGreaterThan(20);

    const failures: string[] = [];
    for (const target of list) {
      const [method, pattern] = target.split(' ') as [string, string];
      const url = pattern.replace(/:([A-Za-z0-9_]+)/g, 'fuzz').replace('/*', '/sign-in/email');
      for (const [label, payload] of SHAPES) {
        const res = await app.inject({
          method: method as 'POST',
          url,
          remoteAddress: freshClientIp(),
          headers: {
            origin: ORIGIN,
            cookie: client.cookie,
            'content-type': 'application/json',
            'idempotency-key': randomUUID(),
          },
          payload,
        });
        const where = `${method} ${url} [${label}]`;
        if (res.statusCode >= 500) failures.push(`${res.statusCode} ${where}: ${res.body.slice(0, 160)}`);
        else if (res.statusCode >= 400 && !res.json<{ error?: { message?: string } }>().error?.message)
          failures.push(`${res.statusCode} without a message ${where}: ${res.body.slice(0, 160)}`);
      }
    }
    expect(failures).toEqual([]);
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });

  it('names the bound in the 400 on a money route', async () => {
    const { app } = test;
    const { client } = await moneyUser(app, 'user');
    const res = await app.inject({
      method: 'POST',
      url: '/api/pledges/fuzz/cancel',
      headers: { origin: ORIGIN, cookie: client.cookie, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      payload: SHAPES[1]?.[1] ?? '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: { code: string; message: string } }>().error).toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('nests deeper than 64 levels') as unknown,
    });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
