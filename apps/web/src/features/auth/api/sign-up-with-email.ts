import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST /api/auth/sign-up/email: creates the account (the name becomes the display name) and signs in. */
export async function signUpWithEmail(input: { email: string; password: string; name: string }): Promise<void> {
  await apiClient.post<unknown>('/api/auth/sign-up/email', input);
}

export function useSignUpWithEmail() {
  return useMutation({ retry: false, mutationFn: signUpWithEmail });
}
