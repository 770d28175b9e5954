import { apiClient } from '@/lib/api-client';

/**
 * POST /api/auth/change-email: the address changes once the link sent to the new one is opened.
 * The current password proves it is the owner (an account without one needs a recent Google sign-in).
 */
export const changeEmail = (input: { newEmail: string; password?: string }) =>
  apiClient.post<unknown>('/api/auth/change-email', { ...input, callbackURL: '/settings?emailChanged=1' });
