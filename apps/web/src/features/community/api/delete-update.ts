import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteUpdateRoute } from '@crowdspark/shared/api-routes/community';
import { callRoute } from '@/lib/api-client';
import { communityKeys } from '@/features/community/api/keys';

/** DELETE /api/campaigns/:id/updates/:updateId (204): the update and its comments go. */
export async function deleteUpdate(campaignId: string, updateId: string): Promise<void> {
  await callRoute(deleteUpdateRoute, { params: { id: campaignId, updateId } });
}

export function useDeleteUpdate(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (updateId: string) => deleteUpdate(campaignId, updateId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: communityKeys.campaign(campaignId) }),
  });
}
