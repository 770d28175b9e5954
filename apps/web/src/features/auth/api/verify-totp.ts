import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/**
 * POST /api/auth/two-factor/verify-totp with a 6-digit authenticator code: finishes a sign-in after
 * the password (sets the session cookie), or, in the settings, confirms the set-up (two-factor
 * sign-in is on from then, and the session cookie is renewed). The form then refreshes the session.
 */
export async function verifyTotp(input: { code: string }): Promise<void> {
  await apiClient.post<unknown>('/api/auth/two-factor/verify-totp', input);
}

export function useVerifyTotp() {
  return useMutation({ retry: false, mutationFn: verifyTotp });
}
