import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkPasswordRules } from '@crowdspark/shared/constants/password-rules';
import type { PasswordPolicy } from '@crowdspark/shared/contracts/password-policy';
import { identityError } from '../../errors/app-error.js';
import { SERVER_PACKAGE_DIR } from '../../paths.js';

/** Beyond this, hashing is a denial-of-service lever; policies may set a lower maximum. */
export const PASSWORD_HARD_MAX_LENGTH = 1024;

/** One password a line, lower-case: the most common passwords of public breach lists. */
export const COMMON_PASSWORDS_FILE = path.join(SERVER_PACKAGE_DIR, 'resources', 'common-passwords.txt');

let commonPasswords: ReadonlySet<string> | undefined;

export function loadCommonPasswords(): ReadonlySet<string> {
  commonPasswords ??= new Set(
    readFileSync(COMMON_PASSWORDS_FILE, 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
  return commonPasswords;
}

export function isCommonPassword(password: string): boolean {
  return loadCommonPasswords().has(password.toLowerCase());
}

/** Which rules a password breaks ('common' included); empty when it is acceptable. */
export function passwordProblems(policy: PasswordPolicy, password: string): string[] {
  const broken = checkPasswordRules(policy, password)
    .filter((rule) => !rule.met)
    .map((rule) => rule.label);
  if ([...password].length > PASSWORD_HARD_MAX_LENGTH) broken.push(`At most ${PASSWORD_HARD_MAX_LENGTH} characters`);
  if (isCommonPassword(password)) broken.push('Not one of the most common passwords');
  return broken;
}

/** Throws 400 weak-password, with the broken rules as the field message. */
export function assertPasswordAcceptable(policy: PasswordPolicy, password: string, field = 'password'): void {
  const problems = passwordProblems(policy, password);
  if (problems.length) throw identityError('VALIDATION_FAILED', 'weak-password', { [field]: problems.join('; ') });
}
