import { useMutation } from '@tanstack/react-query';
import { leaveTo } from '@/lib/leave-to';
import { googleRedirectUrl } from '@/features/auth/api/google-redirect';

/** Starts Google sign-in; the browser leaves for the provider and comes back to `callbackURL`. */
export async function startGoogleSignIn(callbackURL: string): Promise<void> {
  const url = await googleRedirectUrl('/api/auth/sign-in/social', {
    callbackURL,
    errorCallbackURL: '/sign-in',
    newUserCallbackURL: callbackURL,
  });
  if (!url) throw new Error('There was a problem signing you in with Google.');
  leaveTo(url);
}

export function useStartGoogleSignIn() {
  return useMutation({ retry: false, mutationFn: startGoogleSignIn });
}
