import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pickEncoding } from './accept-encoding.js';
import type { ContentEncoding } from './accept-encoding.js';

/**
 * A JSON answer serialised once and sent as it is to every reader who asks within its lifetime
 * (public lists: the feed's pages, GET /api/discover). Serialising the same object again per
 * request (the route's zod check, then JSON.stringify of a few dozen cards), encoding the string
 * for the socket and compressing it were most of a cached answer's cost; the caller checks the
 * value against its contract once, when it is made, and each encoding is compressed once.
 */
export interface JsonBody {
  /** UTF-8 bytes: a string would be encoded again on every write to the socket. */
  body: Buffer;
  /** A weak validator of the body, so a client that kept it is answered 304 without the body. */
  etag: string;
  /** The body compressed, made the first time a reader asks for that encoding. */
  encoded: Partial<Record<ContentEncoding, Buffer>>;
}

/** Below this a compressed body saves less than its headers cost (as plugins/compression.ts). */
const COMPRESS_FROM_BYTES = 1024;

export function toJsonBody(value: unknown): JsonBody {
  const body = Buffer.from(JSON.stringify(value), 'utf8');
  return { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`, encoded: {} };
}

function compress(body: Buffer, encoding: ContentEncoding): Buffer {
  // Once per cached answer, so a higher brotli quality than the on-the-fly plugin's 4 pays off.
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
    : gzipSync(body, { level: 9 });
}

/**
 * Sends a cached body (or 304 when If-None-Match names it) and returns the reply (async handlers
 * return it). The answer is the same for everyone, so it may be kept by the browser but must be
 * revalidated (no-cache instead of the API's no-store).
 */
export function sendJsonBody(request: FastifyRequest, reply: FastifyReply, cached: JsonBody): FastifyReply {
  void reply.header('cache-control', 'no-cache').header('etag', cached.etag).header('vary', 'accept-encoding');
  const asked = request.headers['if-none-match'];
  if (asked && asked.split(',').some((tag) => tag.trim() === cached.etag)) return reply.code(304).send();
  void reply.type('application/json; charset=utf-8');
  const encoding = cached.body.length >= COMPRESS_FROM_BYTES ? pickEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(cached.body);
  const encoded = (cached.encoded[encoding] ??= compress(cached.body, encoding));
  // A set Content-Encoding tells the compression plugin the body is compressed already.
  return reply.header('content-encoding', encoding).send(encoded);
}
