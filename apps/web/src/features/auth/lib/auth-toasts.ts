/*
 * Kept apart from auth-messages.ts: the AuthProvider (in every first load) needs these, not the
 * table of identity sentences that explains failed forms (docs/decisions/0014-fast-first-load.md).
 */

/** The auth state's error texts (docs/product-rules.md#auth-error-texts). */
export const AUTH_ERRORS = {
  authenticate: 'Failed to authenticate user',
  signOut: 'Failed to sign out',
  refresh: 'Failed to refresh authentication token',
} as const;

/** The identity toasts, word for word (docs/product-rules.md#identity-toasts). */
export const AUTH_TOASTS = {
  signedOut: { title: 'Signed out', description: 'You have been successfully signed out.' },
  signOutFailed: { title: 'Sign out failed', description: 'There was a problem signing you out.' },
  loginSuccess: { title: 'Login successful', description: 'You have been successfully signed in.' },
  loginFailed: { title: 'Login failed', fallback: 'There was a problem signing you in.' },
  googleSuccess: { title: 'Login successful', description: 'You have been successfully signed in with Google' },
  googleFailed: { title: 'Google login failed', fallback: 'There was a problem signing you in with Google.' },
  accountCreated: { title: 'Account created', description: 'Your account has been created successfully' },
  signupFailed: { title: 'Signup failed', fallback: 'There was a problem creating your account.' },
} as const;
