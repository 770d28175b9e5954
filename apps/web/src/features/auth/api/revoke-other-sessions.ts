import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useRefreshSessions } from '@/features/auth/api/list-sessions';

/** POST /api/auth/revoke-other-sessions: "sign out other devices". */
export async function revokeOtherSessions(): Promise<void> {
  await apiClient.post<unknown>('/api/auth/revoke-other-sessions', {});
}

/** The device list reloads after: only this device is left. */
export function useRevokeOtherSessions() {
  const refreshSessions = useRefreshSessions();
  return useMutation({ retry: false, mutationFn: revokeOtherSessions, onSuccess: refreshSessions });
}
