import { apiClient } from '@/lib/api-client';

/** POST /api/auth/delete-user with the password: removes the account and its personal data. */
export const deleteUser = (password: string) => apiClient.post<unknown>('/api/auth/delete-user', { password });
