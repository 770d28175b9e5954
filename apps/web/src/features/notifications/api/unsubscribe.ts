import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST /api/notifications/unsubscribe {token}: the mail's link, signed out. Answers which kind stopped ('all' for every kind). */
export async function unsubscribe(token: string): Promise<{ scope: string }> {
  return apiClient.post<{ scope: string }>('/api/notifications/unsubscribe', { token });
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
