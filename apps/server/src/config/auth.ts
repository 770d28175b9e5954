import type { PasswordPolicy } from '@crowdspark/shared/contracts/password-policy';
import { z } from 'zod';
import { MIN_SECRET_LENGTH } from '../secret-strength.js';
import { booleanFlag, httpUrl, integer, signingSecret, weakSecretProblems } from './env-values.js';
import type { NodeEnv } from './runtime.js';

/** Used only outside production when no secret is configured; the server logs a warning. */
export const DEV_AUTH_SECRET = 'crowdspark-development-secret-do-not-use-in-production';

const DEFAULT_PASSWORD_MIN_LENGTH = 6;
const DEFAULT_GOOGLE_ISSUER = 'https://accounts.google.com';

export const authEnv = z.object({
  BETTER_AUTH_SECRET: signingSecret(MIN_SECRET_LENGTH).optional(),
  AUTH_SECRET: signingSecret(MIN_SECRET_LENGTH).optional(),
  PASSWORD_MIN_LENGTH: integer(1, 128).optional(),
  PASSWORD_MAX_LENGTH: integer(8, 1024).optional(),
  PASSWORD_REQUIRE_LOWERCASE: booleanFlag.optional(),
  PASSWORD_REQUIRE_UPPERCASE: booleanFlag.optional(),
  PASSWORD_REQUIRE_DIGIT: booleanFlag.optional(),
  PASSWORD_REQUIRE_SYMBOL: booleanFlag.optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: httpUrl.optional(),
  AUTH_IP_RATE_LIMIT: booleanFlag.optional(),
  ADMIN_TWO_FACTOR_REQUIRED: booleanFlag.optional(),
});
type AuthEnv = z.infer<typeof authEnv>;

export interface AuthConfig {
  /** Signs cookies and tokens. From BETTER_AUTH_SECRET or AUTH_SECRET; a fixed value outside production. */
  secret: string;
  /** True when the fixed development secret is in use (logged as a warning at start-up). */
  secretIsDevDefault: boolean;
  passwordPolicy: PasswordPolicy;
  /** Per-IP limits on the auth endpoints (AUTH_IP_RATE_LIMIT, default on; per-account limits always apply). */
  ipRateLimit: boolean;
  /**
   * Whether admins and superadmins must have two-factor sign-in on to use the admin portal and its
   * API (ADMIN_TWO_FACTOR_REQUIRED; default on in production, off in development and test, where
   * the demo admin signs in with a password alone; decision 0073).
   */
  adminTwoFactorRequired: boolean;
  /** Google sign-in (OpenID Connect); null unless both client id and secret are set. */
  google: { clientId: string; clientSecret: string; issuer: string } | null;
}

export function authProblems(v: AuthEnv, nodeEnv: NodeEnv): string[] {
  const problems: string[] = [];
  if (!(v.BETTER_AUTH_SECRET ?? v.AUTH_SECRET) && nodeEnv === 'production')
    problems.push(
      `BETTER_AUTH_SECRET: required in production (at least ${MIN_SECRET_LENGTH} random characters; AUTH_SECRET also accepted)`,
    );
  if (nodeEnv === 'production')
    problems.push(
      ...weakSecretProblems([
        ['BETTER_AUTH_SECRET', v.BETTER_AUTH_SECRET, true],
        ['AUTH_SECRET', v.AUTH_SECRET, true],
        // Issued by Google.
        ['GOOGLE_CLIENT_SECRET', v.GOOGLE_CLIENT_SECRET, false],
      ]),
    );
  const minLength = v.PASSWORD_MIN_LENGTH ?? DEFAULT_PASSWORD_MIN_LENGTH;
  if (v.PASSWORD_MAX_LENGTH !== undefined && v.PASSWORD_MAX_LENGTH < minLength)
    problems.push(`PASSWORD_MAX_LENGTH: must not be below PASSWORD_MIN_LENGTH (${minLength})`);
  if (Boolean(v.GOOGLE_CLIENT_ID) !== Boolean(v.GOOGLE_CLIENT_SECRET))
    problems.push('GOOGLE_CLIENT_ID: set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither');
  return problems;
}

export function authConfig(v: AuthEnv, nodeEnv: NodeEnv): AuthConfig {
  const secret = v.BETTER_AUTH_SECRET ?? v.AUTH_SECRET;
  return {
    secret: secret ?? DEV_AUTH_SECRET,
    secretIsDevDefault: !secret,
    passwordPolicy: {
      minLength: v.PASSWORD_MIN_LENGTH ?? DEFAULT_PASSWORD_MIN_LENGTH,
      maxLength: v.PASSWORD_MAX_LENGTH ?? null,
      requireLowercase: v.PASSWORD_REQUIRE_LOWERCASE ?? false,
      requireUppercase: v.PASSWORD_REQUIRE_UPPERCASE ?? false,
      requireDigit: v.PASSWORD_REQUIRE_DIGIT ?? false,
      requireSymbol: v.PASSWORD_REQUIRE_SYMBOL ?? false,
    },
    ipRateLimit: v.AUTH_IP_RATE_LIMIT ?? true,
    adminTwoFactorRequired: v.ADMIN_TWO_FACTOR_REQUIRED ?? nodeEnv === 'production',
    google:
      v.GOOGLE_CLIENT_ID && v.GOOGLE_CLIENT_SECRET
        ? {
            clientId: v.GOOGLE_CLIENT_ID,
            clientSecret: v.GOOGLE_CLIENT_SECRET,
            issuer: v.GOOGLE_ISSUER ?? DEFAULT_GOOGLE_ISSUER,
          }
        : null,
  };
}
