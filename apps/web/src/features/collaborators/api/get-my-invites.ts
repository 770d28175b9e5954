import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyInvites } from '@crowdspark/shared/contracts/collaborators';
import { listMyInvitesRoute } from '@crowdspark/shared/api-routes/collaborators';
import { callRoute } from '@/lib/api-client';
import { collaboratorKeys } from '@/features/collaborators/api/keys';

/** GET /api/me/invites → the reader's pending invites (to their account or their verified address). */
export async function getMyInvites(signal?: AbortSignal): Promise<MyInvites> {
  return callRoute(listMyInvitesRoute, { signal });
}

export const myInvitesQueryOptions = () =>
  queryOptions({ queryKey: collaboratorKeys.myInvites(), queryFn: ({ signal }) => getMyInvites(signal) });

export function useMyInvites() {
  return useQuery(myInvitesQueryOptions());
}
