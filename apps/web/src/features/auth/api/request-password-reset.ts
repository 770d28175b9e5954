import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST /api/auth/request-password-reset: the same answer whether or not the address has an account. */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiClient.post<unknown>('/api/auth/request-password-reset', { email, redirectTo: '/forgot-password' });
}

export function useRequestPasswordReset() {
  return useMutation({ retry: false, mutationFn: requestPasswordReset });
}
