import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.js';

/** Deeper than any body the API takes (its deepest is a handful of levels). */
export const JSON_MAX_DEPTH = 32;
/** More items in one array or object than any body the API takes (lists of ids, log batches). */
export const JSON_MAX_ITEMS = 10_000;

/**
 * Why a JSON text is out of bounds (too deeply nested, or an array or object with too many
 * items), or null. One pass over the characters with a counter per open level, no recursion, so
 * it runs before anything recursive (the parser's consumers: validation, idempotency hashing,
 * log masking) sees a hostile shape such as 5,000 nested arrays.
 */
export function jsonShapeProblem(text: string): string | null {
  const items: number[] = [];
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
      continue;
    }
    if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      // [ or {
      if (items.length >= JSON_MAX_DEPTH) return `The request body is nested too deeply (${JSON_MAX_DEPTH} levels at most).`;
      items.push(1);
    } else if (c === 0x5d || c === 0x7d) {
      items.pop();
    } else if (c === 0x2c && items.length > 0) {
      // a comma: one more item in the innermost array or object
      const count = (items[items.length - 1] ?? 0) + 1;
      if (count > JSON_MAX_ITEMS)
        return `The request body has too many items in one list or object (${JSON_MAX_ITEMS.toLocaleString('en-US')} at most).`;
      items[items.length - 1] = count;
    }
  }
  return null;
}

/** 400 with the reason when the JSON text is out of bounds. */
export function assertJsonShape(text: string): void {
  const problem = jsonShapeProblem(text);
  if (problem) throw new AppError('BAD_REQUEST', problem);
}

type ParserDone = (error: Error | null, body?: unknown) => void;

/**
 * Fastify's own JSON parser (prototype-poisoning protection included) behind the shape check: the
 * app parses every JSON body with it, and beacon routes their text/plain bodies.
 */
export function boundedJsonParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  return (request: FastifyRequest, body: string | Buffer, done: ParserDone): void => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    const problem = jsonShapeProblem(text);
    if (problem) {
      done(new AppError('BAD_REQUEST', problem));
      return;
    }
    void parse(request, text, done);
  };
}
