import { describe, expect, it } from 'vitest';
import { signUp } from '../helpers/auth.js';
import { useTestApp } from '../helpers/use-test-app.js';

const TOKEN = 'scrape-token-0123456789';

/** The value of one sample line (`name{labels} value`) in a Prometheus text answer, or null. */
function sample(text: string, line: RegExp): number | null {
  const found = text.split('\n').find((l) => line.test(l));
  return found ? Number(found.slice(found.lastIndexOf(' ') + 1)) : null;
}

describe('GET /metrics with METRICS_TOKEN', () => {
  const context = useTestApp({ METRICS_TOKEN: TOKEN });

  it('answers only the bearer of the token', async () => {
    expect((await context.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await context.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);
  });

  it('counts requests per route pattern and status class, with latency, pool, outbox and pledge figures', async () => {
    for (let i = 0; i < 3; i += 1) await context.app.inject({ method: 'GET', url: `/api/campaigns/missing-${i}` });
    const { client: backer } = await signUp(context.app);
    // A pledge the rules refuse (the campaign does not exist): counted as refused, not failed.
    const refused = await backer.request('POST', '/api/campaigns/missing/pledges', { tierId: null, amount: 1000 });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);

    const answer = await context.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain');
    const text = answer.body;
    // The pattern, never the raw URL: three different ids are one series.
    expect(sample(text, /^crowdspark_http_requests_total\{method="GET",route="\/api\/campaigns\/:id",status="4xx"\}/)).toBe(3);
    expect(text).not.toContain('missing-1');
    expect(text).toMatch(
      /crowdspark_http_request_duration_seconds_bucket\{le="0.05",method="GET",route="\/api\/campaigns\/:id"\}/,
    );
    expect(sample(text, /^crowdspark_pledges_total\{action="create",outcome="refused"\}/)).toBe(1);
    expect(text).toMatch(/^crowdspark_event_deliveries\{state="pending"\} \d+/m);
    expect(text).toMatch(/^crowdspark_live_connections 0/m);
    expect(sample(text, /^crowdspark_db_pool_connections\{state="total"\}/)).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/^crowdspark_db_pool_connections\{state="waiting"\} \d+/m);
    expect(text).toMatch(/^crowdspark_process_resident_memory_bytes \d+/m);
  });
});

describe('GET /metrics without METRICS_TOKEN outside development', () => {
  const context = useTestApp();

  it('is not served', async () => {
    expect((await context.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });
});

describe('request ids', () => {
  const context = useTestApp();

  it('names each request in X-Request-Id, and keeps an id the balancer passed on', async () => {
    const first = await context.app.inject({ method: 'GET', url: '/api/health' });
    const second = await context.app.inject({ method: 'GET', url: '/api/health' });
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
    const passed = await context.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'nginx-7f3a9c2e11' },
    });
    expect(passed.headers['x-request-id']).toBe('nginx-7f3a9c2e11');
    // Not an id (spaces, a log-line break): replaced.
    const forged = await context.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'a b\nfake log line' },
    });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
