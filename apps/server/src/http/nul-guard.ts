import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error.js';

const NUL = '\u0000';
/** Deeper structures than this are not walked (the JSON parser and body limits bound them anyway). */
const MAX_DEPTH = 64;

/**
 * The dotted path of the first string (value or key) containing a NUL character, or null.
 * PostgreSQL text cannot hold NUL, and no field of ours has a use for it.
 */
export function findNul(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path : null;
  if (depth > MAX_DEPTH || typeof value !== 'object' || value === null || Buffer.isBuffer(value)) return null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNul(item, path ? `${path}.${index}` : String(index), depth + 1);
      if (found !== null) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    const here = path ? `${path}.${key}` : key;
    if (key.includes(NUL)) return here;
    const found = findNul(item, here, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * A body kept raw (Better Auth's routes and signed webhooks read bytes): a JSON one is parsed here
 * only to look for "\u0000"; anything that is not JSON is left to the route.
 */
function rawBodyValue(request: FastifyRequest, body: Buffer): unknown {
  if (!/\bjson\b/i.test(request.headers['content-type'] ?? '')) return null;
  const text = body.toString('utf8');
  if (text.includes(NUL)) return text;
  if (!text.includes('\\u0000') && !text.includes('\\U0000')) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function refuse(part: 'path' | 'query' | 'body', field: string): AppError {
  const name = field || part;
  return new AppError(
    'BAD_REQUEST',
    `The request ${part} contains a NUL character (\\u0000) in ${name}; remove it and try again.`,
    { [name]: 'Must not contain the NUL character (\\u0000).' },
  );
}

/**
 * Refuses, with one 400 for the whole app, any request whose path parameters, query or body carry
 * a NUL character, before any route, guard or database sees it. Uploaded files are bytes, not
 * text, and are never inspected (multipart and tus bodies are read by their routes).
 */
const nulGuard: FastifyPluginCallback = (app, _options, done) => {
  app.addHook('onRequest', (request, _reply, next) => {
    const inParams = findNul(request.params);
    if (inParams !== null) return next(refuse('path', inParams));
    const inQuery = findNul(request.query);
    if (inQuery !== null) return next(refuse('query', inQuery));
    next();
  });
  app.addHook('preValidation', (request, _reply, next) => {
    const body: unknown = Buffer.isBuffer(request.body) ? rawBodyValue(request, request.body) : request.body;
    const inBody = findNul(body);
    next(inBody === null ? undefined : refuse('body', inBody));
  });
  done();
};

export const nulGuardPlugin = fp(nulGuard, { name: 'nul-guard' });
