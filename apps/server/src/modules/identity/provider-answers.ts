import { toIdentityErrorCode } from '@crowdspark/shared/constants/identity-errors';
import type { IdentityErrorCode } from '@crowdspark/shared/constants/identity-errors';
import type { ErrorCode } from '@crowdspark/shared/contracts/errors';
import { AppError, identityError } from '../../errors/app-error.js';
import { SPA_PAGES } from './better-auth.js';

/** Better Auth's failures in our error shape, and its email-link redirects onto our SPA pages. */

function codeForStatus(status: number, identityCode: IdentityErrorCode | null): ErrorCode {
  if (identityCode === 'weak-password' || identityCode === 'invalid-email' || identityCode === 'missing-password')
    return 'VALIDATION_FAILED';
  switch (status) {
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 422:
      return 'UNPROCESSABLE';
    case 429:
      return 'TOO_MANY_REQUESTS';
    default:
      return status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
  }
}

/** An identity code for a failure Better Auth reports with a code we do not map. */
function fallbackIdentityCode(path: string, status: number): IdentityErrorCode | null {
  if (status === 429) return 'too-many-requests';
  if (status === 401) return path === '/sign-in/email' ? 'invalid-credential' : 'user-token-expired';
  return null;
}

interface ProviderError {
  code?: unknown;
  message?: unknown;
}

export function parseProviderError(text: string): ProviderError | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? parsed : null;
  } catch {
    return null;
  }
}

/** Turns Better Auth's error body into our `{error: {code, identityCode, message}}`. */
export function translateError(path: string, status: number, body: ProviderError | null): AppError {
  const providerCode = typeof body?.code === 'string' ? body.code : null;
  const identityCode = toIdentityErrorCode(providerCode) ?? fallbackIdentityCode(path, status);
  // Better Auth answers 422 for an existing email; it is a conflict with an existing resource.
  const effectiveStatus = identityCode === 'email-already-in-use' ? 409 : status;
  const code = codeForStatus(effectiveStatus, identityCode);
  if (identityCode) return identityError(code, identityCode, undefined, effectiveStatus);
  const message = typeof body?.message === 'string' && body.message ? body.message : 'The request could not be processed.';
  return new AppError(code, message, undefined, { statusCode: effectiveStatus });
}

/** Where an email link's redirect lands in the SPA, with our identity codes instead of Better Auth's. */
export function rewriteRedirect(path: string, location: string, publicUrl: string): string {
  const target = new URL(location, publicUrl);
  const error = target.searchParams.get('error');
  if (path === '/verify-email') {
    if (!error) return `${SPA_PAGES.verifyEmail}?verified=1`;
    const code = toIdentityErrorCode(error) === 'expired-action-code' ? 'expired-action-code' : 'invalid-action-code';
    return `${SPA_PAGES.verifyEmail}?error=${code}`;
  }
  if (path.startsWith('/reset-password/')) {
    const token = target.searchParams.get('token');
    if (error || !token) return `${SPA_PAGES.resetPassword}?error=invalid-action-code`;
    return `${SPA_PAGES.resetPassword}?token=${encodeURIComponent(token)}`;
  }
  if ((path.startsWith('/callback/') || path.startsWith('/oauth2/callback/')) && error) {
    // Back to the page the client named (errorCallbackURL, e.g. /sign-in or /settings), with our code.
    const code = toIdentityErrorCode(error) ?? 'invalid-credential';
    const own = target.origin === new URL(publicUrl).origin && !target.pathname.startsWith('/api/');
    const page = own ? target.pathname : SPA_PAGES.signIn;
    const params = own ? new URLSearchParams(target.search) : new URLSearchParams();
    params.set('error', code);
    params.delete('error_description');
    return `${page}?${params.toString()}`;
  }
  return location;
}
