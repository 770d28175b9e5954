import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUERY_DEFAULTS, retryDelayMs } from '@crowdspark/shared/constants/query';
import { ApiError } from '@/lib/api-client';
import { createQueryClient, shouldRetryMutation, shouldRetryQuery } from '@/lib/query-client';

const serverDown = new ApiError({ status: 503, code: 'SERVICE_UNAVAILABLE', message: 'down' });
const notFound = new ApiError({ status: 404, code: 'NOT_FOUND', message: 'gone' });
const rateLimited = new ApiError({ status: 429, code: 'TOO_MANY_REQUESTS', message: 'slow down' });

describe('query client defaults', () => {
  afterEach(() => vi.useRealTimers());

  it('uses the product numbers and the shared back-off for both queries and mutations', () => {
    const defaults = createQueryClient(vi.fn()).getDefaultOptions();
    expect(defaults.queries).toMatchObject({ staleTime: 60_000, gcTime: 300_000, retryDelay: retryDelayMs });
    expect(defaults.mutations).toMatchObject({ gcTime: 300_000, retryDelay: retryDelayMs });
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
  });

  it('retries a failed query once, but never a client error', () => {
    expect(QUERY_DEFAULTS.queryRetries).toBe(1);
    expect(shouldRetryQuery(0, serverDown)).toBe(true);
    expect(shouldRetryQuery(1, serverDown)).toBe(false);
    expect(shouldRetryQuery(0, notFound)).toBe(false);
    expect(shouldRetryQuery(0, new TypeError('boom'))).toBe(true);
  });

  it('retries mutations up to 3 times, only for transient failures', () => {
    const offline = new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Network error' });
    expect([0, 1, 2, 3].map((count) => shouldRetryMutation(count, offline))).toEqual([true, true, true, false]);
    expect(shouldRetryMutation(0, serverDown)).toBe(true);
    expect(shouldRetryMutation(0, rateLimited)).toBe(false);
    expect(shouldRetryMutation(0, new ApiError({ status: 500, code: 'INTERNAL', message: 'bug' }))).toBe(false);
  });

  it('waits retryDelayMs(0) = 1 s before retrying a query, then reports the failure once', async () => {
    vi.useFakeTimers();
    const report = vi.fn();
    const client = createQueryClient(report);
    const queryFn = vi.fn(() => Promise.reject(serverDown));
    const result = client
      .fetchQuery({ queryKey: ['x'], queryFn, retry: client.getDefaultOptions().queries?.retry })
      .catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(await result).toBe(serverDown);
    expect(report).toHaveBeenCalledWith(serverDown, 'query');
  });

  it('backs off 1 s, 2 s, 4 s between mutation retries', async () => {
    vi.useFakeTimers();
    const client = createQueryClient(vi.fn());
    const mutationFn = vi.fn(() => Promise.reject(serverDown));
    const done = client
      .getMutationCache()
      .build(client, { mutationFn })
      .execute(undefined)
      .catch(() => 'failed');
    await vi.advanceTimersByTimeAsync(0);
    const callsAfter = async (ms: number) => {
      await vi.advanceTimersByTimeAsync(ms);
      return mutationFn.mock.calls.length;
    };
    expect(mutationFn).toHaveBeenCalledTimes(1);
    expect(await callsAfter(1000)).toBe(2);
    expect(await callsAfter(1999)).toBe(2);
    expect(await callsAfter(1)).toBe(3);
    expect(await callsAfter(4000)).toBe(4);
    expect(await done).toBe('failed');
  });
});
