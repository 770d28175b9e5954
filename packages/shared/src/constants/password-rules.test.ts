import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_POLICY, checkPasswordRules } from './password-rules.js';

describe('checkPasswordRules', () => {
  it('applies only the minimum length of 6 by default', () => {
    expect(checkPasswordRules(DEFAULT_PASSWORD_POLICY, 'abcde')).toEqual([
      { id: 'minLength', label: 'At least 6 characters', met: false },
    ]);
    expect(checkPasswordRules(DEFAULT_PASSWORD_POLICY, 'abcdef').every((r) => r.met)).toBe(true);
  });
  it('switches on each optional rule', () => {
    const policy = {
      minLength: 8,
      maxLength: 12,
      requireLowercase: true,
      requireUppercase: true,
      requireDigit: true,
      requireSymbol: true,
    };
    const unmet = (pw: string) =>
      checkPasswordRules(policy, pw)
        .filter((r) => !r.met)
        .map((r) => r.id);
    expect(unmet('short')).toEqual(['minLength', 'uppercase', 'digit', 'symbol']);
    expect(unmet('Abcdefg1!')).toEqual([]);
    expect(unmet('Abcdefg1!toolong')).toEqual(['maxLength']);
  });
  it('counts characters, not UTF-16 code units', () => {
    expect(checkPasswordRules(DEFAULT_PASSWORD_POLICY, '😀😀😀😀😀')[0]?.met).toBe(false);
  });
});
