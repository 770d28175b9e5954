import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Passkey } from '@crowdspark/shared/contracts/passkeys';
import { apiClient } from '@/lib/api-client';
import { checkResponse } from '@/lib/check-response';
import { authKeys } from '@/features/auth/api/keys';

/** GET /api/auth/passkey/list-user-passkeys: the passkeys the signed-in person can sign in with. */
export async function listPasskeys(signal?: AbortSignal): Promise<Passkey[]> {
  const body = await apiClient.get<unknown>('/api/auth/passkey/list-user-passkeys', signal ? { signal } : {});
  return checkResponse(body, 'passkeys', 'passkeyListSchema');
}

export function passkeysQueryOptions() {
  return queryOptions({ queryKey: authKeys.passkeys(), queryFn: ({ signal }) => listPasskeys(signal) });
}

export function usePasskeys() {
  return useQuery(passkeysQueryOptions());
}
