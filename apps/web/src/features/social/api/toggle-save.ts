import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveState } from '@crowdspark/shared/contracts/social';
import { saveCampaignRoute, unsaveCampaignRoute } from '@crowdspark/shared/api-routes/saves';
import { callRoute } from '@/lib/api-client';
import { toast } from '@/components/ui/use-toast';
import { socialKeys } from '@/features/social/api/keys';

/** PUT (save) or DELETE (unsave) /api/campaigns/:id/save → the new state; both idempotent. */
export async function setSaved(campaignId: string, save: boolean): Promise<SaveState> {
  return callRoute(save ? saveCampaignRoute : unsaveCampaignRoute, { params: { id: campaignId } });
}

/**
 * Save or unsave with an optimistic answer, rolled back with a toast when the server refuses; the
 * Saved list reloads. Both reads of the campaign follow: the card's bookmark (socialKeys.isSaved)
 * and, when cached, the campaign page's state with its count (socialKeys.save).
 */
export function useToggleSave(campaignId: string) {
  const queryClient = useQueryClient();
  const stateKey = socialKeys.save(campaignId);
  const flagKey = socialKeys.isSaved(campaignId);
  return useMutation({
    mutationFn: (save: boolean) => setSaved(campaignId, save),
    onMutate: async (save) => {
      await Promise.all([queryClient.cancelQueries({ queryKey: stateKey }), queryClient.cancelQueries({ queryKey: flagKey })]);
      const previous = queryClient.getQueryData<SaveState>(stateKey);
      const previousFlag = queryClient.getQueryData<boolean>(flagKey);
      // The count only moves when we know it (the campaign page read it); a card knows no count.
      if (previous)
        queryClient.setQueryData<SaveState>(stateKey, {
          saved: save,
          saveCount: Math.max(0, previous.saveCount + (previous.saved === save ? 0 : save ? 1 : -1)),
        });
      queryClient.setQueryData<boolean>(flagKey, save);
      return { previous, previousFlag };
    },
    onError: (error, save, context) => {
      if (context?.previous) queryClient.setQueryData(stateKey, context.previous);
      if (context?.previousFlag !== undefined) queryClient.setQueryData(flagKey, context.previousFlag);
      else queryClient.removeQueries({ queryKey: flagKey });
      toast({
        title: save ? 'The campaign could not be saved' : 'The campaign could not be removed from Saved',
        description: error.message,
        variant: 'destructive',
      });
    },
    onSuccess: (state) => {
      queryClient.setQueryData(stateKey, state);
      queryClient.setQueryData(flagKey, state.saved);
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: socialKeys.saved() }),
  });
}
