import { errorResponseSchema } from '@crowdspark/shared/contracts/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/errors/app-error.js';
import { GENERIC_INTERNAL_MESSAGE } from '../../src/errors/error-response.js';
import { freshClientIp } from '../helpers/client-ip.js';
import { captureLogs } from '../helpers/log-capture.js';
import type { LogCapture } from '../helpers/log-capture.js';
import { useTestApp } from '../helpers/use-test-app.js';

const validContact = { name: 'Ana', email: 'ana@example.com', topic: 'general', message: 'Hello there, a question.' };
const json = { 'content-type': 'application/json' };

describe('error responses', () => {
  const logs: LogCapture = captureLogs();
  const context = useTestApp({}, { logs });

  beforeAll(async () => {
    // Routes that exist only in this test, to see how unexpected failures leave the server.
    context.app.get('/api/test/crash', () => {
      throw new Error('connection to db-internal-7.prod failed: password authentication failed for user "crowdspark"');
    });
    context.app.get('/api/test/rejected', () =>
      Promise.reject(new TypeError('Cannot read properties of undefined (reading "secretField")')),
    );
    context.app.get('/api/test/conflict', () => {
      throw new AppError('CONFLICT', 'That username is taken.');
    });
    await context.app.ready();
  });

  function expectErrorShape(body: unknown, code: string): void {
    const parsed = errorResponseSchema.parse(body);
    expect(parsed.error.code).toBe(code);
    expect(parsed.error.message.length).toBeGreaterThan(0);
  }

  it('hides internals of an unexpected error behind a generic 500, and logs them', async () => {
    const res = await context.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(res.statusCode).toBe(500);
    // The answer names the request (as its header does), so a report of it finds the logged cause.
    const requestId = res.headers['x-request-id'];
    expect(res.json()).toEqual({ error: { code: 'INTERNAL', message: GENERIC_INTERNAL_MESSAGE, requestId } });
    expect(res.body).not.toMatch(/db-internal|password|stack|at /);
    const logged = logs.lines.find((l) => l.msg === 'request failed');
    expect(logged?.level).toBe('error');
    expect(logged?.reqId).toBe(requestId);
    expect(JSON.stringify(logged)).toContain('db-internal-7.prod');
  });

  it('hides a rejected promise the same way', async () => {
    const res = await context.app.inject({ method: 'GET', url: '/api/test/rejected' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secretField');
    expectErrorShape(res.json(), 'INTERNAL');
  });

  it('maps an AppError code to its status and keeps its message', async () => {
    const res = await context.app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: { code: 'CONFLICT', message: 'That username is taken.' } });
  });

  it.each([
    ['GET', '/api/nope'],
    ['POST', '/api/nope/deeper'],
    ['DELETE', '/api/health'],
    ['GET', '/api'],
    ['GET', '/api/'],
  ] as const)('answers JSON 404 for %s %s', async (method, url) => {
    const res = await context.app.inject({ method, url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expectErrorShape(res.json(), 'NOT_FOUND');
  });

  it('answers 400 with a clear message for malformed JSON', async () => {
    const res = await context.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: freshClientIp(),
      headers: json,
      payload: '{"name": "Ana",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' } });
  });

  it('answers 400 for an empty JSON body', async () => {
    const res = await context.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: freshClientIp(),
      headers: json,
      payload: '',
    });
    expect(res.statusCode).toBe(400);
    expectErrorShape(res.json(), 'BAD_REQUEST');
  });

  it('rejects prototype poisoning as bad JSON, not a crash', async () => {
    const res = await context.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: freshClientIp(),
      headers: json,
      payload: '{"__proto__": {"admin": true}}',
    });
    expect(res.statusCode).toBe(400);
    expectErrorShape(res.json(), 'BAD_REQUEST');
  });

  it('answers 400 VALIDATION_FAILED naming each wrong or missing field', async () => {
    const res = await context.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: freshClientIp(),
      payload: { name: 42, topic: 'general', message: 'Long enough message.' },
    });
    expect(res.statusCode).toBe(400);
    const body = errorResponseSchema.parse(res.json());
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.error.fields ?? {}).sort()).toEqual(['email', 'name']);
    expect(body.error.message).toContain('name');
    expect(body.error.message).toContain('email');
  });

  it('rejects unknown fields by name', async () => {
    const res = await context.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: freshClientIp(),
      payload: { ...validContact, isAdmin: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', fields: { isAdmin: 'Unknown field.' } } });
  });

  it.each([
    ['an array', '[1,2,3]'],
    ['null', 'null'],
    ['a string', '"hello"'],
    ['a number', '12'],
    ['deeply nested junk', JSON.stringify({ name: { a: { b: { c: [1, { d: null }] } } } })],
  ])('answers 400, never 500, when the body is %s', async (_label, payload) => {
    const res = await context.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: freshClientIp(),
      headers: json,
      payload,
    });
    expect(res.statusCode).toBe(400);
    expectErrorShape(res.json(), 'VALIDATION_FAILED');
  });

  it('answers 400 when a JSON body is missing entirely', async () => {
    const res = await context.app.inject({ method: 'POST', url: '/api/contact', remoteAddress: freshClientIp() });
    expect(res.statusCode).toBe(400);
    expectErrorShape(res.json(), 'VALIDATION_FAILED');
  });

  it('answers 413 for a body over the route limit', async () => {
    const res = await context.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: freshClientIp(),
      payload: { ...validContact, message: 'x'.repeat(40 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expectErrorShape(res.json(), 'PAYLOAD_TOO_LARGE');
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml'])(
    'answers 415 for %s on a JSON endpoint',
    async (contentType) => {
      const res = await context.app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: freshClientIp(),
        headers: { 'content-type': contentType },
        payload: JSON.stringify(validContact),
      });
      expect(res.statusCode).toBe(415);
      expectErrorShape(res.json(), 'UNSUPPORTED_MEDIA_TYPE');
    },
  );

  it('answers 400 JSON for a malformed URL', async () => {
    const res = await context.app.inject({ method: 'GET', url: '/api/%E0%A4%A' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });
});
