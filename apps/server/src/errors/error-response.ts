import type { IdentityErrorCode } from '@crowdspark/shared/constants/identity-errors';
import type { ErrorCode, ErrorResponse as SharedErrorResponse } from '@crowdspark/shared/contracts/errors';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, ERROR_STATUS, errorCodeForStatus } from './app-error.js';
import type { FieldErrors } from './app-error.js';

/**
 * The shared error body plus `identityCode` on auth failures (requested for the shared
 * errorResponseSchema; until it lands, declared here).
 */
export type ErrorResponse = {
  error: SharedErrorResponse['error'] & { identityCode?: IdentityErrorCode };
};

export const GENERIC_INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

/** Fastify's own client errors, reworded for people reading them in a browser console. */
const FRAMEWORK_MESSAGES: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'BAD_REQUEST', message: 'The request body is empty; a JSON object was expected.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large for this endpoint.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Unsupported content type: send JSON with Content-Type: application/json.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'BAD_REQUEST', message: 'The request body does not match its Content-Length.' },
  FST_ERR_BAD_URL: { code: 'BAD_REQUEST', message: 'The request URL is malformed.' },
};

/**
 * One issue of a failed schema validation, as fastify-type-provider-zod reports it. Declared here
 * because the library's own type refers to a fastify path its exports do not resolve.
 */
interface ValidationIssue {
  instancePath: string;
  keyword: string;
  message: string;
  params: Record<string, unknown>;
}

interface ErrorLike {
  code?: unknown;
  statusCode?: unknown;
  message?: unknown;
}

export interface ErrorReply {
  status: number;
  body: ErrorResponse;
  /** True when the cause is ours (5xx): log it with its stack; the client only sees a generic message. */
  internal: boolean;
}

/** Turns anything thrown while handling a request into the one error shape `{error: {code, message, fields?}}`. */
export function toErrorReply(error: unknown): ErrorReply {
  if (error instanceof AppError) {
    if (error.statusCode >= 500 && error.code === 'INTERNAL') return internalError();
    const body: ErrorResponse = {
      error: {
        code: error.code,
        message: error.message,
        ...(error.identityCode ? { identityCode: error.identityCode } : {}),
        ...(error.fields ? { fields: error.fields } : {}),
      },
    };
    return { status: error.statusCode, body, internal: error.statusCode >= 500 };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const { validation, validationContext } = error as { validation: ValidationIssue[]; validationContext?: unknown };
    return validationError(validation, validationContext);
  }
  const like = (typeof error === 'object' && error !== null ? error : {}) as ErrorLike;
  const known = typeof like.code === 'string' ? FRAMEWORK_MESSAGES[like.code] : undefined;
  if (known) return { status: ERROR_STATUS[known.code], body: { error: known }, internal: false };
  const status = typeof like.statusCode === 'number' ? like.statusCode : 500;
  if (status >= 400 && status < 500) {
    // Framework and plugin 4xx messages are written for clients (e.g. "Route GET:/x not found").
    const message = typeof like.message === 'string' && like.message ? like.message : 'The request could not be processed.';
    return { status, body: { error: { code: errorCodeForStatus(status), message } }, internal: false };
  }
  return internalError();
}

function internalError(): ErrorReply {
  return { status: 500, body: { error: { code: 'INTERNAL', message: GENERIC_INTERNAL_MESSAGE } }, internal: true };
}

function validationError(issues: ValidationIssue[], context: unknown): ErrorReply {
  const part = typeof context === 'string' ? context : 'body';
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.instancePath.split('/').filter(Boolean).join('.');
    const unknownKeys = issue.keyword === 'unrecognized_keys' ? issue.params.keys : undefined;
    if (Array.isArray(unknownKeys)) {
      for (const key of unknownKeys) fields[path ? `${path}.${String(key)}` : String(key)] ??= 'Unknown field.';
      continue;
    }
    // First message per field: the one a form shows next to it.
    fields[path || part] ??= issue.message;
  }
  const names = Object.keys(fields);
  return {
    status: ERROR_STATUS.VALIDATION_FAILED,
    body: { error: { code: 'VALIDATION_FAILED', message: `The request ${part} is invalid: check ${names.join(', ')}.`, fields } },
    internal: false,
  };
}
