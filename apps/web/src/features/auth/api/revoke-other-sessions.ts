import { apiClient } from '@/lib/api-client';

/** POST /api/auth/revoke-other-sessions: "sign out other devices". */
export const revokeOtherSessions = () => apiClient.post<unknown>('/api/auth/revoke-other-sessions', {});
