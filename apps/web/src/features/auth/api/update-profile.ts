import type { ProfileUpdate, SessionUser } from '@crowdspark/shared/contracts/users';
import { apiClient } from '@/lib/api-client';

/** PATCH /api/me/profile: display name, username, bio, location, website, interests. */
export const updateProfile = (input: ProfileUpdate) => apiClient.patch<SessionUser>('/api/me/profile', input);
