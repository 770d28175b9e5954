import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { adminKeys } from '@/features/admin/api/keys';

export type ChangeRoleInput = { userId: string; role: 'user' | 'admin'; reason: string };

/** POST /api/admin/users/:id/role (superadmin only): grant or remove the admin role, with the reason. */
export async function changeRole(input: ChangeRoleInput): Promise<{ id: string; role: string; disabled: boolean }> {
  const body = await apiClient.post<unknown>(`/api/admin/users/${encodeURIComponent(input.userId)}/role`, {
    role: input.role,
    reason: input.reason,
  });
  return checkResponse(body, 'admin', 'adminUserSummarySchema');
}

export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeRole,
    // An action changes lists, the person or campaign it acted on and the overview: refresh them all.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
