import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyCollaborations } from '@crowdspark/shared/contracts/collaborators';
import { listMyCollaborationsRoute } from '@crowdspark/shared/api-routes/collaborators';
import { callRoute } from '@/lib/api-client';
import { collaboratorKeys } from '@/features/collaborators/api/keys';

/** GET /api/me/collaborations → the campaigns the reader edits as a collaborator. */
export async function getMyCollaborations(signal?: AbortSignal): Promise<MyCollaborations> {
  return callRoute(listMyCollaborationsRoute, { signal });
}

export const myCollaborationsQueryOptions = () =>
  queryOptions({ queryKey: collaboratorKeys.myCollaborations(), queryFn: ({ signal }) => getMyCollaborations(signal) });

export function useMyCollaborations() {
  return useQuery(myCollaborationsQueryOptions());
}
