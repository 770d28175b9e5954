import { apiClient } from '@/lib/api-client';

/** POST /api/auth/change-password; every other session ends. */
export const changePassword = (input: { currentPassword: string; newPassword: string }) =>
  apiClient.post<unknown>('/api/auth/change-password', { ...input, revokeOtherSessions: true });
