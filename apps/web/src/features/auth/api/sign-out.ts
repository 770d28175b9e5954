import { apiClient } from '@/lib/api-client';

/** POST /api/auth/sign-out: ends this session and clears its cookie. */
export const signOutRequest = () => apiClient.post<unknown>('/api/auth/sign-out', {});
