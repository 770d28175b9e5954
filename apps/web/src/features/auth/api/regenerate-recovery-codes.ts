import { useMutation } from '@tanstack/react-query';
import type { RecoveryCodes } from '@crowdspark/shared/contracts/two-factor';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';

/** POST /api/auth/two-factor/generate-backup-codes with the current password: new codes; the old ones stop working. */
export async function regenerateRecoveryCodes(input: { password: string }): Promise<RecoveryCodes> {
  const body = await apiClient.post<unknown>('/api/auth/two-factor/generate-backup-codes', input);
  return checkResponse(body, 'two-factor', 'recoveryCodesSchema');
}

export function useRegenerateRecoveryCodes() {
  return useMutation({ retry: false, mutationFn: regenerateRecoveryCodes });
}
