import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { Preferences } from '@crowdspark/shared/contracts/users';
import { putMePreferencesRoute } from '@crowdspark/shared/api-routes/users';
import { callRoute } from '@/lib/api-client';

/** PUT /api/me/preferences: privacy and notification choices. */
export async function updatePreferences(input: Preferences): Promise<Preferences> {
  return callRoute(putMePreferencesRoute, { body: input });
}

/** What the settings page does after a save (refresh the session, which carries the preferences, and say so). */
type SaveCallbacks = Pick<UseMutationOptions<Preferences, Error, Preferences>, 'onSuccess' | 'onError'>;

export function useUpdatePreferences(callbacks: SaveCallbacks = {}) {
  return useMutation({ retry: false, mutationFn: updatePreferences, ...callbacks });
}
