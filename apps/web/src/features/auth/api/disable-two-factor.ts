import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/**
 * POST /api/auth/two-factor/disable with the current password and a code (authenticator or
 * recovery): two-factor sign-in is off; the session cookie is renewed. The form refreshes the session.
 */
export async function disableTwoFactor(input: { password: string; twoFactorCode: string }): Promise<void> {
  await apiClient.post<unknown>('/api/auth/two-factor/disable', input);
}

export function useDisableTwoFactor() {
  return useMutation({ retry: false, mutationFn: disableTwoFactor });
}
