import type { FastifyPluginCallback } from 'fastify';
import { referralCookieValue, referralSetCookie } from './referral-cookie.js';
import { referralCodeExists } from './service.js';

/**
 * GET /join/:code, the personal referral link (docs/product-rules.md#rewards): remembers the code
 * in a first-party cookie for 30 days and sends the visitor to sign up. An unknown code just goes
 * to the home page, without a cookie.
 */
export const referralLinkRoutes: FastifyPluginCallback<{ secret: string; secureCookies: boolean }> = (app, options, done) => {
  app.get<{ Params: { code: string } }>('/join/:code', async (request, reply) => {
    const { code } = request.params;
    if (!/^[\w-]{1,32}$/.test(code) || !(await referralCodeExists(app.db, code))) return reply.redirect('/', 302);
    reply.header('set-cookie', referralSetCookie(referralCookieValue(options.secret, code, new Date()), options.secureCookies));
    return reply.redirect('/sign-up', 302);
  });
  done();
};
