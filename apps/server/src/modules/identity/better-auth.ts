import { APIError, betterAuth } from 'better-auth';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config/load-config.js';
import type { Database } from '../../db/schema.js';
import { COOKIE_PREFIX } from '../../http/session-cookie.js';
import type { MailSender } from '../../plugins/mail.js';
import { verificationEmail, resetPasswordEmail, changeEmailEmail } from './emails.js';
import { hashPassword, verifyPassword } from './password-hasher.js';
import { PASSWORD_HARD_MAX_LENGTH } from './password-policy.js';
import { isUserBanned, recordSignIn } from './repository.js';
import { passkeyPlugin } from './passkey-plugin.js';
import { twoFactorPlugin } from './two-factor-plugin.js';
import { assignUsername } from './usernames.js';

/** Session lifetime and the age after which a request extends it (sliding expiry). */
export const SESSION_EXPIRES_IN_S = 30 * 24 * 3600;
export const SESSION_UPDATE_AGE_S = 24 * 3600;
/** Reset links are single-use and valid for one hour (docs/product-rules.md#email-links); verification links for one day. */
export const RESET_TOKEN_EXPIRES_IN_S = 3600;
export const VERIFICATION_TOKEN_EXPIRES_IN_S = 24 * 3600;
/**
 * Better Auth's own freshness rule for its sensitive endpoints. Deleting the account and changing
 * the email are stricter (identity/reauthentication.ts: the current password, or a sign-in minutes old).
 */
export const FRESH_AGE_S = 24 * 3600;

/** Set by our mount from Fastify's request.ip (TRUST_PROXY aware); any client-sent value is dropped. */
export const CLIENT_IP_HEADER = 'x-crowdspark-client-ip';

/** Per-IP limits (Better Auth's limiter, counters in PostgreSQL): [window seconds, max requests]. */
export const AUTH_IP_RATE_LIMITS: Record<string, { window: number; max: number }> = {
  '/sign-in/email': { window: 60, max: 20 },
  '/sign-up/email': { window: 600, max: 10 },
  '/request-password-reset': { window: 600, max: 10 },
  '/send-verification-email': { window: 600, max: 10 },
  '/reset-password': { window: 600, max: 20 },
  '/change-password': { window: 600, max: 20 },
  '/passkey/verify-authentication': { window: 60, max: 20 },
};

/** SPA pages the auth links land on. */
export const SPA_PAGES = {
  verifyEmail: '/verify-email',
  resetPassword: '/forgot-password',
  signIn: '/sign-in',
} as const;

export interface CreateAuthOptions {
  config: Config;
  db: Kysely<Database>;
  mail: MailSender;
  logger: FastifyBaseLogger;
}

/** Replaces the callbackURL of a Better Auth link, so emails always lead to our own SPA page. */
function withCallback(url: string, callbackURL: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('callbackURL', callbackURL);
  return parsed.toString();
}

/**
 * Better Auth over the app's database: its `user` model is our `users` table, its other models are
 * the auth_* tables of migration 0002, every column mapped to our snake_case names. The Kysely
 * instance is passed without the CamelCasePlugin, so Better Auth's own SQL is left as it writes it.
 */
export function createAuth({ config, db, mail, logger }: CreateAuthOptions) {
  const { passwordPolicy } = config.auth;
  const secure = config.publicUrl.startsWith('https:');
  const { google } = config.auth;
  // Google through standard OpenID Connect (discovery, authorization code + PKCE), so a local
  // OpenID provider can stand in for it: GOOGLE_ISSUER is configuration.
  const googlePlugins = google
    ? [
        genericOAuth({
          config: [
            {
              providerId: 'google',
              clientId: google.clientId,
              clientSecret: google.clientSecret,
              discoveryUrl: `${google.issuer}/.well-known/openid-configuration`,
              scopes: ['openid', 'email', 'profile'],
              pkce: true,
            },
          ],
        }),
      ]
    : [];
  return betterAuth({
    plugins: [twoFactorPlugin(), passkeyPlugin(config.publicUrl), ...googlePlugins],
    appName: 'Crowdspark',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.auth.secret,
    trustedOrigins: [config.publicUrl],
    database: { db: db.withoutPlugins(), type: 'postgres' },
    logger: {
      level: 'warn',
      log: (level, message, ...args) => {
        const method = level === 'error' ? 'error' : level === 'warn' ? 'warn' : 'debug';
        logger[method]({ betterAuth: args.length ? args.map(String) : undefined }, `auth: ${message}`);
      },
    },
    telemetry: { enabled: false },
    user: {
      modelName: 'users',
      fields: {
        name: 'display_name',
        emailVerified: 'email_verified',
        image: 'photo_url',
        createdAt: 'created_at',
        updatedAt: 'updated_at',
      },
      changeEmail: { enabled: true },
      // POST /api/auth/delete-user is ours (identity/account-deletion.ts):
      // Better Auth's deletes the users row, which the money history must keep.
      deleteUser: { enabled: false },
    },
    session: {
      modelName: 'auth_sessions',
      fields: {
        userId: 'user_id',
        expiresAt: 'expires_at',
        ipAddress: 'ip_address',
        userAgent: 'user_agent',
        createdAt: 'created_at',
        updatedAt: 'updated_at',
      },
      expiresIn: SESSION_EXPIRES_IN_S,
      updateAge: SESSION_UPDATE_AGE_S,
      freshAge: FRESH_AGE_S,
      // No cookie cache: every request reads the session row, so revocation and disabling apply at once.
      cookieCache: { enabled: false },
    },
    account: {
      modelName: 'auth_accounts',
      fields: {
        userId: 'user_id',
        accountId: 'account_id',
        providerId: 'provider_id',
        accessToken: 'access_token',
        refreshToken: 'refresh_token',
        idToken: 'id_token',
        accessTokenExpiresAt: 'access_token_expires_at',
        refreshTokenExpiresAt: 'refresh_token_expires_at',
        createdAt: 'created_at',
        updatedAt: 'updated_at',
      },
      // Google is linked only on purpose (from settings), never by matching the email at sign-in.
      accountLinking: { enabled: true, disableImplicitLinking: true, trustedProviders: [] },
    },
    verification: {
      modelName: 'auth_verifications',
      fields: { expiresAt: 'expires_at', createdAt: 'created_at', updatedAt: 'updated_at' },
    },
    rateLimit: {
      enabled: config.auth.ipRateLimit,
      storage: 'database',
      modelName: 'auth_rate_limits',
      fields: { lastRequest: 'last_request' },
      window: 60,
      max: 200,
      customRules: AUTH_IP_RATE_LIMITS,
    },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      requireEmailVerification: false,
      minPasswordLength: passwordPolicy.minLength,
      maxPasswordLength: Math.min(passwordPolicy.maxLength ?? PASSWORD_HARD_MAX_LENGTH, PASSWORD_HARD_MAX_LENGTH),
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: RESET_TOKEN_EXPIRES_IN_S,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await mail.send(resetPasswordEmail(user.email, user.name, withCallback(url, SPA_PAGES.resetPassword)));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: VERIFICATION_TOKEN_EXPIRES_IN_S,
      sendVerificationEmail: async ({ user, url }) => {
        const link = withCallback(url, SPA_PAGES.verifyEmail);
        // Changing email sends the new address's verification through this hook too (token claim updateTo).
        const newEmail = changeEmailTarget(url);
        await mail.send(newEmail ? changeEmailEmail(newEmail, user.name, link) : verificationEmail(user.email, user.name, link));
      },
    },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure, path: '/' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            await assignUsername(db, user.id, user.name);
          },
        },
      },
      session: {
        create: {
          before: async (session) => {
            if (await isUserBanned(db, session.userId))
              throw new APIError('FORBIDDEN', { code: 'BANNED_USER', message: 'user-disabled' });
          },
          after: async (session) => {
            await recordSignIn(db, session.userId);
          },
        },
      },
    },
  });
}

/** The `updateTo` claim of a verification link's JWT: the new address when the user is changing email. */
function changeEmailTarget(url: string): string | null {
  const payload = new URL(url).searchParams.get('token')?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { updateTo?: unknown };
    return typeof claims.updateTo === 'string' ? claims.updateTo : null;
  } catch {
    return null;
  }
}

export type Auth = ReturnType<typeof createAuth>;
