import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';

/**
 * Signs in with a passkey: the server's challenge, the browser's prompt listing the passkeys it
 * holds for this site (no e-mail typed first), then the server checks the signature and sets the
 * normal session cookie. @simplewebauthn/browser is loaded with `import()` on the click, so the
 * sign-in page's first load does not carry it.
 */
export async function signInWithPasskey(): Promise<void> {
  const options = checkResponse(
    await apiClient.get<unknown>('/api/auth/passkey/generate-authenticate-options'),
    'passkeys',
    'passkeyOptionsSchema',
  );
  // The server's WebAuthn options as they come; the browser library and the browser check them.
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const response = await startAuthentication({ optionsJSON: options });
  const body = await apiClient.post<unknown>('/api/auth/passkey/verify-authentication', { response });
  checkResponse(body, 'passkeys', 'passkeyDoneSchema');
}

/** Never retried: each try is a new prompt on the person's device. */
export function useSignInWithPasskey() {
  return useMutation({ retry: false, mutationFn: signInWithPasskey });
}
