import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_RATE_LIMITS } from '../../src/plugins/rate-limit.js';
import { createFakeWebDist } from '../helpers/fake-web-dist.js';
import { useTestApp } from '../helpers/use-test-app.js';

const contact = { name: 'Ana', email: 'ana@example.com', topic: 'general', message: 'A question about pledges.' };

describe('rate limiting', () => {
  let dist: Awaited<ReturnType<typeof createFakeWebDist>>;
  beforeAll(async () => {
    dist = await createFakeWebDist();
  });
  const context = useTestApp(() => ({ RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW: '1m', WEB_DIST_DIR: dist.dir }));

  afterAll(async () => {
    await dist.remove();
  });

  it('answers 429 TOO_MANY_REQUESTS with Retry-After once an IP used RATE_LIMIT_MAX requests', async () => {
    const ip = '203.0.113.10';
    for (let i = 0; i < 3; i++) {
      const ok = await context.app.inject({ method: 'GET', url: '/api/config', remoteAddress: ip });
      expect(ok.statusCode).toBe(200);
      expect(ok.headers['x-ratelimit-remaining']).toBe(String(2 - i));
    }
    const limited = await context.app.inject({ method: 'GET', url: '/api/config', remoteAddress: ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: { code: 'TOO_MANY_REQUESTS', message: expect.stringMatching(/too many requests/i) as unknown },
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(limited.headers['strict-transport-security']).toBeDefined();
  });

  it('counts each IP separately', async () => {
    for (let i = 0; i < 3; i++) await context.app.inject({ method: 'GET', url: '/api/config', remoteAddress: '203.0.113.20' });
    expect((await context.app.inject({ method: 'GET', url: '/api/config', remoteAddress: '203.0.113.20' })).statusCode).toBe(429);
    expect((await context.app.inject({ method: 'GET', url: '/api/config', remoteAddress: '203.0.113.21' })).statusCode).toBe(200);
  });

  it('limits unknown /api paths too (no free URL scanning)', async () => {
    const ip = '203.0.113.30';
    for (let i = 0; i < 3; i++)
      expect((await context.app.inject({ method: 'GET', url: `/api/guess-${i}`, remoteAddress: ip })).statusCode).toBe(404);
    expect((await context.app.inject({ method: 'GET', url: '/api/guess-4', remoteAddress: ip })).statusCode).toBe(429);
  });

  it('leaves health probes and the web app unlimited', async () => {
    const ip = '203.0.113.40';
    for (let i = 0; i < 6; i++) {
      expect((await context.app.inject({ method: 'GET', url: '/api/health', remoteAddress: ip })).statusCode).toBe(200);
      expect((await context.app.inject({ method: 'GET', url: '/api/ready', remoteAddress: ip })).statusCode).toBe(200);
      expect((await context.app.inject({ method: 'GET', url: '/feed', remoteAddress: ip })).statusCode).toBe(200);
      expect((await context.app.inject({ method: 'GET', url: '/assets/index-abc123.js', remoteAddress: ip })).statusCode).toBe(
        200,
      );
    }
  });
});

describe('tighter limits on public write endpoints', () => {
  beforeAll(async () => {
    // A generous general limit, to show the route limits are their own.
  });
  const context = useTestApp({ RATE_LIMIT_MAX: '1000' });

  it('allows 5 contact messages per IP per 10 minutes, then 429', async () => {
    expect(ROUTE_RATE_LIMITS.contact).toEqual({ max: 5, timeWindow: 600_000 });
    const ip = '198.51.100.7';
    for (let i = 0; i < 5; i++) {
      expect(
        (await context.app.inject({ method: 'POST', url: '/api/contact', payload: contact, remoteAddress: ip })).statusCode,
      ).toBe(201);
    }
    const limited = await context.app.inject({ method: 'POST', url: '/api/contact', payload: contact, remoteAddress: ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: { code: 'TOO_MANY_REQUESTS' } });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(60);
    const stored = await context.database.db
      .selectFrom('contactMessages')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(5);
  });

  it.each([
    ['/api/logs', ROUTE_RATE_LIMITS.logs.max],
    ['/api/analytics/page-view', ROUTE_RATE_LIMITS.pageView.max],
  ])('limits %s below the general limit (%i per minute)', async (url, max) => {
    const ip = `198.51.100.${max % 250}`;
    let last = 0;
    for (let i = 0; i <= max; i++) {
      // Invalid bodies still count: abuse is limited before it costs a database write.
      last = (await context.app.inject({ method: 'POST', url, payload: {}, remoteAddress: ip })).statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('behind a proxy', () => {
  const context = useTestApp({ RATE_LIMIT_MAX: '2', TRUST_PROXY: '127.0.0.1' });

  it('limits by the client address the trusted proxy forwards', async () => {
    const via = (client: string) =>
      context.app.inject({
        method: 'GET',
        url: '/api/config',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': client },
      });
    expect((await via('192.0.2.1')).statusCode).toBe(200);
    expect((await via('192.0.2.1')).statusCode).toBe(200);
    expect((await via('192.0.2.1')).statusCode).toBe(429);
    expect((await via('192.0.2.2')).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For from an untrusted peer', async () => {
    const direct = (spoofed: string) =>
      context.app.inject({
        method: 'GET',
        url: '/api/config',
        remoteAddress: '192.0.2.99',
        headers: { 'x-forwarded-for': spoofed },
      });
    expect((await direct('10.0.0.1')).statusCode).toBe(200);
    expect((await direct('10.0.0.2')).statusCode).toBe(200);
    expect((await direct('10.0.0.3')).statusCode).toBe(429);
  });
});
