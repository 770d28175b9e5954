import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST /api/auth/change-password; every other session ends. With two-factor sign-in on, a code too. */
export async function changePassword(input: {
  currentPassword: string;
  newPassword: string;
  twoFactorCode?: string;
}): Promise<void> {
  await apiClient.post<unknown>('/api/auth/change-password', { ...input, revokeOtherSessions: true });
}

export function useChangePassword() {
  return useMutation({ retry: false, mutationFn: changePassword });
}
