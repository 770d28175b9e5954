import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CampaignTeam } from '@crowdspark/shared/contracts/collaborators';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { collaboratorKeys } from '@/features/collaborators/api/keys';

/** GET /api/campaigns/:id/team → owner, collaborators and pending invites. */
export async function getTeam(campaignId: string, signal?: AbortSignal): Promise<CampaignTeam> {
  const body = await apiClient.get<unknown>(`/api/campaigns/${encodeURIComponent(campaignId)}/team`, signal ? { signal } : {});
  return checkResponse(body, 'collaborators', 'campaignTeamSchema');
}

export const teamQueryOptions = (campaignId: string) =>
  queryOptions({ queryKey: collaboratorKeys.team(campaignId), queryFn: ({ signal }) => getTeam(campaignId, signal) });

export function useTeam(campaignId: string) {
  return useQuery(teamQueryOptions(campaignId));
}
