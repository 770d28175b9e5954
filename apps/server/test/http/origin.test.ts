import { describe, expect, it } from 'vitest';
import { PASSWORD, uniqueEmail } from '../helpers/auth.js';
import { freshClientIp } from '../helpers/client-ip.js';
import { useTestApp } from '../helpers/use-test-app.js';
import { strongSecret } from '../helpers/strong-secret.js';

const PAGE = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const BROWSER = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' };

describe('one origin in development: PORT=3101 without PUBLIC_URL', () => {
  const t = useTestApp({ PORT: '3101' });

  it('signs up from http://localhost:3101, the origin the server now believes it lives at', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { ...BROWSER, origin: 'http://localhost:3101' },
      payload: { email: uniqueEmail('port'), password: PASSWORD, name: 'Port Person' },
      remoteAddress: freshClientIp(),
    });
    expect(res.statusCode).toBe(200);
  });

  it('redirects a page opened at 127.0.0.1 or [::1] to the canonical origin, path and query kept', async () => {
    for (const host of ['127.0.0.1:3101', '[::1]:3101']) {
      const res = await t.app.inject({ method: 'GET', url: '/campaigns/abc?tab=faq', headers: { ...PAGE, host } });
      expect(res.statusCode, host).toBe(302);
      expect(res.headers.location).toBe('http://localhost:3101/campaigns/abc?tab=faq');
    }
  });

  it('leaves API calls, files, the canonical name and other ports (a dev proxy) alone', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/health', headers: { ...PAGE, host: '127.0.0.1:3101' } });
    expect(api.statusCode).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: '/assets/x.js', headers: { accept: '*/*', host: '127.0.0.1:3101' } });
    expect(file.statusCode).not.toBe(302);
    const canonical = await t.app.inject({ method: 'GET', url: '/', headers: { ...PAGE, host: 'localhost:3101' } });
    expect(canonical.statusCode).not.toBe(302);
    const proxied = await t.app.inject({ method: 'GET', url: '/', headers: { ...PAGE, host: '127.0.0.1:5173' } });
    expect(proxied.statusCode).not.toBe(302);
    const post = await t.app.inject({ method: 'POST', url: '/', headers: { ...PAGE, host: '127.0.0.1:3101' } });
    expect(post.statusCode).not.toBe(302);
  });

  it('explains a refused sign-in from another origin: which origin it expected and where to open the app', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { ...BROWSER, origin: 'http://127.0.0.1:3101', host: '127.0.0.1:3101' },
      payload: { email: uniqueEmail('wrong-origin'), password: PASSWORD },
      remoteAddress: freshClientIp(),
    });
    expect(res.statusCode).toBe(403);
    const { error } = res.json<{ error: { code: string; message: string } }>();
    expect(error.code).toBe('FORBIDDEN');
    expect(error.message).toBe(
      'This request came from http://127.0.0.1:3101, but Crowdspark expects its pages at http://localhost:3101. Open the app at http://localhost:3101 and try again.',
    );
  });

  it('explains a refused cookie-authenticated write the same way', async () => {
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: 'http://localhost:3101' },
      payload: { email: uniqueEmail('write'), password: PASSWORD, name: 'Writer' },
      remoteAddress: freshClientIp(),
    });
    const cookie = String(signUp.headers['set-cookie']).split(';')[0] ?? '';
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/me/preferences',
      headers: { cookie, origin: 'https://evil.example' },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
    expect(res.json<{ error: { message: string } }>().error.message).toContain(
      'came from https://evil.example, but Crowdspark expects its pages at http://localhost:3101',
    );
  });

  it('still lets non-browser clients without cookies reach sign-in (the check is about browser pages)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: uniqueEmail('cli'), password: PASSWORD, name: 'Script' },
      remoteAddress: freshClientIp(),
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('no loopback redirect in production', () => {
  const t = useTestApp({
    NODE_ENV: 'production',
    PORT: '3101',
    BETTER_AUTH_SECRET: strongSecret(),
    PAYMENTS_PROVIDER: 'sandbox',
    ALLOW_SANDBOX_PAYMENTS: 'true',
  });

  it('answers a page at 127.0.0.1 where it was asked', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { ...PAGE, host: '127.0.0.1:3101' } });
    expect(res.statusCode).not.toBe(302);
  });
});
