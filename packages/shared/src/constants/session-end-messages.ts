/**
 * The sentences of the identity codes that end a session (docs/product-rules.md#sessions), part of
 * IDENTITY_ERROR_MESSAGES (identity-errors.ts) and kept in a module of their own: the web app's
 * first load signs a tab out with these and needs none of the other sentences.
 */
export const SESSION_END_MESSAGES = {
  'user-token-expired': 'Your session has expired. Please sign in again.',
  'user-disabled': 'This account has been disabled. Contact support if you think this is a mistake.',
} as const;
