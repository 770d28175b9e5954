import { isApiError } from '@/lib/api-client';
import { authErrorMessage } from '@/features/auth/lib/auth-messages';

/**
 * The sentence for a failed passkey step. The browser's own refusals come as DOMException names
 * (kept by @simplewebauthn/browser's WebAuthnError): the person closed the prompt or it timed out
 * (NotAllowedError), or the device already holds a passkey for this account (InvalidStateError).
 * The server's refusals carry identity codes like every sign-in answer.
 */
export function passkeyErrorMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) return authErrorMessage(error, fallback);
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError')
    return 'The passkey prompt was closed or timed out before it finished. Try again when you are ready.';
  if (name === 'InvalidStateError') return 'This device already holds a passkey for your account.';
  if (name === 'NotSupportedError' || (typeof window !== 'undefined' && !('PublicKeyCredential' in window)))
    return 'This browser cannot use passkeys. Sign in with your password instead.';
  return fallback;
}
