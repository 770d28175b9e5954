import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { authKeys } from '@/features/auth/api/keys';

/** POST /api/auth/passkey/delete-passkey: the passkey no longer signs in (the device may still hold it). */
export async function removePasskey(id: string): Promise<void> {
  const body = await apiClient.post<unknown>('/api/auth/passkey/delete-passkey', { id });
  checkResponse(body, 'passkeys', 'passkeyDoneSchema');
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    retry: false,
    mutationFn: removePasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.passkeys() }),
  });
}
