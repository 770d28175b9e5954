import { useCallback } from 'react';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { MeResponse } from '@crowdspark/shared/contracts/users';
import { apiClient, isApiError } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { authKeys, outlivesSignOut } from '@/features/auth/api/keys';
import { getMeRoute } from '@crowdspark/shared/api-routes/users';

/** Identity codes with which a 401 from /api/me ends the session: a disabled account, an expired session. */
export const FORCED_SIGN_OUT_CODES = ['user-disabled', 'user-token-expired'] as const;
export type ForcedSignOutCode = (typeof FORCED_SIGN_OUT_CODES)[number];

export interface SessionResult {
  me: MeResponse | null;
  /** Set when the server ended the session (disabled account, expired session). */
  endedBy: ForcedSignOutCode | null;
}

function isForcedCode(code: string | null): code is ForcedSignOutCode {
  return code === 'user-disabled' || code === 'user-token-expired';
}

/**
 * GET /api/me. A visitor without a session cookie gets 204 (signed out); a 401 means the session
 * ended, and its identity code says why.
 */
export async function getSession(signal?: AbortSignal): Promise<SessionResult> {
  let body: unknown;
  try {
    // Read by hand below (204 and a 401 are answers here too), so not through callRoute.
    body = await apiClient.get<unknown>(getMeRoute.path, signal ? { signal } : {});
  } catch (error) {
    if (isApiError(error) && error.status === 401)
      return { me: null, endedBy: isForcedCode(error.identityCode) ? error.identityCode : null };
    throw error;
  }
  // 204 (no session cookie), or any answer without a user: signed out.
  if (typeof body !== 'object' || body === null || !('user' in body)) return { me: null, endedBy: null };
  const me = checkResponse(body, 'users', 'meResponseSchema');
  return { me, endedBy: null };
}

/** Read by the AuthProvider only, which owns its refresh schedule; components use `useAuth()`. */
export function sessionQueryOptions() {
  return queryOptions<SessionResult>({ queryKey: authKeys.session(), queryFn: ({ signal }) => getSession(signal) });
}

/** Asks the server who is signed in now (after a sign-up that may or may not have started a session). */
export function useFetchSession() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 }), [queryClient]);
}

/** Drops every cached read that belonged to the signed-in user (wallet, pledges, drafts): the session ended. */
export function useDropUserReads() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.removeQueries({ predicate: (query) => !outlivesSignOut(query.queryKey) }), [queryClient]);
}

/** Stops the signed-in user's reads still on their way: asked after the session ended, each would be refused. */
export function useCancelUserReads() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.cancelQueries({ predicate: (query) => !outlivesSignOut(query.queryKey) }), [queryClient]);
}

/** After a sign-out: the session reads as signed out at once, and nothing of that user stays cached. */
export function useMarkSignedOut() {
  const queryClient = useQueryClient();
  const dropUserReads = useDropUserReads();
  return useCallback(() => {
    queryClient.setQueryData<SessionResult>(authKeys.session(), { me: null, endedBy: null });
    dropUserReads();
  }, [queryClient, dropUserReads]);
}

/**
 * The server ended the session and said why without being asked (the live connection's
 * `account.disabled`, decision 0027): the session reads as ended with that code, so the
 * AuthProvider drops the user's reads and says why, exactly as when a refresh answers it.
 */
export function useMarkSessionEnded() {
  const queryClient = useQueryClient();
  return useCallback(
    (code: ForcedSignOutCode) => queryClient.setQueryData<SessionResult>(authKeys.session(), { me: null, endedBy: code }),
    [queryClient],
  );
}
