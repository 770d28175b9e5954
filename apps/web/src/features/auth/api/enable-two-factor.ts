import { useMutation } from '@tanstack/react-query';
import type { TwoFactorSetup } from '@crowdspark/shared/contracts/two-factor';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';

/**
 * POST /api/auth/two-factor/enable with the current password: a new authenticator secret (as an
 * otpauth:// URI) and recovery codes. Two-factor sign-in is on only once a first code is verified
 * (verify-totp).
 */
export async function enableTwoFactor(input: { password: string }): Promise<TwoFactorSetup> {
  const body = await apiClient.post<unknown>('/api/auth/two-factor/enable', input);
  return checkResponse(body, 'two-factor', 'twoFactorSetupSchema');
}

export function useEnableTwoFactor() {
  return useMutation({ retry: false, mutationFn: enableTwoFactor });
}
