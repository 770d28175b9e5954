import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/**
 * POST /api/auth/delete-user: deletes the account all or nothing (409 says what to do first while
 * money is still moving). The password, or nothing for an account that signs in only with Google
 * (it then needs a sign-in from the last few minutes).
 */
export async function deleteUser(password: string | undefined): Promise<void> {
  await apiClient.post<unknown>('/api/auth/delete-user', password === undefined ? {} : { password });
}

export function useDeleteUser() {
  return useMutation({ retry: false, mutationFn: deleteUser });
}
