import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyCollaborations } from '@crowdspark/shared/contracts/collaborators';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { collaboratorKeys } from '@/features/collaborators/api/keys';

/** GET /api/me/collaborations → the campaigns the reader edits as a collaborator. */
export async function getMyCollaborations(signal?: AbortSignal): Promise<MyCollaborations> {
  const body = await apiClient.get<unknown>('/api/me/collaborations', signal ? { signal } : {});
  return checkResponse(body, 'collaborators', 'myCollaborationsSchema');
}

export const myCollaborationsQueryOptions = () =>
  queryOptions({ queryKey: collaboratorKeys.myCollaborations(), queryFn: ({ signal }) => getMyCollaborations(signal) });

export function useMyCollaborations() {
  return useQuery(myCollaborationsQueryOptions());
}
