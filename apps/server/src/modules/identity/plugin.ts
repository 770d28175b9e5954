import type { RouteAccess } from '@crowdspark/shared/constants/routes';
import type { FastifyPluginAsync, FastifyPluginCallback } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config/load-config.js';
import { createMailSender } from '../../plugins/mail.js';
import type { MailSender } from '../../plugins/mail.js';
import { createAccountDeletionHooks, registerDeletionHook } from './account-deletion-hooks.js';
import type { AccountDeletionHook, AccountDeletionHooks } from './account-deletion-hooks.js';
import { createAuth } from './better-auth.js';
import type { Auth } from './better-auth.js';
import { authRoutes } from './routes.js';
import { isLookalikeSessionToken } from './sign-up-privacy.js';
import { accessGuard } from './session.js';
import type { AccessGuard } from './session.js';
import { decorateViewer } from './viewer.js';

/** What identity offers other modules at start-up. */
export interface IdentityRegistry {
  /** Runs the hook inside every account deletion's transaction (see account-deletion-hooks.ts). */
  beforeAccountDeletion(name: string, hook: AccountDeletionHook): void;
  /** Everything registered so far, run by the account deletion route. */
  readonly accountDeletionHooks: AccountDeletionHooks;
  /** Whether a session cookie's token is one a sign-up for a taken address made up (no session; see sign-up-privacy.ts). */
  isLookalikeSessionToken(token: string): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    mail: MailSender;
    /** Route guard: `{ onRequest: app.requireAccess('verified') }` (or preHandler); then `request.requireUser()`. */
    requireAccess(access: RouteAccess): AccessGuard;
    secureCookies: boolean;
    identity: IdentityRegistry;
  }
}

export interface IdentityPluginOptions {
  config: Config;
  /** Tests pass their own (e.g. to wait for SMTP deliveries). */
  mail?: MailSender;
}

/**
 * Identity for the whole app: Better Auth, the mail sender it sends links with, the route guard,
 * the signed-in user on every request (request.requireUser(), request.optionalUserId()) and the
 * hooks before account deletion. Needs the database plugin; its routes are `identityRoutes`.
 */
const identityPlugin: FastifyPluginCallback<IdentityPluginOptions> = (app, { config, mail }, done) => {
  const mailSender =
    mail ?? createMailSender({ db: app.db, logger: app.log, smtpUrl: config.mail.smtpUrl, from: config.mail.from });
  const auth = createAuth({ config, db: app.db, mail: mailSender, logger: app.log });
  const secureCookies = config.publicUrl.startsWith('https:');
  const deletionHooks = createAccountDeletionHooks();
  app.decorate('auth', auth);
  app.decorate('mail', mailSender);
  app.decorate('secureCookies', secureCookies);
  const identity: IdentityRegistry = {
    beforeAccountDeletion: (name, hook) => registerDeletionHook(deletionHooks, name, hook),
    accountDeletionHooks: deletionHooks,
    isLookalikeSessionToken: (token) => isLookalikeSessionToken(token, config.auth.secret),
  };
  app.decorate('identity', identity);
  app.decorateRequest('authSession', null);
  decorateViewer(app, secureCookies);
  app.decorate('requireAccess', (access: RouteAccess) =>
    accessGuard(
      { auth, db: app.db, secureCookies, secret: config.auth.secret, adminTwoFactorRequired: config.auth.adminTwoFactorRequired },
      access,
    ),
  );
  if (config.auth.secretIsDevDefault)
    app.log.warn('BETTER_AUTH_SECRET is not set: using the fixed development secret (refused in production)');
  // A sender passed in belongs to the caller; our own is closed with the app.
  app.addHook('onClose', async () => {
    if (mail) await mailSender.idle();
    else await mailSender.close();
  });
  done();
};

export const identityPluginFp = fp(identityPlugin, { name: 'identity', dependencies: ['database'] });

export interface IdentityRoutesOptions {
  config: Config;
}

/** /api/auth/*: registered inside the /api scope (rate limit, CSRF, no-store). */
export const identityRoutes: FastifyPluginAsync<IdentityRoutesOptions> = async (api, { config }) => {
  await api.register(authRoutes, {
    prefix: '/auth',
    publicUrl: config.publicUrl,
    passwordPolicy: config.auth.passwordPolicy,
    googleSignIn: config.auth.google !== null,
  });
};
