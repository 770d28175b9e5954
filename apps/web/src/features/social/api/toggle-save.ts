import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveState } from '@crowdspark/shared/contracts/social';
import { apiRequest } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { toast } from '@/components/ui/use-toast';
import { socialKeys } from '@/features/social/api/keys';

/** PUT (save) or DELETE (unsave) /api/campaigns/:id/save → the new state; both idempotent. */
export async function setSaved(campaignId: string, save: boolean): Promise<SaveState> {
  const body = await apiRequest<unknown>(`/api/campaigns/${encodeURIComponent(campaignId)}/save`, {
    method: save ? 'PUT' : 'DELETE',
  });
  return checkResponse(body, 'social', 'saveStateSchema');
}

/** Save or unsave with an optimistic answer, rolled back with a toast when the server refuses; the Saved list reloads. */
export function useToggleSave(campaignId: string) {
  const queryClient = useQueryClient();
  const key = socialKeys.save(campaignId);
  return useMutation({
    mutationFn: (save: boolean) => setSaved(campaignId, save),
    onMutate: async (save) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<SaveState>(key);
      queryClient.setQueryData<SaveState>(key, {
        saved: save,
        saveCount: previous ? Math.max(0, previous.saveCount + (previous.saved === save ? 0 : save ? 1 : -1)) : save ? 1 : 0,
      });
      return { previous };
    },
    onError: (error, save, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      else queryClient.removeQueries({ queryKey: key });
      toast({
        title: save ? 'The campaign could not be saved' : 'The campaign could not be removed from Saved',
        description: error.message,
        variant: 'destructive',
      });
    },
    onSuccess: (state) => queryClient.setQueryData(key, state),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: socialKeys.saved() }),
  });
}
