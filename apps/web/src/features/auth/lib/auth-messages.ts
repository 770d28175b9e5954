import { identityErrorMessage } from '@crowdspark/shared/constants/identity-errors';
import { isApiError } from '@/lib/api-client';

/**
 * The sentence for a failed identity call: the identity code's sentence when there is one,
 * otherwise the server's own message for a 4xx, otherwise `fallback`.
 */
export function authErrorMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  let code = error.identityCode;
  if (!code && error.code === 'NETWORK_ERROR') code = 'network-request-failed';
  if (!code && error.status === 429) code = 'too-many-requests';
  const serverText = error.status >= 400 && error.status < 500 && error.message ? error.message : fallback;
  return identityErrorMessage(code, serverText);
}

/** Only same-site relative paths ("/wanted/path?x=1"), never "//host" or "/\host" or absolute URLs. */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters never belong in a path
  if (/[\u0000-\u001f]/.test(value)) return null;
  try {
    const url = new URL(value, 'https://crowdspark.invalid');
    if (url.origin !== 'https://crowdspark.invalid') return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}
