import { useMutation } from '@tanstack/react-query';
import type { UndoEmailChangeResult } from '@crowdspark/shared/contracts/users';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';

/** POST /api/auth/undo-email-change: the link mailed to the old address restores it and signs every device out. */
export async function undoEmailChange(token: string): Promise<UndoEmailChangeResult> {
  const body = await apiClient.post<unknown>('/api/auth/undo-email-change', { token });
  return checkResponse(body, 'users', 'undoEmailChangeResultSchema');
}

export function useUndoEmailChange() {
  return useMutation({ retry: false, mutationFn: undoEmailChange });
}
