/**
 * Application error classification (docs/product-rules.md#error-classification): the type is inferred from keywords in
 * the message. Rules run top to bottom and the first match wins.
 */
export type AppErrorType =
  | 'NetworkError'
  | 'ValidationError'
  | 'AuthorizationError'
  | 'AuthenticationError'
  | 'ServerError'
  | 'DatabaseError'
  | 'UnknownError';

export interface AppErrorRecord {
  message: string;
  type: AppErrorType;
  /** ISO 8601. */
  timestamp: string;
  originalError: unknown;
  stack: string | undefined;
}

const CLASSIFICATION_RULES: ReadonlyArray<readonly [AppErrorType, RegExp]> = [
  // "unauthenticated" first: it is the most specific keyword and "not authenticated" problems
  // must never be reported as permission problems (or as anything else the message mentions).
  ['AuthenticationError', /unauthenticated/],
  ['NetworkError', /network|offline|connection|unreachable|failed to fetch|load failed/],
  ['ValidationError', /validation|invalid/],
  ['AuthorizationError', /unauthorized|permission/],
  ['AuthenticationError', /login|token/],
  // Short keywords need word boundaries: "feedback" is not a database problem, "1500" no server error.
  ['ServerError', /server|\b500\b/],
  ['DatabaseError', /database|query|\bdb\b/],
];

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') return error.message;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

export function classifyError(error: unknown): AppErrorType {
  const message = errorMessage(error).toLowerCase();
  for (const [type, pattern] of CLASSIFICATION_RULES) {
    if (pattern.test(message)) return type;
  }
  return 'UnknownError';
}

export function toAppError(error: unknown, now: () => Date = () => new Date()): AppErrorRecord {
  return {
    message: errorMessage(error),
    type: classifyError(error),
    timestamp: now().toISOString(),
    originalError: error,
    stack: error instanceof Error ? error.stack : undefined,
  };
}
