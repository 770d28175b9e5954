import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST /api/auth/reset-password with the single-use token from the emailed link; ends every session. */
export async function resetPassword(input: { newPassword: string; token: string }): Promise<void> {
  await apiClient.post<unknown>('/api/auth/reset-password', input);
}

export function useResetPassword() {
  return useMutation({ retry: false, mutationFn: resetPassword });
}
