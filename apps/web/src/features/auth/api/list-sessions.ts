import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export interface SessionListItem {
  id: string;
  token: string;
  userAgent?: string | null;
  ipAddress?: string | null;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
}

export const SESSIONS_QUERY_KEY = ['auth', 'sessions'] as const;

/** GET /api/auth/list-sessions: the signed-in user's active sessions (devices). */
export const listSessions = () => apiClient.get<SessionListItem[]>('/api/auth/list-sessions');

export function sessionsQueryOptions() {
  return queryOptions({ queryKey: SESSIONS_QUERY_KEY, queryFn: listSessions });
}
