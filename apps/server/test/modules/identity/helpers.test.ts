import { DEFAULT_PASSWORD_POLICY } from '@crowdspark/shared/constants/password-rules';
import { USERNAME_PATTERN } from '@crowdspark/shared/contracts/users';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../../src/modules/identity/password-hasher.js';
import { isCommonPassword, loadCommonPasswords, passwordProblems } from '../../../src/modules/identity/password-policy.js';
import { sessionTokenFrom } from '../../../src/http/session-cookie.js';
import { slugifyUsername, withSuffix } from '../../../src/modules/identity/usernames.js';

describe('usernames', () => {
  it.each([
    ['Ana María', 'ana_maria'],
    ["Conan O'Brien", 'conan_obrien'],
    ['  Zoë   Saldaña!! ', 'zoe_saldana'],
    ['Al', 'al_user'],
    ['李小龍', 'user'],
    ['A'.repeat(40), 'a'.repeat(30)],
    ['__x__y__', 'x_y'],
  ])('slugifies %j to %j, always within the shared pattern', (name, expected) => {
    const slug = slugifyUsername(name);
    expect(slug).toBe(expected);
    expect(USERNAME_PATTERN.test(slug)).toBe(true);
  });

  it('keeps suffixed names within 30 characters and the pattern', () => {
    const long = withSuffix('a'.repeat(29) + '_', '123');
    expect(long.length).toBeLessThanOrEqual(30);
    expect(USERNAME_PATTERN.test(long)).toBe(true);
  });
});

describe('passwords', () => {
  it('ships a list of at least 1,000 common passwords, compared lower-case', () => {
    expect(loadCommonPasswords().size).toBeGreaterThanOrEqual(1000);
    expect(isCommonPassword('Password1')).toBe(true);
    expect(isCommonPassword('QWERTY123')).toBe(true);
    expect(isCommonPassword('correct horse battery')).toBe(false);
  });

  it('lists the broken rules', () => {
    expect(passwordProblems(DEFAULT_PASSWORD_POLICY, 'abc')).toEqual([
      'At least 6 characters',
      'Not one of the most common passwords',
    ]);
    const strict = { ...DEFAULT_PASSWORD_POLICY, requireDigit: true, requireUppercase: true, maxLength: 12 };
    expect(passwordProblems(strict, 'lowercase only here')).toEqual(['At most 12 characters', 'An uppercase letter', 'A number']);
    expect(passwordProblems(DEFAULT_PASSWORD_POLICY, 'x'.repeat(1025))).toContain('At most 1024 characters');
  });

  it('hashes with argon2id and verifies; garbage hashes never throw', async () => {
    const hash = await hashPassword('s3cret-enough');
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword({ hash, password: 's3cret-enough' })).toBe(true);
    expect(await verifyPassword({ hash, password: 'other' })).toBe(false);
    expect(await verifyPassword({ hash: 'not-a-hash', password: 'x' })).toBe(false);
  });
});

describe('session cookie', () => {
  it('reads the token part of the (prefixed when secure) cookie', () => {
    expect(sessionTokenFrom('a=1; crowdspark.session_token=tok123.sig%3D', false)).toBe('tok123');
    expect(sessionTokenFrom('crowdspark.session_token=tok123.sig', true)).toBeNull();
    expect(sessionTokenFrom('__Secure-crowdspark.session_token=tok9.sig', true)).toBe('tok9');
    expect(sessionTokenFrom(undefined, false)).toBeNull();
  });
});
