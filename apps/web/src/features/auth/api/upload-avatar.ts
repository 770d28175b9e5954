import { apiClient } from '@/lib/api-client';

/** POST /api/me/avatar (multipart): the server re-encodes it to a square WebP. */
export function uploadAvatar(file: File): Promise<{ photoURL: string }> {
  const form = new FormData();
  form.append('file', file);
  return apiClient.post<{ photoURL: string }>('/api/me/avatar', form);
}
