import { describe, expect, it, vi } from 'vitest';
import { ApiError, apiClient } from '@/lib/api-client';
import { classifyError } from '@/lib/app-error';

function respond(status: number, body?: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response(body === undefined ? null : JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    ),
  );
}

describe('apiClient', () => {
  it('posts JSON and returns the parsed answer', async () => {
    respond(201, { id: 'm1', receivedAt: '2026-11-22T10:00:00Z' });
    await expect(apiClient.post('/api/contact', { a: 1 })).resolves.toEqual({ id: 'm1', receivedAt: '2026-11-22T10:00:00Z' });
    const [url, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(url).toBe('/api/contact');
    expect(init).toMatchObject({
      method: 'POST',
      body: '{"a":1}',
      headers: expect.objectContaining({ 'content-type': 'application/json' }) as unknown,
    });
  });

  it('throws an ApiError with status, code, message and fields from the error JSON', async () => {
    respond(400, {
      error: { code: 'VALIDATION_FAILED', message: 'Check the form.', fields: { email: 'Please enter a valid email address.' } },
    });
    const error = await apiClient.post('/api/contact', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Check the form.',
      fields: { email: 'Please enter a valid email address.' },
    });
  });

  it('falls back to the status when the body is not our error JSON', async () => {
    respond(502, undefined);
    await expect(apiClient.get('/api/health')).rejects.toMatchObject({ status: 502, code: 'INTERNAL', fields: {} });
    respond(429, { nope: true });
    await expect(apiClient.get('/api/health')).rejects.toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
  });

  it('turns a request that never got an answer into a NetworkError-classified ApiError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await apiClient.get('/api/config').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    expect(classifyError(error)).toBe('NetworkError');
  });

  it('returns undefined for 204', async () => {
    respond(204);
    await expect(apiClient.post('/api/analytics/page-view', {})).resolves.toBeUndefined();
  });
});
