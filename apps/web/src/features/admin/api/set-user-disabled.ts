import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserSummary } from '@crowdspark/shared/contracts/admin';
import { adminKeys } from '@/features/admin/api/keys';
import { disableUserRoute, enableUserRoute } from '@crowdspark/shared/api-routes/admin';
import { callRoute } from '@/lib/api-client';

export type SetUserDisabledInput = { userId: string; disabled: boolean; reason: string };

/** POST /api/admin/users/:id/disable|enable: a disabled person is signed out at once. */
export async function setUserDisabled(input: SetUserDisabledInput): Promise<AdminUserSummary> {
  const route = input.disabled ? disableUserRoute : enableUserRoute;
  return callRoute(route, { params: { id: input.userId }, body: { reason: input.reason } });
}

export function useSetUserDisabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserDisabled,
    // An action changes lists, the person or campaign it acted on and the overview: refresh them all.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
