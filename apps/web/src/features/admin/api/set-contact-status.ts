import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminContactMessage } from '@crowdspark/shared/contracts/admin';
import { adminKeys } from '@/features/admin/api/keys';
import { postAdminContactMessagesStatusRoute } from '@crowdspark/shared/api-routes/admin';
import { callRoute } from '@/lib/api-client';

export type SetContactStatusInput = { messageId: string; status: 'new' | 'handled' };

/** POST /api/admin/contact-messages/:id/status: handled, or new again. */
export async function setContactStatus(input: SetContactStatusInput): Promise<AdminContactMessage> {
  return callRoute(postAdminContactMessagesStatusRoute, {
    params: { id: input.messageId },
    body: {
      status: input.status,
    },
  });
}

export function useSetContactStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setContactStatus,
    // An action changes lists, the person or campaign it acted on and the overview: refresh them all.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
