/**
 * Same-origin JSON client for /api. Every non-2xx answer becomes an ApiError carrying the
 * server's `{error: {code, message, fields}}`; a request that never got an answer becomes an
 * ApiError with status 0 and code NETWORK_ERROR (its message classifies as a NetworkError).
 */
import type { ErrorCode } from '@crowdspark/shared/contracts/errors';
import type {
  ApiRoute,
  PathParams,
  RouteBody,
  RouteParamNames,
  RouteQuery,
  RouteResponse,
} from '@crowdspark/shared/api-routes/define-route';
import { checkRouteResponse } from '@/lib/check-response';
import { routeUrl } from '@/lib/route-url';

export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ApiErrorCode;
  /** Field name → message, when the server rejected the input. */
  readonly fields: Readonly<Record<string, string>>;
  /** Identity error code on auth failures (docs/product-rules.md#identity-error-codes, or a Better Auth code mapped onto one). */
  readonly identityCode: string | null;

  constructor(init: {
    status: number;
    code: ApiErrorCode;
    message: string;
    fields?: Record<string, string>;
    identityCode?: string | null;
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? {};
    this.identityCode = init.identityCode ?? null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

function isStringRecord(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && Object.values(value).every((item) => typeof item === 'string');
}

interface ParsedErrorBody {
  code: ErrorCode;
  message: string;
  fields?: Record<string, string>;
  identityCode?: string;
}

/**
 * Reads `{error: {code, message, fields?, identityCode?}}` (the shared errorResponseSchema), and
 * Better Auth's own `{code, message}` should an auth endpoint answer unwrapped (its code becomes
 * the identity code). Checked by hand rather than with the zod schema so zod stays out of the
 * main bundle.
 */
function parseErrorBody(body: unknown, status: number): ParsedErrorBody | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  if (!('error' in body)) {
    const { code, message } = body as Record<string, unknown>;
    if (typeof code !== 'string' || typeof message !== 'string') return undefined;
    return { code: CODE_BY_STATUS[status] ?? 'INTERNAL', message, identityCode: code };
  }
  const error: unknown = body.error;
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message, fields, identityCode } = error as Record<string, unknown>;
  if (typeof code !== 'string' || typeof message !== 'string') return undefined;
  return {
    code: code as ErrorCode,
    message,
    ...(isStringRecord(fields) ? { fields } : {}),
    ...(typeof identityCode === 'string' ? { identityCode } : {}),
  };
}

/** The ApiError of a non-2xx answer (the server's JSON error, or its status). */
export async function toApiError(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const parsed = parseErrorBody(body, response.status);
  if (parsed) return new ApiError({ status: response.status, ...parsed });
  // Not our JSON (a proxy page, an empty body): fall back to the status.
  return new ApiError({
    status: response.status,
    code: CODE_BY_STATUS[response.status] ?? 'INTERNAL',
    message: `Request failed with status ${response.status}${response.statusText ? ` (${response.statusText})` : ''}.`,
  });
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-encoded, except FormData which is sent as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Let the request outlive the page (page views sent while navigating away). */
  keepalive?: boolean;
}

/**
 * fetch() whose failures are ApiErrors: unreachable server → NETWORK_ERROR, non-2xx → the server's
 * error answer. An abort stays an AbortError (TanStack Query expects it).
 */
export async function fetchOk(path: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'Network error: the server could not be reached. Check your connection and try again.',
    });
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  const init: RequestInit = { method: options.method ?? 'GET', headers, credentials: 'same-origin' };
  if (options.body instanceof FormData) {
    init.body = options.body;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  if (options.signal) init.signal = options.signal;
  if (options.keepalive) init.keepalive = true;

  const response = await fetchOk(path, init);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const apiClient = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
};

/*
 * callRoute: one route of the shared route table (packages/shared/src/api-routes, decision 0068).
 * Builds the URL from its path pattern, sends the body, and passes the answer through the response
 * checker with the route's contract and response schema (check-response.ts: parsed in tests and
 * development, passed through in production). Params, query, body and answer are typed by the
 * route's schemas. It lives here, beside the client every first load already has, so it adds no
 * chunk of its own to the pages' first loads.
 */
interface CommonOptions<R extends ApiRoute> {
  query?: RouteQuery<R>;
  signal?: AbortSignal | undefined;
  headers?: Record<string, string>;
}

type ParamsOption<R extends ApiRoute> = [RouteParamNames<R>] extends [never]
  ? { params?: never }
  : { params: PathParams<R['path']> };

// A route without a body schema may still be sent `{}` (what its caller always sent).
type BodyOption<R extends ApiRoute> = R['body'] extends string ? { body: RouteBody<R> } : { body?: Record<string, never> };

export type CallRouteOptions<R extends ApiRoute> = CommonOptions<R> & ParamsOption<R> & BodyOption<R>;

type OptionalArgument<R extends ApiRoute> = [RouteParamNames<R>] extends [never]
  ? R['body'] extends string
    ? [options: CallRouteOptions<R>]
    : [options?: CallRouteOptions<R>]
  : [options: CallRouteOptions<R>];

export async function callRoute<R extends ApiRoute>(route: R, ...[options]: OptionalArgument<R>): Promise<RouteResponse<R>> {
  const url = routeUrl(route.path, options?.params, options?.query);
  const body = await apiRequest<unknown>(url, {
    method: route.method,
    ...(options?.body !== undefined ? { body: options.body } : {}),
    ...(options?.signal ? { signal: options.signal } : {}),
    ...(options?.headers ? { headers: options.headers } : {}),
  });
  return checkRouteResponse(body, route.contract, route.response) as RouteResponse<R>;
}
