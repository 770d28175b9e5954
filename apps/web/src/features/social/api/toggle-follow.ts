import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FollowState } from '@crowdspark/shared/contracts/social';
import { followRoute, unfollowRoute } from '@crowdspark/shared/api-routes/social';
import { callRoute } from '@/lib/api-client';
import { toast } from '@/components/ui/use-toast';
import { socialKeys } from '@/features/social/api/keys';

/** PUT (follow) or DELETE (unfollow) /api/users/:username/follow → the new state; both idempotent. */
export async function setFollowing(username: string, follow: boolean): Promise<FollowState> {
  return callRoute(follow ? followRoute : unfollowRoute, { params: { username } });
}

/**
 * Follow or unfollow with an optimistic answer: the button and the count change at once, go back
 * if the server refuses, and a toast says why. Settled: every social list reloads (followers,
 * /following, suggestions).
 */
export function useToggleFollow(username: string) {
  const queryClient = useQueryClient();
  const key = socialKeys.follow(username);
  return useMutation({
    mutationFn: (follow: boolean) => setFollowing(username, follow),
    onMutate: async (follow) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<FollowState>(key);
      if (previous && previous.following !== follow)
        queryClient.setQueryData<FollowState>(key, {
          following: follow,
          followerCount: Math.max(0, previous.followerCount + (follow ? 1 : -1)),
        });
      return { previous };
    },
    onError: (error, follow, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast({
        title: follow ? `Could not follow @${username}` : `Could not unfollow @${username}`,
        description: error.message,
        variant: 'destructive',
      });
    },
    onSuccess: (state) => queryClient.setQueryData(key, state),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: socialKeys.all, predicate: (q) => q.queryKey[1] !== 'follow' });
      // The profile page shows the counts of the public profile too.
      void queryClient.invalidateQueries({ queryKey: ['public-profile'] });
    },
  });
}
