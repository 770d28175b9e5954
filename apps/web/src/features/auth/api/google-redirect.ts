import { apiClient } from '@/lib/api-client';

/**
 * Google goes through Better Auth's social endpoints: they answer with the provider's
 * authorization URL (`disableRedirect`), and the browser leaves for it.
 */
export async function googleRedirectUrl(
  path: '/api/auth/sign-in/social' | '/api/auth/link-social',
  body: Record<string, string>,
) {
  const answer = await apiClient.post<{ url?: string } | undefined>(path, { provider: 'google', disableRedirect: true, ...body });
  return answer?.url;
}
