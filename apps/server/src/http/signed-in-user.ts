import type { FastifyRequest } from 'fastify';
import type { AuthSession } from '../auth/session.js';
import { AppError } from '../errors/app-error.js';

/** The user of a route guarded by requireAccess; a missing session here means the guard was left out. */
export function signedInUser(request: FastifyRequest): AuthSession['user'] {
  const user = request.authSession?.user;
  if (!user) throw new AppError('UNAUTHENTICATED', 'Your session has expired. Please sign in again.');
  return user;
}
