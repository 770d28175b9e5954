import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.js';

/** No body of ours nests deeper than a handful of levels; recursive code after parsing (request hashing, zod, log masking) stays far from the call-stack limit. */
export const MAX_JSON_DEPTH = 64;
/** Elements of one array or keys of one object: far above any real form, far below what makes a linear walk slow. */
export const MAX_JSON_CONTAINER_SIZE = 10_000;

const OPEN_ARRAY = 0x5b; // [
const CLOSE_ARRAY = 0x5d; // ]
const OPEN_OBJECT = 0x7b; // {
const CLOSE_OBJECT = 0x7d; // }
const COMMA = 0x2c;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);

function refuse(message: string): AppError {
  return new AppError('BAD_REQUEST', message, { body: message });
}

/**
 * Checks the nesting depth and container sizes of a JSON text in one pass over its characters,
 * without parsing it and without recursion, so a hostile shape (5,000 levels of `[`) is refused
 * before anything recursive sees it. Malformed JSON is not judged here: the parser after it answers that.
 * Throws a 400 AppError naming the bound that was crossed.
 */
export function assertJsonShape(text: string): void {
  // Per open container: how many elements it has so far (a comma adds one; the first value counts once).
  const counts: number[] = [];
  const hasValue: boolean[] = [];
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i += 1;
      else if (code === QUOTE) inString = false;
      continue;
    }
    if (WHITESPACE.has(code)) continue;
    const depth = counts.length;
    if (depth > 0 && !hasValue[depth - 1] && code !== CLOSE_ARRAY && code !== CLOSE_OBJECT) {
      hasValue[depth - 1] = true;
      counts[depth - 1] = 1;
    }
    if (code === QUOTE) inString = true;
    else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      if (depth >= MAX_JSON_DEPTH)
        throw refuse(`The request body nests deeper than ${MAX_JSON_DEPTH} levels of arrays and objects; send a flatter body.`);
      counts.push(0);
      hasValue.push(false);
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) {
      counts.pop();
      hasValue.pop();
    } else if (code === COMMA && depth > 0) {
      const count = (counts[depth - 1] ?? 0) + 1;
      // A comma in an object separates key-value pairs, in an array elements: both count one.
      if (count > MAX_JSON_CONTAINER_SIZE)
        throw refuse(`The request body has an array or object with more than ${MAX_JSON_CONTAINER_SIZE} entries; send fewer.`);
      counts[depth - 1] = count;
    }
  }
}

/**
 * Fastify's own JSON parser (prototype-poisoning protection, empty-body and syntax errors) behind
 * the shape check. Used for application/json everywhere and for JSON sent as text/plain (beacons).
 */
export function boundedJsonParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  return (request: FastifyRequest, body: string, done: (error: Error | null, value?: unknown) => void): void => {
    try {
      assertJsonShape(body);
    } catch (error) {
      done(error as Error);
      return;
    }
    void parse(request, body, done);
  };
}

/** Whether a raw body (kept as bytes for Better Auth and signed webhooks) claims to be JSON. */
export function isJsonContentType(request: FastifyRequest): boolean {
  return /\bjson\b/i.test(request.headers['content-type'] ?? '');
}

/**
 * A parser that keeps every body as raw bytes (Better Auth reads them itself; webhooks check a
 * signature over them), while a body that claims to be JSON still gets the shape bound first.
 */
export function rawBodyParser(request: FastifyRequest, body: Buffer, done: (error: Error | null, value?: Buffer) => void): void {
  try {
    if (isJsonContentType(request)) assertJsonShape(body.toString('utf8'));
  } catch (error) {
    done(error as Error);
    return;
  }
  done(null, body);
}
