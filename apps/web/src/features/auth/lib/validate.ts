import { checkPasswordRules } from '@crowdspark/shared/constants/password-rules';
import type { PasswordPolicy } from '@crowdspark/shared/contracts/password-policy';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(email: string): string | undefined {
  return EMAIL_PATTERN.test(email.trim()) ? undefined : 'Please enter a valid email address.';
}

export function newPasswordError(policy: PasswordPolicy, password: string): string | undefined {
  return checkPasswordRules(policy, password).every((rule) => rule.met)
    ? undefined
    : 'That password does not meet the password rules.';
}

/** Focuses the first invalid field of a form, in field order. */
export function focusFirstError(formId: string, order: readonly string[], errors: Record<string, string | undefined>): void {
  const first = order.find((field) => errors[field]);
  if (first) document.getElementById(`${formId}-${first}`)?.focus();
}
