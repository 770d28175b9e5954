import { apiClient } from '@/lib/api-client';

/** POST /api/auth/sign-up/email: creates the account (the name becomes the display name) and signs in. */
export const signUpWithEmail = (input: { email: string; password: string; name: string }) =>
  apiClient.post<unknown>('/api/auth/sign-up/email', input);
