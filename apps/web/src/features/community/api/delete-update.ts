import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { communityKeys } from '@/features/community/api/keys';

/** DELETE /api/campaigns/:id/updates/:updateId (204): the update and its comments go. */
export async function deleteUpdate(campaignId: string, updateId: string): Promise<void> {
  await apiRequest(`/api/campaigns/${encodeURIComponent(campaignId)}/updates/${encodeURIComponent(updateId)}`, {
    method: 'DELETE',
  });
}

export function useDeleteUpdate(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (updateId: string) => deleteUpdate(campaignId, updateId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: communityKeys.campaign(campaignId) }),
  });
}
