import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminContactMessage } from '@crowdspark/shared/contracts/admin';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { adminKeys } from '@/features/admin/api/keys';

export type SetContactStatusInput = { messageId: string; status: 'new' | 'handled' };

/** POST /api/admin/contact-messages/:id/status: handled, or new again. */
export async function setContactStatus(input: SetContactStatusInput): Promise<AdminContactMessage> {
  const body = await apiClient.post<unknown>(`/api/admin/contact-messages/${encodeURIComponent(input.messageId)}/status`, {
    status: input.status,
  });
  return checkResponse(body, 'admin', 'adminContactMessageSchema');
}

export function useSetContactStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setContactStatus,
    // An action changes lists, the person or campaign it acted on and the overview: refresh them all.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
