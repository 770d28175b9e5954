import { apiClient } from '@/lib/api-client';

/** POST /api/auth/request-password-reset: the same answer whether or not the address has an account. */
export const requestPasswordReset = (email: string) =>
  apiClient.post<unknown>('/api/auth/request-password-reset', { email, redirectTo: '/forgot-password' });
