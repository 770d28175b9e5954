import { useCallback } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeviceSession } from '@crowdspark/shared/contracts/users';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { authKeys } from '@/features/auth/api/keys';

export type SessionListItem = DeviceSession;

/** GET /api/auth/list-sessions: the signed-in user's active sessions (devices). */
export async function listSessions(signal?: AbortSignal): Promise<SessionListItem[]> {
  const body = await apiClient.get<unknown>('/api/auth/list-sessions', signal ? { signal } : {});
  return checkResponse(body, 'users', 'deviceSessionListSchema');
}

export function sessionsQueryOptions() {
  return queryOptions({ queryKey: authKeys.sessions(), queryFn: ({ signal }) => listSessions(signal) });
}

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}

/** Reloads the device list (after one was signed out). */
export function useRefreshSessions() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: authKeys.sessions() }), [queryClient]);
}
