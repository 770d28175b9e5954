import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/**
 * POST /api/auth/two-factor/verify-backup-code: finishes a sign-in with a recovery code instead of
 * the authenticator's code. Each code works once; a used one answers `invalid-recovery-code`.
 */
export async function verifyRecoveryCode(input: { code: string }): Promise<void> {
  await apiClient.post<unknown>('/api/auth/two-factor/verify-backup-code', input);
}

export function useVerifyRecoveryCode() {
  return useMutation({ retry: false, mutationFn: verifyRecoveryCode });
}
