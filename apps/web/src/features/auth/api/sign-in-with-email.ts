import { apiClient } from '@/lib/api-client';

/** POST /api/auth/sign-in/email: sets the session cookie; failures carry an identity code. */
export const signInWithEmail = (input: { email: string; password: string; rememberMe?: boolean }) =>
  apiClient.post<unknown>('/api/auth/sign-in/email', input);
