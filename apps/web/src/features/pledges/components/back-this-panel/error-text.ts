import { isApiError } from '@/lib/api-client';

/** The server's message for a refused pledge action, or a generic one when it never answered. */
export function errorText(error: unknown): string {
  if (isApiError(error)) return error.message;
  return 'Something went wrong. Please try again.';
}
