import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST /api/auth/sign-in/email: sets the session cookie; failures carry an identity code. */
export async function signInWithEmail(input: { email: string; password: string; rememberMe?: boolean }): Promise<void> {
  await apiClient.post<unknown>('/api/auth/sign-in/email', input);
}

/**
 * The form then refreshes the session (useAuth().refresh), which replaces every user read. Like
 * every identity write, never resent automatically: the identity endpoints count attempts per
 * account and IP, and the form says what went wrong and lets the person try again.
 */
export function useSignInWithEmail() {
  return useMutation({ retry: false, mutationFn: signInWithEmail });
}
