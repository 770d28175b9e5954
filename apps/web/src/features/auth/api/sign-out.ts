import { apiClient } from '@/lib/api-client';

/** POST /api/auth/sign-out: ends this session and clears its cookie (Better Auth's answer is not read). */
export async function signOutRequest(): Promise<void> {
  await apiClient.post<unknown>('/api/auth/sign-out', {});
}

/*
 * No useMutation hook here: the AuthProvider, in every first load, calls this fetcher from its
 * own `signOut` (which then forgets the user's reads with useMarkSignedOut). useMutation would
 * add its observer (about 2 kB gzip) to the first load (docs/decisions/0014-fast-first-load.md).
 */
