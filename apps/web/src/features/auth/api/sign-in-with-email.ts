import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';

/**
 * POST /api/auth/sign-in/email: sets the session cookie, or, for an account with two-factor sign-in
 * on, answers that the code is needed next (`twoFactorRequired`; no session until
 * verify-totp or verify-recovery-code succeeds). Failures carry an identity code.
 */
export async function signInWithEmail(input: {
  email: string;
  password: string;
  rememberMe?: boolean;
}): Promise<{ twoFactorRequired: boolean }> {
  const body = await apiClient.post<unknown>('/api/auth/sign-in/email', input);
  const answer = checkResponse(body, 'two-factor', 'signInAnswerSchema');
  return { twoFactorRequired: answer.twoFactorRedirect === true };
}

/**
 * The form then refreshes the session (useAuth().refresh), which replaces every user read. Like
 * every identity write, never resent automatically: the identity endpoints count attempts per
 * account and IP, and the form says what went wrong and lets the person try again.
 */
export function useSignInWithEmail() {
  return useMutation({ retry: false, mutationFn: signInWithEmail });
}
