import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Where the emailed verification link lands once it has verified the address. */
export const VERIFIED_CALLBACK = '/verify-email?verified=1';

/** POST /api/auth/send-verification-email (limited per account and per IP). */
export async function sendVerificationEmail(email: string): Promise<void> {
  await apiClient.post<unknown>('/api/auth/send-verification-email', { email, callbackURL: VERIFIED_CALLBACK });
}

export function useSendVerificationEmail() {
  return useMutation({ retry: false, mutationFn: sendVerificationEmail });
}
