import { SESSION_END_MESSAGES } from './session-end-messages.js';

/**
 * The identity error codes (docs/product-rules.md#identity-error-codes), each with the sentence the user reads. The server
 * answers auth failures with `{error: {code, message}}` where `code` is one of these (or a
 * Better Auth code that `toIdentityErrorCode` maps onto them).
 */
export const IDENTITY_ERROR_MESSAGES = {
  'invalid-email': 'That email address doesn’t look right. Check it and try again.',
  'wrong-password': 'That password is not correct. Try again or reset your password.',
  'missing-password': 'Please enter your password.',
  'invalid-credential': 'The email or password is not correct.',
  'email-already-in-use': 'An account with this email already exists. Sign in instead, or reset your password.',
  'user-not-found': 'We couldn’t find an account with that email.',
  'too-many-requests': 'Too many attempts. Please wait a few minutes and try again.',
  'expired-action-code': 'This link has expired. Request a new one.',
  'invalid-action-code': 'This link is not valid or has already been used. Request a new one.',
  'requires-recent-login': 'For your security, please sign in again before making this change.',
  ...SESSION_END_MESSAGES,
  'weak-password': 'That password does not meet the password rules.',
  'network-request-failed': 'We couldn’t reach Crowdspark. Check your connection and try again.',
  'multi-factor-auth-required':
    'This account uses two-factor sign-in: enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  'invalid-two-factor-code': 'That code is not correct. Enter the current 6-digit code from your authenticator app.',
  'invalid-recovery-code': 'That recovery code is not valid or has already been used. Each recovery code works only once.',
  'two-factor-step-expired': 'Your sign-in took too long to finish. Enter your email and password again.',
  'two-factor-setup-required':
    'Administrators must turn on two-factor sign-in before using the admin portal. Set it up in Settings, Security.',
  'two-factor-already-enabled': 'Two-factor sign-in is already on for this account.',
  'two-factor-not-enabled': 'Two-factor sign-in is not on for this account.',
  'passkey-not-recognised':
    'This passkey is not set up for a Crowdspark account. Sign in with your password, then add it in Settings, Security.',
  'passkey-failed': 'Your passkey could not be checked. Try again, or sign in with your password.',
  'account-exists-with-different-credential':
    'An account with this email already exists with a password. Sign in with your password, then link Google in Settings.',
} as const;

export type IdentityErrorCode = keyof typeof IDENTITY_ERROR_MESSAGES;

/** Better Auth's own codes (and OAuth redirect `?error=` values) mapped onto the product's. */
const FROM_PROVIDER: Record<string, IdentityErrorCode> = {
  INVALID_EMAIL: 'invalid-email',
  INVALID_EMAIL_OR_PASSWORD: 'invalid-credential',
  INVALID_PASSWORD: 'wrong-password',
  USER_NOT_FOUND: 'user-not-found',
  USER_ALREADY_EXISTS: 'email-already-in-use',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'email-already-in-use',
  PASSWORD_TOO_SHORT: 'weak-password',
  PASSWORD_TOO_LONG: 'weak-password',
  INVALID_TOKEN: 'invalid-action-code',
  TOKEN_EXPIRED: 'expired-action-code',
  SESSION_EXPIRED: 'requires-recent-login',
  BANNED_USER: 'user-disabled',
  TOO_MANY_REQUESTS: 'too-many-requests',
  account_not_linked: 'account-exists-with-different-credential',
  ACCOUNT_NOT_LINKED: 'account-exists-with-different-credential',
  // The passkey plugin's codes (decision 0076).
  PASSKEY_NOT_FOUND: 'passkey-not-recognised',
  AUTHENTICATION_FAILED: 'passkey-failed',
  FAILED_TO_VERIFY_REGISTRATION: 'passkey-failed',
  CHALLENGE_NOT_FOUND: 'passkey-failed',
  // The two-factor plugin's codes (decision 0073).
  INVALID_CODE: 'invalid-two-factor-code',
  INVALID_BACKUP_CODE: 'invalid-recovery-code',
  INVALID_TWO_FACTOR_COOKIE: 'two-factor-step-expired',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'two-factor-step-expired',
  ACCOUNT_TEMPORARILY_LOCKED: 'too-many-requests',
  TOTP_ALREADY_ENABLED: 'two-factor-already-enabled',
  TOTP_NOT_ENABLED: 'two-factor-not-enabled',
  TWO_FACTOR_NOT_ENABLED: 'two-factor-not-enabled',
  BACKUP_CODES_NOT_ENABLED: 'two-factor-not-enabled',
  invalid_token: 'invalid-action-code',
  token_expired: 'expired-action-code',
};

export function isIdentityErrorCode(code: string): code is IdentityErrorCode {
  return Object.hasOwn(IDENTITY_ERROR_MESSAGES, code);
}

export function toIdentityErrorCode(code: string | null | undefined): IdentityErrorCode | null {
  if (!code) return null;
  if (isIdentityErrorCode(code)) return code;
  return FROM_PROVIDER[code] ?? null;
}

export function identityErrorMessage(code: string | null | undefined, fallback: string): string {
  const known = toIdentityErrorCode(code);
  return known ? IDENTITY_ERROR_MESSAGES[known] : fallback;
}
