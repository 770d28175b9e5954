import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { adminKeys } from '@/features/admin/api/keys';

export type SetUserDisabledInput = { userId: string; disabled: boolean; reason: string };

/** POST /api/admin/users/:id/disable|enable: a disabled person is signed out at once. */
export async function setUserDisabled(input: SetUserDisabledInput): Promise<{ id: string; role: string; disabled: boolean }> {
  const body = await apiClient.post<unknown>(
    `/api/admin/users/${encodeURIComponent(input.userId)}/${input.disabled ? 'disable' : 'enable'}`,
    { reason: input.reason },
  );
  return checkResponse(body, 'admin', 'adminUserSummarySchema');
}

export function useSetUserDisabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserDisabled,
    // An action changes lists, the person or campaign it acted on and the overview: refresh them all.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
