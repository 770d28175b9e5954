import { apiClient } from '@/lib/api-client';

/** POST /api/auth/undo-email-change: the link mailed to the old address restores it and signs every device out. */
export const undoEmailChange = (token: string) => apiClient.post<{ email: string }>('/api/auth/undo-email-change', { token });
