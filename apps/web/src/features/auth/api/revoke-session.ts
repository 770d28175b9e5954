import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useRefreshSessions } from '@/features/auth/api/list-sessions';

/** POST /api/auth/revoke-session: signs one of the user's devices out. */
export async function revokeSession(token: string): Promise<void> {
  await apiClient.post<unknown>('/api/auth/revoke-session', { token });
}

/** The device list reloads after: the device signed out leaves it. */
export function useRevokeSession() {
  const refreshSessions = useRefreshSessions();
  return useMutation({ retry: false, mutationFn: revokeSession, onSuccess: refreshSessions });
}
