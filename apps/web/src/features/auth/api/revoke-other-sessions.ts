import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { authKeys } from '@/features/auth/api/keys';

/** POST /api/auth/revoke-other-sessions: "sign out other devices". */
export async function revokeOtherSessions(): Promise<void> {
  await apiClient.post<unknown>('/api/auth/revoke-other-sessions', {});
}

/** The device list is reloaded after: only this device is left. */
export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    retry: false,
    mutationFn: revokeOtherSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.sessions() }),
  });
}
