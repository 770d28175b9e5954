import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeWebDist } from '../helpers/fake-web-dist.js';
import { buildTestApp } from '../helpers/test-app.js';
import { useTestApp } from '../helpers/use-test-app.js';

const STRICT_CSP =
  "default-src 'self';script-src 'self';style-src 'self';img-src 'self' data: blob:;font-src 'self';connect-src 'self';" +
  "worker-src 'self';manifest-src 'self';frame-src https://www.youtube-nocookie.com https://player.vimeo.com;object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'";

it('allows exactly the privacy-enhanced video players as frames (docs/product-rules.md#story-video-embeds)', () => {
  const frameSrc = STRICT_CSP.split(';').filter((directive) => directive.startsWith('frame-src'));
  expect(frameSrc).toEqual(['frame-src https://www.youtube-nocookie.com https://player.vimeo.com']);
  // Neither the tracking YouTube host nor any wildcard is allowed.
  expect(STRICT_CSP).not.toMatch(/frame-src[^;]*(www\.youtube\.com|\*)/);
});

function expectSecurityHeaders(res: LightMyRequestResponse): void {
  expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains; preload');
  expect(res.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(self)');
  expect(res.headers['content-security-policy']).toBe(STRICT_CSP);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(res.headers['x-frame-options']).toBe('DENY');
}

describe('security headers', () => {
  let dist: Awaited<ReturnType<typeof createFakeWebDist>>;
  beforeAll(async () => {
    dist = await createFakeWebDist();
  });
  const context = useTestApp(() => ({ WEB_DIST_DIR: dist.dir }));
  beforeAll(async () => {
    context.app.get('/api/test/crash', () => {
      throw new Error('boom');
    });
    await context.app.ready();
  });

  afterAll(async () => {
    await dist.remove();
  });

  it.each([
    ['an API response', 'GET', '/api/health', 200],
    ['an API 404', 'GET', '/api/missing', 404],
    ['a validation error', 'POST', '/api/analytics/page-view', 400],
    ['a 500', 'GET', '/api/test/crash', 500],
    ['a static file', 'GET', '/assets/index-abc123.js', 200],
    ['the service worker', 'GET', '/service-worker.js', 200],
    ['the home page', 'GET', '/', 200],
    ['a deep link (history fallback)', 'GET', '/discover', 200],
    ['an unknown campaign (a real 404 with the app shell)', 'GET', '/campaigns/123', 404],
    ['an unknown page', 'GET', '/no-such-page', 404],
    ['a HEAD request', 'HEAD', '/feed', 200],
    ['a non-GET to a page path', 'POST', '/feed', 404],
    ['a malformed URL (rejected before routing)', 'GET', '/api/%E0%A4%A', 400],
  ] as const)('are on %s', async (_label, method, url, status) => {
    const res = await context.app.inject({ method, url });
    expect(res.statusCode).toBe(status);
    expectSecurityHeaders(res);
  });

  it('never sends upgrade-insecure-requests, which would break http://localhost', async () => {
    const res = await context.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('allows Google tag sources only when GTAG_ID is set', async () => {
    const tagged = await buildTestApp({ db: context.database.db, env: { GTAG_ID: 'G-TEST12345' } });
    try {
      const csp = String((await tagged.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy']);
      const directive = (name: string) => csp.split(';').find((d) => d.startsWith(`${name} `));
      expect(directive('script-src')).toBe("script-src 'self' https://www.googletagmanager.com");
      expect(directive('connect-src')).toContain('https://*.google-analytics.com');
      expect(directive('img-src')).toContain('https://*.google-analytics.com');
      expect(directive('default-src')).toBe("default-src 'self'");
      expect(csp).not.toContain("'unsafe-inline'");
    } finally {
      await tagged.close();
    }
  });
});
