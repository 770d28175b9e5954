import { useMutation } from '@tanstack/react-query';
import type { ProfileUpdate, SessionUser } from '@crowdspark/shared/contracts/users';
import { updateProfileRoute } from '@crowdspark/shared/api-routes/own-profile';
import { callRoute } from '@/lib/api-client';

/** PATCH /api/me/profile: display name, username, bio, location, website, interests. */
export async function updateProfile(input: ProfileUpdate): Promise<SessionUser> {
  return callRoute(updateProfileRoute, { body: input });
}

export function useUpdateProfile() {
  return useMutation({ retry: false, mutationFn: updateProfile });
}
