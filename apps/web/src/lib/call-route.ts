/**
 * Calls one route of the shared route table (packages/shared/src/api-routes): builds the URL from
 * its path pattern, sends the body, and passes the answer through the response checker with the
 * route's contract and response schema (check-response.ts: parsed in tests and development,
 * passed through in production). Params, query, body and answer are typed by the route's schemas.
 */
import type {
  ApiRoute,
  PathParams,
  RouteBody,
  RouteParamNames,
  RouteQuery,
  RouteResponse,
} from '@crowdspark/shared/api-routes/define-route';
import { apiRequest } from '@/lib/api-client';
import { checkRouteResponse } from '@/lib/check-response';
import { routeUrl } from '@/lib/route-url';

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
