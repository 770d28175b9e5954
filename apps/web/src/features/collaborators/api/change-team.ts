import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamInvite } from '@crowdspark/shared/contracts/collaborators';
import { apiClient, apiRequest } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { collaboratorKeys } from '@/features/collaborators/api/keys';

const teamPath = (campaignId: string) => `/api/campaigns/${encodeURIComponent(campaignId)}`;

/** POST /api/campaigns/:id/invites → the pending invite (by username, "@name" or e-mail address). */
export async function inviteCollaborator(campaignId: string, invitee: string): Promise<TeamInvite> {
  const body = await apiClient.post<unknown>(`${teamPath(campaignId)}/invites`, { invitee });
  return checkResponse(body, 'collaborators', 'teamInviteSchema');
}

/** DELETE /api/campaigns/:id/invites/:inviteId (204): the owner withdraws a pending invite. */
export async function revokeInvite(campaignId: string, inviteId: string): Promise<void> {
  await apiRequest(`${teamPath(campaignId)}/invites/${encodeURIComponent(inviteId)}`, { method: 'DELETE' });
}

/** DELETE /api/campaigns/:id/collaborators/:userId (204): the owner removes someone, or a collaborator leaves. */
export async function removeCollaborator(campaignId: string, userId: string): Promise<void> {
  await apiRequest(`${teamPath(campaignId)}/collaborators/${encodeURIComponent(userId)}`, { method: 'DELETE' });
}

/** Every team change refreshes the team and the reader's own lists. */
function useTeamMutation<T>(mutationFn: (variables: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: collaboratorKeys.all }) });
}

export const useInviteCollaborator = (campaignId: string) =>
  useTeamMutation((invitee: string) => inviteCollaborator(campaignId, invitee));
export const useRevokeInvite = (campaignId: string) => useTeamMutation((inviteId: string) => revokeInvite(campaignId, inviteId));
export const useRemoveCollaborator = (campaignId: string) =>
  useTeamMutation((userId: string) => removeCollaborator(campaignId, userId));
