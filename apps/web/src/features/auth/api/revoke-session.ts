import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { authKeys } from '@/features/auth/api/keys';

/** POST /api/auth/revoke-session: signs one of the user's devices out. */
export async function revokeSession(token: string): Promise<void> {
  await apiClient.post<unknown>('/api/auth/revoke-session', { token });
}

/** The device list is reloaded after: the device signed out leaves it. */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    retry: false,
    mutationFn: revokeSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.sessions() }),
  });
}
