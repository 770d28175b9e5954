import { queryOptions } from '@tanstack/react-query';
import type { MeResponse } from '@crowdspark/shared/contracts/users';
import { apiClient, isApiError } from '@/lib/api-client';

export const AUTH_QUERY_KEY = ['auth', 'me'] as const;

/** Identity codes with which a 401 from /api/me ends the session (original §4). */
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
  try {
    const me = await apiClient.get<MeResponse | undefined>('/api/me', signal ? { signal } : {});
    return { me: me && typeof me === 'object' && 'user' in me ? me : null, endedBy: null };
  } catch (error) {
    if (isApiError(error) && error.status === 401)
      return { me: null, endedBy: isForcedCode(error.identityCode) ? error.identityCode : null };
    throw error;
  }
}

export function sessionQueryOptions() {
  return queryOptions<SessionResult>({ queryKey: AUTH_QUERY_KEY, queryFn: ({ signal }) => getSession(signal) });
}
