import { DEFAULT_PASSWORD_POLICY } from '@crowdspark/shared/constants/password-rules';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/db/database.js';
import { buildTestApp } from '../../helpers/test-app.js';
import { useTestApp } from '../../helpers/use-test-app.js';
import { strongSecret } from '../../helpers/strong-secret.js';

describe('health, readiness and public config', () => {
  const context = useTestApp();

  it('GET /api/health answers {status: ok}', async () => {
    const res = await context.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('GET /api/ready answers ready while the database answers', async () => {
    const res = await context.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    // With the events outbox's numbers for operators (decision 0051); a backlog never makes it unready.
    expect(res.json()).toEqual({
      status: 'ready',
      events: { pending: 0, failed: 0, retrying: 0, oldestPendingAgeSeconds: 0 },
    });
  });

  it('GET /api/ready answers 503 when the database is unreachable, while health stays ok', async () => {
    // Nothing listens on port 1: connections are refused at once.
    const unreachable = await openDatabase({ kind: 'postgres', connectionString: 'postgres://postgres@127.0.0.1:1/none' });
    const doomedApp = await buildTestApp({ db: unreachable.db });
    try {
      const ready = await doomedApp.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        error: {
          code: 'SERVICE_UNAVAILABLE',
          message: 'The database is not reachable.',
          requestId: ready.headers['x-request-id'],
        },
      });
      const health = await doomedApp.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
    } finally {
      await doomedApp.close();
      await unreachable.close();
    }
  });

  it('GET /api/config exposes the environment and no tag id by default', async () => {
    const res = await context.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      gtagId: null,
      environment: 'test',
      googleSignIn: false,
      passwordPolicy: DEFAULT_PASSWORD_POLICY,
      money: { platformCurrency: 'USD', platformFeePercent: 5, proFeePercent: 3 },
      adminTwoFactorRequired: false,
    });
  });

  it('GET /api/config exposes GTAG_ID when configured', async () => {
    const tagged = await buildTestApp({
      db: context.database.db,
      env: {
        GTAG_ID: 'G-ABC123XYZ9',
        NODE_ENV: 'production',
        BETTER_AUTH_SECRET: strongSecret(),
        PAYMENTS_PROVIDER: 'sandbox',
        ALLOW_SANDBOX_PAYMENTS: 'true',
      },
    });
    try {
      const res = await tagged.inject({ method: 'GET', url: '/api/config' });
      expect(res.json()).toMatchObject({ gtagId: 'G-ABC123XYZ9', environment: 'production', googleSignIn: false });
    } finally {
      await tagged.close();
    }
  });

  it('HEAD /api/health works without a body', async () => {
    const res = await context.app.inject({ method: 'HEAD', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });
});
