import type { RouteAccess } from '@crowdspark/shared/constants/routes';
import type { FastifyPluginCallback } from 'fastify';
import fp from 'fastify-plugin';
import { createAuth } from '../auth/auth.js';
import type { Auth } from '../auth/auth.js';
import { accessGuard } from '../auth/session.js';
import type { AccessGuard } from '../auth/session.js';
import type { Config } from '../config.js';
import { createMailSender } from './mail.js';
import type { MailSender } from './mail.js';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    mail: MailSender;
    /** Guard for routes of later issues: `{ onRequest: app.requireAccess('verified') }` (or preHandler). */
    requireAccess(access: RouteAccess): AccessGuard;
    secureCookies: boolean;
  }
}

export interface AuthPluginOptions {
  config: Config;
  /** Tests pass their own (e.g. to wait for SMTP deliveries). */
  mail?: MailSender;
}

/** Better Auth and the mail sender, shared by the /api routes; needs the database plugin. */
const authPlugin: FastifyPluginCallback<AuthPluginOptions> = (app, { config, mail }, done) => {
  const mailSender =
    mail ?? createMailSender({ db: app.db, logger: app.log, smtpUrl: config.mail.smtpUrl, from: config.mail.from });
  const auth = createAuth({ config, db: app.db, mail: mailSender, logger: app.log });
  const secureCookies = config.publicUrl.startsWith('https:');
  app.decorate('auth', auth);
  app.decorate('mail', mailSender);
  app.decorate('secureCookies', secureCookies);
  app.decorateRequest('authSession', null);
  app.decorate('requireAccess', (access: RouteAccess) => accessGuard({ auth, db: app.db, secureCookies }, access));
  if (config.auth.secretIsDevDefault)
    app.log.warn('BETTER_AUTH_SECRET is not set: using the fixed development secret (refused in production)');
  // A sender passed in belongs to the caller; our own is closed with the app.
  app.addHook('onClose', async () => {
    if (mail) await mailSender.idle();
    else await mailSender.close();
  });
  done();
};

export const authPluginFp = fp(authPlugin, { name: 'auth', dependencies: ['database'] });
