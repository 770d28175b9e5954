import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlockState } from '@crowdspark/shared/contracts/messages';
import { blockRoute, getBlockStateRoute, unblockRoute } from '@crowdspark/shared/api-routes/messages';
import { callRoute } from '@/lib/api-client';
import type { QueryHookOptions } from '@/lib/query-hook-options';
import { messagesKeys } from '@/features/messages/api/keys';

/** GET /api/users/:username/block: whether the reader blocks the person. */
export async function getBlockState(username: string): Promise<BlockState> {
  return callRoute(getBlockStateRoute, { params: { username } });
}

/** PUT (block) or DELETE (unblock) /api/users/:username/block; both idempotent. */
export async function setBlocked(username: string, blocked: boolean): Promise<BlockState> {
  return callRoute(blocked ? blockRoute : unblockRoute, { params: { username } });
}

export function blockStateQueryOptions(username: string) {
  return queryOptions({ queryKey: messagesKeys.block(username), queryFn: () => getBlockState(username) });
}

export function useBlockState(username: string, options: QueryHookOptions = {}) {
  return useQuery({ ...blockStateQueryOptions(username), ...options });
}

/** Settled: every messages read refreshes (a block hides the conversation and stops writing). */
export function useToggleBlock(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blocked: boolean) => setBlocked(username, blocked),
    onSuccess: (state) => queryClient.setQueryData(messagesKeys.block(username), state),
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagesKeys.all }),
  });
}
