import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamInvite } from '@crowdspark/shared/contracts/collaborators';
import { inviteCollaboratorRoute, removeCollaboratorRoute, revokeInviteRoute } from '@crowdspark/shared/api-routes/collaborators';
import { callRoute } from '@/lib/api-client';
import { collaboratorKeys } from '@/features/collaborators/api/keys';

/** POST /api/campaigns/:id/invites → the pending invite (by username, "@name" or e-mail address). */
export async function inviteCollaborator(campaignId: string, invitee: string): Promise<TeamInvite> {
  return callRoute(inviteCollaboratorRoute, { params: { id: campaignId }, body: { invitee } });
}

/** DELETE /api/campaigns/:id/invites/:inviteId (204): the owner withdraws a pending invite. */
export async function revokeInvite(campaignId: string, inviteId: string): Promise<void> {
  await callRoute(revokeInviteRoute, { params: { id: campaignId, inviteId } });
}

/** DELETE /api/campaigns/:id/collaborators/:userId (204): the owner removes someone, or a collaborator leaves. */
export async function removeCollaborator(campaignId: string, userId: string): Promise<void> {
  await callRoute(removeCollaboratorRoute, { params: { id: campaignId, userId } });
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
