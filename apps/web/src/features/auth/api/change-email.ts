import { apiClient } from '@/lib/api-client';

/** POST /api/auth/change-email: the address changes once the link sent to the new one is opened. */
export const changeEmail = (newEmail: string) =>
  apiClient.post<unknown>('/api/auth/change-email', { newEmail, callbackURL: '/settings?emailChanged=1' });
