import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteAnswer } from '@crowdspark/shared/contracts/collaborators';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { collaboratorKeys } from '@/features/collaborators/api/keys';

export type InviteReply = 'accept' | 'decline';

/** POST /api/me/invites/:id/accept|decline → the answer and its campaign. */
export async function answerInvite(inviteId: string, reply: InviteReply): Promise<InviteAnswer> {
  const body = await apiClient.post<unknown>(`/api/me/invites/${encodeURIComponent(inviteId)}/${reply}`);
  return checkResponse(body, 'collaborators', 'inviteAnswerSchema');
}

/** Accept or decline; afterwards the pending list and the collaborations reload. */
export function useAnswerInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ inviteId, reply }: { inviteId: string; reply: InviteReply }) => answerInvite(inviteId, reply),
    onSettled: () => queryClient.invalidateQueries({ queryKey: collaboratorKeys.all }),
  });
}
