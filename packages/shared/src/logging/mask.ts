/**
 * Masking shared by the browser logger and the server's log ingest: the client masks before
 * sending, and the server masks again because a client can never be trusted to have done so.
 */

/** Field names that hold secrets: token, password, secret, key, authorization (docs/product-rules.md#log-masking). */
export const SENSITIVE_KEY_PATTERN = /token|password|secret|key|authorization/i;

/** Three base64url segments, the first starting like a JSON header: a JWT. */
export const JWT_PATTERN = /\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\b/g;

export const MASKED = '[MASKED]';
export const REDACTED_JWT = '[REDACTED_JWT]';

const MAX_DEPTH = 8;

export function redactJwts(text: string): string {
  return text.replace(JWT_PATTERN, REDACTED_JWT);
}

/** Returns a deep copy with sensitive fields masked and JWT-like strings redacted. */
export function maskSensitive(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactJwts(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[Truncated]';
  if (Array.isArray(value)) return value.map((item) => maskSensitive(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    out[key] = SENSITIVE_KEY_PATTERN.test(key) ? MASKED : maskSensitive(inner, depth + 1);
  }
  return out;
}
