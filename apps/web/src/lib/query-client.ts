/**
 * TanStack Query defaults (docs/product-rules.md#query-defaults), two sets with no rule for where each
 * applies. Our decision:
 * - Queries: fresh for 60 s, unused cache kept 5 min, a failed query retried once (after 1 s,
 *   the first step of `retryDelayMs`). Client errors (4xx) are not retried: asking again will
 *   not turn a 404 into a 200.
 * - Mutations: the back-off set: up to 3 retries, 1 s doubling to 30 s, but only for transient
 *   failures (no answer, 502, 503, 504). A 4xx or 500 is never retried, so a rejected or
 *   rate-limited request is not sent again behind the user's back.
 */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { QUERY_DEFAULTS, retryDelayMs } from '@crowdspark/shared/constants/query';
import { isApiError } from '@/lib/api-client';
import { reportError } from '@/lib/error-reporter';

const TRANSIENT_STATUSES = new Set([0, 502, 503, 504]);

export function isClientError(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}

export function isTransientError(error: unknown): boolean {
  return isApiError(error) && TRANSIENT_STATUSES.has(error.status);
}

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < QUERY_DEFAULTS.queryRetries && !isClientError(error);
}

export function shouldRetryMutation(failureCount: number, error: unknown): boolean {
  return failureCount < QUERY_DEFAULTS.backoffRetries && isTransientError(error);
}

export function createQueryClient(report: (error: unknown, context?: string) => unknown = reportError): QueryClient {
  return new QueryClient({
    // Every failed request is reported once, after its retries (every error is logged: docs/product-rules.md#error-reporting).
    // Operations whose failure is not worth a log line (page views) opt out with meta.silent.
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.silent !== true) report(error, 'query');
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.silent !== true) report(error, 'mutation');
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: QUERY_DEFAULTS.staleTimeMs,
        gcTime: QUERY_DEFAULTS.gcTimeMs,
        retry: shouldRetryQuery,
        retryDelay: retryDelayMs,
      },
      mutations: {
        gcTime: QUERY_DEFAULTS.gcTimeMs,
        retry: shouldRetryMutation,
        retryDelay: retryDelayMs,
      },
    },
  });
}
