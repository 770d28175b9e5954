import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_APP_JS, FAKE_INDEX_HTML, createFakeWebDist } from '../helpers/fake-web-dist.js';
import { useTestApp } from '../helpers/use-test-app.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('serving the built web app', () => {
  let dist: Awaited<ReturnType<typeof createFakeWebDist>>;
  beforeAll(async () => {
    dist = await createFakeWebDist();
  });
  const context = useTestApp(() => ({ WEB_DIST_DIR: dist.dir }));

  afterAll(async () => {
    await dist.remove();
  });

  it('serves hashed assets as immutable for a year', async () => {
    const res = await context.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.body).toBe(FAKE_APP_JS);
  });

  it('treats the Workbox runtime as hashed too', async () => {
    const res = await context.app.inject({ method: 'GET', url: '/workbox-1a2b3c4d.js' });
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('revalidates the service worker on every load, at the root scope', async () => {
    const res = await context.app.inject({ method: 'GET', url: '/service-worker.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['service-worker-allowed']).toBe('/');
  });

  it('revalidates index.html and the manifest, caches icons briefly', async () => {
    expect((await context.app.inject({ method: 'GET', url: '/index.html' })).headers['cache-control']).toBe('no-cache');
    expect((await context.app.inject({ method: 'GET', url: '/manifest.webmanifest' })).headers['cache-control']).toBe('no-cache');
    expect((await context.app.inject({ method: 'GET', url: '/icons/icon-192.png' })).headers['cache-control']).toBe(
      'public, max-age=3600',
    );
  });

  it.each(['/', '/feed', '/saved', '/admin/portal', '/admin/users/42', '/help-center', '/feed/'])(
    'answers the app shell with 200 for the page %s',
    async (url) => {
      const res = await context.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(FAKE_INDEX_HTML);
    },
  );

  it.each(['/no-such-page', '/saved/extra', '/campaigns', '/campaigns/1/2', '/assets/missing-123.js', '/.env', '/assets'])(
    'answers the app shell with 404 for %s, which is no page and no file',
    async (url) => {
      const res = await context.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toBe(FAKE_INDEX_HTML);
    },
  );

  it('keeps query strings out of route matching', async () => {
    expect((await context.app.inject({ method: 'GET', url: '/search?q=bikes' })).statusCode).toBe(200);
    expect((await context.app.inject({ method: 'GET', url: '/nope?q=feed' })).statusCode).toBe(404);
  });

  it('answers HEAD like GET, without a body', async () => {
    const page = await context.app.inject({ method: 'HEAD', url: '/discover' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe('');
    const missing = await context.app.inject({ method: 'HEAD', url: '/nope' });
    expect(missing.statusCode).toBe(404);
    const file = await context.app.inject({ method: 'HEAD', url: '/assets/index-abc123.js' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('never answers an /api path with the app shell', async () => {
    for (const url of ['/api/unknown', '/api/health/extra', '/api']) {
      const res = await context.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it('answers JSON 404 for other methods on page paths', async () => {
    const res = await context.app.inject({ method: 'POST', url: '/feed', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('compresses text with brotli or gzip as the client accepts', async () => {
    const br = await context.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(FAKE_APP_JS);
    const gzip = await context.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(FAKE_APP_JS);
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
  });

  it('compresses the app shell of the history fallback, for 200 and 404 alike', async () => {
    const gzip = await context.app.inject({ method: 'GET', url: '/discover', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(FAKE_INDEX_HTML);
    const br = await context.app.inject({
      method: 'GET',
      url: '/no-such-page',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(404);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(FAKE_INDEX_HTML);
    const plain = await context.app.inject({ method: 'GET', url: '/discover', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(FAKE_INDEX_HTML);
  });
});

describe('without a web build (development: Vite serves the app)', () => {
  const context = useTestApp({ WEB_DIST_DIR: '/nonexistent/web-dist' });

  it.each(['/', '/feed', '/assets/index.js'])('answers %s with a short JSON 404 saying the web app is not built', async (url) => {
    const res = await context.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { code: 'NOT_FOUND', message: expect.stringContaining('web app is not built') as unknown },
    });
  });

  it('still serves the API', async () => {
    expect((await context.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
