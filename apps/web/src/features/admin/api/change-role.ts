import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/keys';
import { postAdminUsersRoleRoute } from '@crowdspark/shared/api-routes/admin';
import { callRoute } from '@/lib/api-client';

export type ChangeRoleInput = { userId: string; role: 'user' | 'admin'; reason: string };

/** POST /api/admin/users/:id/role (superadmin only): grant or remove the admin role, with the reason. */
export async function changeRole(input: ChangeRoleInput): Promise<{ id: string; role: string; disabled: boolean }> {
  return callRoute(postAdminUsersRoleRoute, {
    params: { id: input.userId },
    body: {
      role: input.role,
      reason: input.reason,
    },
  });
}

export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeRole,
    // An action changes lists, the person or campaign it acted on and the overview: refresh them all.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
