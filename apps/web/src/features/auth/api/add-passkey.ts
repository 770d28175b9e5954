import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { authKeys } from '@/features/auth/api/keys';

/**
 * Adds a passkey to the signed-in account: the server's registration options, the browser's
 * WebAuthn prompt (its passkey manager, a security key or a phone), then the server checks the
 * answer and stores the public key under `name`. @simplewebauthn/browser is loaded only here,
 * when someone adds one (decision 0076: not in the sign-in page's or home's first load).
 */
export async function addPasskey(input: { name: string }): Promise<void> {
  const options = checkResponse(
    await apiClient.get<unknown>('/api/auth/passkey/generate-register-options'),
    'passkeys',
    'passkeyOptionsSchema',
  );
  // The server's WebAuthn options as they come; the browser library and the browser check them.
  const { startRegistration } = await import('@simplewebauthn/browser');
  const response = await startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });
  const body = await apiClient.post<unknown>('/api/auth/passkey/verify-registration', { response, name: input.name });
  checkResponse(body, 'passkeys', 'passkeyDoneSchema');
}

/** The passkey list reloads after. Never retried: each try is a new prompt on the person's device. */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    retry: false,
    mutationFn: addPasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.passkeys() }),
  });
}
