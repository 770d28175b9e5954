import { z } from 'zod';
import { AppError, identityError } from '../../errors/app-error.js';
import { PASSKEY_NAME_MAX_LENGTH } from './passkey-plugin.js';

/** What the wrapper in front of Better Auth accepts (routes.ts): bodies, paths and callback URLs. */

const email = z.string().trim().max(254).email();
const password = z.string().max(4096);
const callbackURL = z.string().max(500).optional();
/** A code from an authenticator app: six digits (the web drops the spaces people type). */
const totpCode = z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.');
/** A recovery code ("abcde-12345"), or an authenticator code where either is accepted. */
const recoveryCode = z.string().trim().min(1, 'Enter one of your recovery codes.').max(40);
/** The step-up code of a sensitive change (identity/second-factor.ts), checked by the wrapper. */
const twoFactorCode = z.string().max(40).optional();

/** A WebAuthn credential as @simplewebauthn/browser sends it: ids are base64url, the rest is the plugin's to verify. */
const webAuthnAnswer = z
  .object({
    id: z.string().min(1).max(1400),
    rawId: z.string().min(1).max(1400),
    type: z.literal('public-key'),
    response: z.object({}).passthrough(),
  })
  .passthrough();

/** A same-site path for OAuth redirects ("/settings", not "https://elsewhere"). */
const localPath = z
  .string()
  .max(500)
  .regex(/^\/(?!\/)[^\s\\]*$/, 'Expected a path on this site, such as /settings.')
  .optional();
const socialBody = z
  .object({
    provider: z.literal('google'),
    /** Sent by clients written for the pre-1.7 generic OAuth endpoints; ignored. */
    providerId: z.literal('google').optional(),
    callbackURL: localPath,
    errorCallbackURL: localPath,
    newUserCallbackURL: localPath,
    disableRedirect: z.boolean().optional(),
  })
  .strict();

/** Bodies we accept on Better Auth's endpoints; unknown fields are refused (no `image` or `role` smuggling). */
export const BODY_SCHEMAS: Record<string, z.ZodType> = {
  '/sign-up/email': z
    .object({ email, password, name: z.string().trim().min(1).max(60), callbackURL, rememberMe: z.boolean().optional() })
    .strict(),
  '/sign-in/email': z.object({ email, password, callbackURL, rememberMe: z.boolean().optional() }).strict(),
  '/request-password-reset': z.object({ email, redirectTo: z.string().max(500).optional() }).strict(),
  '/reset-password': z.object({ newPassword: password, token: z.string().min(1).max(500) }).strict(),
  '/send-verification-email': z.object({ email: email.optional(), callbackURL }).strict(),
  '/change-password': z
    .object({ currentPassword: password, newPassword: password, revokeOtherSessions: z.boolean().optional(), twoFactorCode })
    .strict(),
  // The current password proves it is the owner, not a stolen session (Google-only accounts: a fresh sign-in).
  '/change-email': z.object({ newEmail: email, password: password.optional(), callbackURL, twoFactorCode }).strict(),
  '/delete-user': z.object({ password: password.optional(), callbackURL }).strict(),
  '/undo-email-change': z.object({ token: z.string().min(1).max(200) }).strict(),
  '/revoke-session': z.object({ token: z.string().min(1).max(500) }).strict(),
  // Two-factor sign-in (decision 0073): no "trust this device", no e-mailed codes, no custom issuer.
  '/two-factor/enable': z.object({ password }).strict(),
  '/two-factor/verify-totp': z.object({ code: totpCode }).strict(),
  '/two-factor/verify-backup-code': z.object({ code: recoveryCode }).strict(),
  '/two-factor/generate-backup-codes': z.object({ password }).strict(),
  '/two-factor/disable': z.object({ password, twoFactorCode }).strict(),
  // Passkeys (decision 0076): the browser's answer is checked by the plugin (@simplewebauthn/server);
  // here only its outline. No `createSession` on registration: a passkey is added to a signed-in account.
  '/passkey/verify-registration': z
    .object({ response: webAuthnAnswer, name: z.string().trim().min(1, 'Give the passkey a name.').max(PASSKEY_NAME_MAX_LENGTH) })
    .strict(),
  '/passkey/verify-authentication': z.object({ response: webAuthnAnswer }).strict(),
  '/passkey/delete-passkey': z.object({ id: z.string().min(1).max(100) }).strict(),
  '/sign-in/social': socialBody,
  '/link-social': socialBody,
};

/**
 * Better Auth endpoints not offered: profile edits go through PATCH /api/me/profile (validated,
 * username rules); the two-factor plugin's e-mailed codes are not configured, and the settings show
 * the authenticator key once, at set-up, never again.
 */
export const BLOCKED_PATHS = new Set([
  '/update-user',
  '/revoke-sessions',
  '/delete-user/callback',
  '/two-factor/send-otp',
  '/two-factor/verify-otp',
  '/two-factor/get-totp-uri',
  // Passkeys are named when added (verify-registration); renaming is not offered.
  '/passkey/update-passkey',
]);
/** Only with Google configured. */
export const GOOGLE_PATHS = new Set(['/sign-in/social', '/link-social']);

export function validationFailure(error: z.ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') for (const key of issue.keys) fields[key] ??= 'Unknown field.';
    else fields[issue.path.join('.') || 'body'] ??= issue.message;
  }
  if (fields.password === 'Invalid input: expected string, received undefined')
    return identityError('VALIDATION_FAILED', 'missing-password', fields);
  if (fields.email && Object.keys(fields).length === 1) return identityError('VALIDATION_FAILED', 'invalid-email', fields);
  return new AppError('VALIDATION_FAILED', `The request body is invalid: check ${Object.keys(fields).join(', ')}.`, fields);
}

/** A path on this site ("/settings", not "//elsewhere") or an absolute URL on PUBLIC_URL. */
export function isLinkCallback(value: string, publicUrl: string): boolean {
  if (value.length > 500) return false;
  if (localPath.safeParse(value).success) return true;
  return URL.canParse(value) && new URL(value).origin === new URL(publicUrl).origin;
}
