import { useMutation } from '@tanstack/react-query';
import type { ProfileUpdate, SessionUser } from '@crowdspark/shared/contracts/users';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';

/** PATCH /api/me/profile: display name, username, bio, location, website, interests. */
export async function updateProfile(input: ProfileUpdate): Promise<SessionUser> {
  const body = await apiClient.patch<unknown>('/api/me/profile', input);
  return checkResponse(body, 'users', 'sessionUserSchema');
}

export function useUpdateProfile() {
  return useMutation({ retry: false, mutationFn: updateProfile });
}
