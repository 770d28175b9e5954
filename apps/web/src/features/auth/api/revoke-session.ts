import { apiClient } from '@/lib/api-client';

/** POST /api/auth/revoke-session: signs one of the user's devices out. */
export const revokeSession = (token: string) => apiClient.post<unknown>('/api/auth/revoke-session', { token });
