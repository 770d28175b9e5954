import type { QueryKey } from '@tanstack/react-query';

/** Query keys of the auth feature; every one lives under ['auth']. */
export const authKeys = {
  all: ['auth'] as const,
  /** GET /api/me: who is signed in. */
  session: () => ['auth', 'me'] as const,
  /** The signed-in user's devices. */
  sessions: () => ['auth', 'sessions'] as const,
  /** The signed-in user's passkeys. */
  passkeys: () => ['auth', 'passkeys'] as const,
};

/**
 * Whether a cached read may stay when the person signs out or the session ends: the session
 * itself and the public server settings. Everything else (wallet, pledges, drafts) belongs to the
 * user who was signed in and must not be shown to the next one.
 */
export function outlivesSignOut(queryKey: QueryKey): boolean {
  // 'client-config' is lib/client-config.ts's key, named here rather than imported so the first
  // load (this runs in the AuthProvider) does not carry that module; keys.test.ts checks they agree.
  return queryKey[0] === authKeys.all[0] || queryKey[0] === 'client-config';
}
