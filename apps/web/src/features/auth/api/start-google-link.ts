import { useMutation } from '@tanstack/react-query';
import { leaveTo } from '@/lib/leave-to';
import { googleRedirectUrl } from '@/features/auth/api/google-redirect';

/** Links Google to the signed-in account (from settings); comes back to /settings?linked=google. */
export async function startGoogleLink(): Promise<void> {
  const url = await googleRedirectUrl('/api/auth/link-social', {
    callbackURL: '/settings?linked=google',
    errorCallbackURL: '/settings?tab=account',
  });
  if (!url) throw new Error('Google could not be linked. Please try again.');
  leaveTo(url);
}

export function useStartGoogleLink() {
  return useMutation({ retry: false, mutationFn: startGoogleLink });
}
