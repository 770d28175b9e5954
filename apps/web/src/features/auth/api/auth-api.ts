/**
 * Calls to the identity endpoints (Better Auth under /api/auth, ours under /api/me). Plain fetch
 * through the API client: no auth SDK in the bundle, and errors arrive as ApiError with the
 * identity code the forms turn into a sentence.
 */
import type { MeResponse, Preferences, ProfileUpdate, SessionUser } from '@crowdspark/shared/contracts/users';
import { apiClient, isApiError } from '@/lib/api-client';
import { leaveTo } from '@/lib/leave-to';

export const AUTH_QUERY_KEY = ['auth', 'me'] as const;

/** Identity codes with which a 401 from /api/me ends the session (original §4). */
export const FORCED_SIGN_OUT_CODES = ['user-disabled', 'user-token-expired'] as const;
export type ForcedSignOutCode = (typeof FORCED_SIGN_OUT_CODES)[number];

export interface SessionResult {
  me: MeResponse | null;
  /** Set when the server ended the session (disabled account, expired session). */
  endedBy: ForcedSignOutCode | null;
}

function isForcedCode(code: string | null): code is ForcedSignOutCode {
  return code === 'user-disabled' || code === 'user-token-expired';
}

/** GET /api/me; a 401 means signed out. A 204 or empty answer counts as signed out too. */
export async function getSession(signal?: AbortSignal): Promise<SessionResult> {
  try {
    const me = await apiClient.get<MeResponse | undefined>('/api/me', signal ? { signal } : {});
    return { me: me && typeof me === 'object' && 'user' in me ? me : null, endedBy: null };
  } catch (error) {
    if (isApiError(error) && error.status === 401)
      return { me: null, endedBy: isForcedCode(error.identityCode) ? error.identityCode : null };
    throw error;
  }
}

export const signInWithEmail = (input: { email: string; password: string; rememberMe?: boolean }) =>
  apiClient.post<unknown>('/api/auth/sign-in/email', input);

export const signUpWithEmail = (input: { email: string; password: string; name: string }) =>
  apiClient.post<unknown>('/api/auth/sign-up/email', input);

export const signOutRequest = () => apiClient.post<unknown>('/api/auth/sign-out', {});

export const VERIFIED_CALLBACK = '/verify-email?verified=1';
export const sendVerificationEmail = (email: string) =>
  apiClient.post<unknown>('/api/auth/send-verification-email', { email, callbackURL: VERIFIED_CALLBACK });

export const requestPasswordReset = (email: string) =>
  apiClient.post<unknown>('/api/auth/request-password-reset', { email, redirectTo: '/forgot-password' });

export const resetPassword = (input: { newPassword: string; token: string }) =>
  apiClient.post<unknown>('/api/auth/reset-password', input);

export const changePassword = (input: { currentPassword: string; newPassword: string }) =>
  apiClient.post<unknown>('/api/auth/change-password', { ...input, revokeOtherSessions: true });

export const changeEmail = (newEmail: string) =>
  apiClient.post<unknown>('/api/auth/change-email', { newEmail, callbackURL: '/settings?emailChanged=1' });

export interface SessionListItem {
  id: string;
  token: string;
  userAgent?: string | null;
  ipAddress?: string | null;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
}

export const listSessions = () => apiClient.get<SessionListItem[]>('/api/auth/list-sessions');
export const revokeSession = (token: string) => apiClient.post<unknown>('/api/auth/revoke-session', { token });
export const revokeOtherSessions = () => apiClient.post<unknown>('/api/auth/revoke-other-sessions', {});
export const deleteUser = (password: string) => apiClient.post<unknown>('/api/auth/delete-user', { password });

interface RedirectAnswer {
  url?: string;
  redirect?: boolean;
}

/**
 * Better Auth 1.7 turned the generic OAuth plugin into a social provider: sign-in is
 * POST /sign-in/social {provider} and linking POST /link-social {provider}. The pre-1.7 paths
 * (/sign-in/oauth2, /oauth2/link with providerId) are tried when the first answers 404, and both
 * key names are sent (Better Auth ignores unknown keys).
 */
async function postForRedirect(paths: readonly [string, string], body: Record<string, unknown>): Promise<string | undefined> {
  const payload = { provider: 'google', providerId: 'google', disableRedirect: true, ...body };
  let answer: RedirectAnswer | undefined;
  try {
    answer = await apiClient.post<RedirectAnswer>(paths[0], payload);
  } catch (error) {
    if (!isApiError(error) || error.status !== 404) throw error;
    answer = await apiClient.post<RedirectAnswer>(paths[1], payload);
  }
  return answer?.url;
}

/** Starts Google sign-in; the browser leaves for the provider. */
export async function startGoogleSignIn(callbackURL: string): Promise<void> {
  const url = await postForRedirect(['/api/auth/sign-in/social', '/api/auth/sign-in/oauth2'], {
    callbackURL,
    errorCallbackURL: '/sign-in',
    newUserCallbackURL: callbackURL,
  });
  if (!url) throw new Error('There was a problem signing you in with Google.');
  leaveTo(url);
}

/** Links Google to the signed-in account (from settings); comes back to /settings?linked=google. */
export async function startGoogleLink(): Promise<void> {
  const url = await postForRedirect(['/api/auth/link-social', '/api/auth/oauth2/link'], {
    callbackURL: '/settings?linked=google',
    errorCallbackURL: '/settings?tab=account',
  });
  if (!url) throw new Error('Google could not be linked. Please try again.');
  leaveTo(url);
}

export const updateProfile = (input: ProfileUpdate) => apiClient.patch<SessionUser>('/api/me/profile', input);
export const updatePreferences = (input: Preferences) => apiClient.put<Preferences>('/api/me/preferences', input);

export function uploadAvatar(file: File): Promise<{ photoURL: string }> {
  const form = new FormData();
  form.append('file', file);
  return apiClient.post<{ photoURL: string }>('/api/me/avatar', form);
}
