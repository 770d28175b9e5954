import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_MAX_LENGTH } from '@crowdspark/shared/constants/money';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database, JsonValue } from '../db/schema.js';
import { AppError } from '../errors/app-error.js';
import { toErrorReply } from '../errors/error-response.js';
import { claimKey, completeKey, linkResource, releaseKey } from './idempotency-store.js';

export interface IdempotentResponse {
  status: number;
  body: JsonValue;
}

/** Header set on answers replayed from a stored response, so clients and logs can tell. */
export const REPLAYED_HEADER = 'idempotent-replayed';

/** How long a request may hold its key before a retry presumes it dead (IDEMPOTENCY_LEASE overrides). */
export const DEFAULT_IDEMPOTENCY_LEASE_MS = 30_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** IDEMPOTENCY_LEASE in milliseconds (decorated by modules/payments/plugin.ts). */
    idempotencyLeaseMs?: number;
  }
}

/**
 * What a money handler can do with the key it holds. Handlers whose work is one database
 * transaction record their answer in it (`completeIn`): a crash then leaves the answer with its
 * work, or neither, and a retry simply runs again. Handlers with several steps (a checkout, a
 * payout: a network call between transactions) link what their first transaction made
 * (`linkIn`); a retry after a crash gets it back as `resumedResourceId` and finishes that instead
 * of starting over. Both throw a 409 (rolling the transaction back) when a retry has taken the key
 * over meanwhile, so two attempts can never both take effect.
 */
export interface IdempotencyClaim {
  readonly resumedResourceId: string | null;
  completeIn(trx: Transaction<Database>, response: IdempotentResponse): Promise<void>;
  linkIn(trx: Transaction<Database>, resourceId: string): Promise<void>;
}

const SUPERSEDED = 'This request took too long and was retried with the same Idempotency-Key; the retry answers it.';

/**
 * Runs a money-moving handler at most once per (user, Idempotency-Key) and answers repeats with
 * the first response:
 * - same key, same request → the stored status and body (a 4xx is stored and replayed too);
 * - same key, different request (other body, path or endpoint) → 422;
 * - same key while the first is still running → 409 (the client retries later);
 * - same key after the first died mid-request (its lease ran out, e.g. the server was killed) →
 *   this request takes over: it runs again, or resumes what the first one linked;
 * - the first fails with a 5xx → the key is released so the same key can be retried.
 * The key is claimed in its own committed statement before the handler runs, so concurrent repeats
 * always see it. Stored answers are deleted after 24 hours by the `idempotency-keys-expire` job.
 */
export async function sendIdempotent(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  handler: (claim: IdempotencyClaim) => Promise<IdempotentResponse>,
): Promise<FastifyReply> {
  const key = idempotencyKeyOf(request);
  const scope = `${request.method} ${request.routeOptions.url ?? request.url}`;
  const requestHash = hashRequest(scope, request.params, request.body);
  const leaseMs = request.server.idempotencyLeaseMs ?? DEFAULT_IDEMPOTENCY_LEASE_MS;

  const claimed = await claimKey(db, { userId, key, scope, requestHash }, leaseMs);
  if ('existing' in claimed) {
    const { existing } = claimed;
    if (existing.scope !== scope || existing.requestHash !== requestHash)
      throw new AppError('UNPROCESSABLE', 'This Idempotency-Key was already used with a different request.');
    if (existing.status === 'in_flight' || existing.responseStatus === null)
      throw new AppError('CONFLICT', 'A request with this Idempotency-Key is still being processed. Try again in a moment.');
    return reply.code(existing.responseStatus).header(REPLAYED_HEADER, 'true').send(existing.responseBody);
  }

  const id = { userId, key };
  const { leaseToken, resumedResourceId } = claimed.held;
  if (resumedResourceId)
    request.log.warn({ idempotencyKey: key, resumedResourceId }, 'idempotent request resumed after its first attempt died');
  let completedInTransaction = false;
  const claim: IdempotencyClaim = {
    resumedResourceId,
    async completeIn(trx, response) {
      if (!(await completeKey(trx, id, leaseToken, response))) throw new AppError('CONFLICT', SUPERSEDED);
      completedInTransaction = true;
    },
    async linkIn(trx, resourceId) {
      if (!(await linkResource(trx, id, leaseToken, resourceId))) throw new AppError('CONFLICT', SUPERSEDED);
    },
  };

  let response: IdempotentResponse;
  try {
    response = await handler(claim);
  } catch (error) {
    const { status, body } = toErrorReply(error);
    if (status >= 500) await releaseKey(db, id, leaseToken);
    else await completeKey(db, id, leaseToken, { status, body });
    throw error;
  }
  if (!completedInTransaction && !(await completeKey(db, id, leaseToken, response)))
    request.log.warn({ idempotencyKey: key }, 'idempotent request answered after a retry took its key over');
  return reply.code(response.status).send(response.body);
}

function idempotencyKeyOf(request: FastifyRequest): string {
  const raw = request.headers['idempotency-key'];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key?.trim())
    throw new AppError(
      'BAD_REQUEST',
      'This request needs an Idempotency-Key header: a unique value per action, reused on retries.',
    );
  if (key.length > IDEMPOTENCY_KEY_MAX_LENGTH)
    throw new AppError(
      'BAD_REQUEST',
      `The Idempotency-Key header is too long (${IDEMPOTENCY_KEY_MAX_LENGTH} characters at most).`,
    );
  return key;
}

/** Same request = same endpoint, path parameters and body (keys sorted, so field order does not matter). */
function hashRequest(scope: string, params: unknown, body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([scope, canonical(params), canonical(body)]))
    .digest('hex');
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  return value ?? null;
}
