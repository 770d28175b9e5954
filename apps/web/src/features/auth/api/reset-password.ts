import { apiClient } from '@/lib/api-client';

/** POST /api/auth/reset-password with the single-use token from the emailed link; ends every session. */
export const resetPassword = (input: { newPassword: string; token: string }) =>
  apiClient.post<unknown>('/api/auth/reset-password', input);
