import type { PasswordPolicy } from '../contracts/password-policy.js';

/**
 * Password checks shared by the sign-up form (live, as the user types) and the server (enforced).
 * Kept free of zod so the form can import it without the validation library.
 */
export type PasswordRuleId = 'minLength' | 'maxLength' | 'lowercase' | 'uppercase' | 'digit' | 'symbol' | 'common';

export interface PasswordRuleResult {
  id: PasswordRuleId;
  label: string;
  met: boolean;
}

export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = {
  minLength: 6,
  maxLength: null,
  requireLowercase: false,
  requireUppercase: false,
  requireDigit: false,
  requireSymbol: false,
};

/** The rules the policy switches on, each with whether `password` meets it. */
export function checkPasswordRules(policy: PasswordPolicy, password: string): PasswordRuleResult[] {
  const length = [...password].length;
  const rules: PasswordRuleResult[] = [
    { id: 'minLength', label: `At least ${policy.minLength} characters`, met: length >= policy.minLength },
  ];
  if (policy.maxLength !== null)
    rules.push({ id: 'maxLength', label: `At most ${policy.maxLength} characters`, met: length <= policy.maxLength });
  if (policy.requireLowercase) rules.push({ id: 'lowercase', label: 'A lowercase letter', met: /\p{Ll}/u.test(password) });
  if (policy.requireUppercase) rules.push({ id: 'uppercase', label: 'An uppercase letter', met: /\p{Lu}/u.test(password) });
  if (policy.requireDigit) rules.push({ id: 'digit', label: 'A number', met: /\p{Nd}/u.test(password) });
  if (policy.requireSymbol)
    rules.push({ id: 'symbol', label: 'A symbol (not a letter or number)', met: /[^\p{L}\p{Nd}]/u.test(password) });
  return rules;
}
