import type { Preferences } from '@crowdspark/shared/contracts/users';
import { apiClient } from '@/lib/api-client';

/** PUT /api/me/preferences: privacy and notification choices. */
export const updatePreferences = (input: Preferences) => apiClient.put<Preferences>('/api/me/preferences', input);
