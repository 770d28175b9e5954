import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_MAX_LENGTH } from '@crowdspark/shared/contracts/wallet';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, JsonValue } from '../db/schema.js';
import { AppError } from '../errors/app-error.js';
import { toErrorReply } from '../errors/error-response.js';
import { claimKey, completeKey, releaseKey } from './idempotency-store.js';

export interface IdempotentResponse {
  status: number;
  body: JsonValue;
}

/** Header set on answers replayed from a stored response, so clients and logs can tell. */
export const REPLAYED_HEADER = 'idempotent-replayed';

/**
 * Runs a money-moving handler at most once per (user, Idempotency-Key) and answers repeats with
 * the first response:
 * - same key, same request → the stored status and body (a 4xx is stored and replayed too);
 * - same key, different request (other body, path or endpoint) → 422;
 * - same key while the first is still running → 409 (the client retries later);
 * - the first fails with a 5xx → the key is released so the same key can be retried.
 * The key is claimed in its own committed statement before the handler runs, so concurrent repeats
 * always see it. Completed keys are kept (a cleanup job can drop old ones later).
 */
export async function sendIdempotent(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  handler: () => Promise<IdempotentResponse>,
): Promise<FastifyReply> {
  const key = idempotencyKeyOf(request);
  const scope = `${request.method} ${request.routeOptions.url ?? request.url}`;
  const requestHash = hashRequest(scope, request.params, request.body);

  const existing = await claimKey(db, { userId, key, scope, requestHash });
  if (existing) {
    if (existing.scope !== scope || existing.requestHash !== requestHash)
      throw new AppError('UNPROCESSABLE', 'This Idempotency-Key was already used with a different request.');
    if (existing.status === 'in_flight' || existing.responseStatus === null)
      throw new AppError('CONFLICT', 'A request with this Idempotency-Key is still being processed. Try again in a moment.');
    return reply.code(existing.responseStatus).header(REPLAYED_HEADER, 'true').send(existing.responseBody);
  }

  let response: IdempotentResponse;
  try {
    response = await handler();
  } catch (error) {
    const { status, body } = toErrorReply(error);
    if (status >= 500) await releaseKey(db, userId, key);
    else await completeKey(db, userId, key, { status, body });
    throw error;
  }
  await completeKey(db, userId, key, response);
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
