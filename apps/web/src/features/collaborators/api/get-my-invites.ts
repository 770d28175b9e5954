import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyInvites } from '@crowdspark/shared/contracts/collaborators';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { collaboratorKeys } from '@/features/collaborators/api/keys';

/** GET /api/me/invites → the reader's pending invites (to their account or their verified address). */
export async function getMyInvites(signal?: AbortSignal): Promise<MyInvites> {
  const body = await apiClient.get<unknown>('/api/me/invites', signal ? { signal } : {});
  return checkResponse(body, 'collaborators', 'myInvitesSchema');
}

export const myInvitesQueryOptions = () =>
  queryOptions({ queryKey: collaboratorKeys.myInvites(), queryFn: ({ signal }) => getMyInvites(signal) });

export function useMyInvites() {
  return useQuery(myInvitesQueryOptions());
}
