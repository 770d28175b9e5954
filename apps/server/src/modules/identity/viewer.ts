import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.js';
import type { SecondFactorCheck } from './second-factor.js';
import { assertSecondFactor } from './second-factor.js';
import type { AuthSession } from './session.js';
import { sessionUserIdOrNull, toFetchHeaders } from './session.js';

export type SignedInUser = AuthSession['user'];

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The one way a route learns who is signed in. On a route guarded by `app.requireAccess(...)`
     * it is the guard's user; a missing session here means the guard was left out (401).
     */
    requireUser(): SignedInUser;
    /**
     * On a route without a guard (attributing a page view or a contact message, showing a draft to
     * its owner): the signed-in user's id, or null. One indexed lookup by the cookie's token, no
     * refresh; expired sessions and disabled users give null.
     */
    optionalUserId(): Promise<string | null>;
    /**
     * On a guarded route that moves money or changes a sign-in method: the step-up check for the
     * signed-in user with the code the request carries (identity/second-factor.ts), to run inside
     * the service where the change happens. Resolves when the account has no two-factor sign-in.
     */
    secondFactorCheck(code: string | undefined): SecondFactorCheck;
  }
}

function requireUser(this: FastifyRequest): SignedInUser {
  const user = this.authSession?.user;
  if (!user) throw new AppError('UNAUTHENTICATED', 'Your session has expired. Please sign in again.');
  return user;
}

/** Adds request.requireUser() and request.optionalUserId(); needs the database plugin. */
export function decorateViewer(app: FastifyInstance, secureCookies: boolean): void {
  app.decorateRequest('requireUser', requireUser);
  app.decorateRequest('optionalUserId', function optionalUserId(this: FastifyRequest) {
    return sessionUserIdOrNull(app.db, this.headers.cookie, secureCookies);
  });
  app.decorateRequest('secondFactorCheck', function secondFactorCheck(this: FastifyRequest, code: string | undefined) {
    const { id: userId, email } = this.requireUser();
    const headers = toFetchHeaders(this);
    return () => assertSecondFactor(app.db, app.auth, { userId, email, headers, code });
  });
}
