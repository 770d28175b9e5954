import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { Preferences } from '@crowdspark/shared/contracts/users';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';

/** PUT /api/me/preferences: privacy and notification choices. */
export async function updatePreferences(input: Preferences): Promise<Preferences> {
  const body = await apiClient.put<unknown>('/api/me/preferences', input);
  return checkResponse(body, 'users', 'preferencesSchema');
}

/** What the settings page does after a save (refresh the session, which carries the preferences, and say so). */
type SaveCallbacks = Pick<UseMutationOptions<Preferences, Error, Preferences>, 'onSuccess' | 'onError'>;

export function useUpdatePreferences(callbacks: SaveCallbacks = {}) {
  return useMutation({ retry: false, mutationFn: updatePreferences, ...callbacks });
}
