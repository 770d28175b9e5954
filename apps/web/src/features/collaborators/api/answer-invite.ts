import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteAnswer } from '@crowdspark/shared/contracts/collaborators';
import { acceptInviteRoute, declineInviteRoute } from '@crowdspark/shared/api-routes/collaborators';
import { callRoute } from '@/lib/api-client';
import { collaboratorKeys } from '@/features/collaborators/api/keys';

export type InviteReply = 'accept' | 'decline';

/** POST /api/me/invites/:id/accept|decline → the answer and its campaign. */
export async function answerInvite(inviteId: string, reply: InviteReply): Promise<InviteAnswer> {
  return callRoute(reply === 'accept' ? acceptInviteRoute : declineInviteRoute, { params: { inviteId } });
}

/** Accept or decline; afterwards the pending list and the collaborations reload. */
export function useAnswerInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ inviteId, reply }: { inviteId: string; reply: InviteReply }) => answerInvite(inviteId, reply),
    onSettled: () => queryClient.invalidateQueries({ queryKey: collaboratorKeys.all }),
  });
}
