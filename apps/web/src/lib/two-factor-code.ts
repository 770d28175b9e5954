/**
 * What a person types as a second factor: the 6-digit code of an authenticator app ("123 456" as
 * apps show it) or a recovery code ("abcde-12345"). Shared by the forms that ask for it (sign-in,
 * settings, withdrawals; docs/product-rules.md#two-factor-sign-in).
 */

/** Without the spaces people copy along. */
export function normalizeTwoFactorCode(typed: string): string {
  return typed.replace(/\s+/g, '');
}

export function isAuthenticatorCode(code: string): boolean {
  return /^\d{6}$/.test(code);
}

/** The field's label and hint, the same wherever a sensitive change asks for the code. */
export const TWO_FACTOR_CODE_FIELD = {
  label: 'Two-factor code',
  hint: 'The 6-digit code from your authenticator app, or one of your recovery codes.',
  missing: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
} as const;

/** The identity codes that mean "the code is missing or wrong": the form puts them under the code field. */
export const TWO_FACTOR_CODE_ERRORS: ReadonlySet<string> = new Set([
  'multi-factor-auth-required',
  'invalid-two-factor-code',
  'invalid-recovery-code',
]);
