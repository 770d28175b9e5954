import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/**
 * POST /api/auth/change-email: the address changes once the link sent to the new one is opened.
 * The current password proves it is the owner (an account without one needs a recent Google sign-in);
 * with two-factor sign-in on, a code too.
 */
export async function changeEmail(input: { newEmail: string; password?: string; twoFactorCode?: string }): Promise<void> {
  await apiClient.post<unknown>('/api/auth/change-email', { ...input, callbackURL: '/settings?emailChanged=1' });
}

export function useChangeEmail() {
  return useMutation({ retry: false, mutationFn: changeEmail });
}
