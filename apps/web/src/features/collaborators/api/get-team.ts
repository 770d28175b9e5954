import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CampaignTeam } from '@crowdspark/shared/contracts/collaborators';
import { getTeamRoute } from '@crowdspark/shared/api-routes/collaborators';
import { callRoute } from '@/lib/api-client';
import { collaboratorKeys } from '@/features/collaborators/api/keys';

/** GET /api/campaigns/:id/team → owner, collaborators and pending invites. */
export async function getTeam(campaignId: string, signal?: AbortSignal): Promise<CampaignTeam> {
  return callRoute(getTeamRoute, { params: { id: campaignId }, signal });
}

export const teamQueryOptions = (campaignId: string) =>
  queryOptions({ queryKey: collaboratorKeys.team(campaignId), queryFn: ({ signal }) => getTeam(campaignId, signal) });

export function useTeam(campaignId: string) {
  return useQuery(teamQueryOptions(campaignId));
}
