import type { IdentityErrorCode } from '@crowdspark/shared/constants/identity-errors';
import { IDENTITY_ERROR_MESSAGES } from '@crowdspark/shared/constants/identity-errors';
import type { ErrorCode } from '@crowdspark/shared/contracts/errors';

/**
 * The one code-to-status map: every error the API answers with gets its HTTP status here.
 * Where codes share a status, the generic one comes first (see errorCodeForStatus).
 */
export const ERROR_STATUS: Readonly<Record<ErrorCode, number>> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  EMAIL_NOT_VERIFIED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
};

/** Field path (dot-joined) → message, for validation failures. */
export type FieldErrors = Record<string, string>;

/** The single error type services and routes throw; the error handler turns it into JSON. */
export class AppError extends Error {
  readonly statusCode: number;
  /** Identity failures also carry the identity code (docs/product-rules.md#identity-error-codes) the web app explains. */
  identityCode?: IdentityErrorCode;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
    options?: ErrorOptions & { statusCode?: number },
  ) {
    super(message, options);
    this.name = 'AppError';
    this.statusCode = options?.statusCode ?? ERROR_STATUS[code];
  }
}

/** An auth failure: our ErrorCode for the status, the identity code and its shared sentence. */
export function identityError(
  code: ErrorCode,
  identityCode: IdentityErrorCode,
  fields?: FieldErrors,
  statusCode?: number,
): AppError {
  const error = new AppError(code, IDENTITY_ERROR_MESSAGES[identityCode], fields, statusCode ? { statusCode } : undefined);
  error.identityCode = identityCode;
  return error;
}

/**
 * The code for a status set by a framework or plugin error (Fastify's 413/415, a plugin's 403):
 * the first code of the map with that status, so the map stays the only source of truth.
 */
export function errorCodeForStatus(status: number): ErrorCode {
  const entry = Object.entries(ERROR_STATUS).find(([, s]) => s === status);
  if (entry) return entry[0] as ErrorCode;
  return status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
}
