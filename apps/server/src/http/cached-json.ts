import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A JSON answer serialised once and sent as it is to every reader who asks within its lifetime
 * (public lists: the feed's pages, GET /api/discover). Serialising the same object again per
 * request (the route's zod check, then JSON.stringify of a few dozen cards) was most of a cached
 * answer's cost; the caller checks the value against its contract once, when it is made.
 */
export interface JsonBody {
  body: string;
  /** A weak validator of the body, so a client that kept it is answered 304 without the body. */
  etag: string;
}

export function toJsonBody(value: unknown): JsonBody {
  const body = JSON.stringify(value);
  return { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` };
}

/**
 * Sends a cached body (or 304 when If-None-Match names it) and returns the reply (async handlers return it). The answer is the same for everyone,
 * so it may be kept by the browser but must be revalidated (no-cache instead of the API's no-store).
 */
export function sendJsonBody(request: FastifyRequest, reply: FastifyReply, cached: JsonBody): FastifyReply {
  void reply.header('cache-control', 'no-cache').header('etag', cached.etag);
  const asked = request.headers['if-none-match'];
  if (asked && asked.split(',').some((tag) => tag.trim() === cached.etag)) return reply.code(304).send();
  // A string with a JSON content type is sent as it is (no serializer runs).
  return reply.type('application/json; charset=utf-8').send(cached.body);
}
