import { useCallback, useRef } from 'react';
import { isApiError } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/money';

/**
 * One Idempotency-Key per user action. `keyFor(request)` returns the same key while the request
 * is the same (a retry after a network error, a 5xx or "still in flight") and a new one when the
 * request changed. After a success the next request is a new action; after an answered 4xx the
 * server has stored that answer for the key, so trying again needs a new key too.
 */
export function useIdempotencyKey() {
  const current = useRef<{ fingerprint: string; key: string } | null>(null);

  const keyFor = useCallback((request: unknown): string => {
    const fingerprint = JSON.stringify(request);
    if (current.current?.fingerprint !== fingerprint) current.current = { fingerprint, key: newIdempotencyKey() };
    return current.current.key;
  }, []);

  /** Call once the action succeeded: the next one gets a fresh key. */
  const finish = useCallback(() => {
    current.current = null;
  }, []);

  /** Call when the action failed: keeps the key only when the same request may be sent again safely. */
  const failed = useCallback((error: unknown) => {
    if (isRetryableWithSameKey(error)) return;
    current.current = null;
  }, []);

  return { keyFor, finish, failed };
}

/** No answer, a server failure (the key was released) or a request still in flight (409). */
export function isRetryableWithSameKey(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status >= 500 || error.status === 409;
}
