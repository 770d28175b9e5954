import { isApiError } from '@/lib/api-client';

/** The server's own sentence for an answered client error; a generic one for no answer or a server failure. */
export function walletErrorMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return `${fallback} Please try again.`;
  if (error.status === 0) return error.message;
  if (error.status === 429) return 'Too many requests in a short time. Please wait a minute and try again.';
  if (error.status >= 400 && error.status < 500) return error.message;
  return `${fallback} Please try again in a moment.`;
}
