/**
 * Registers a route of the shared route table (packages/shared/src/api-routes;
 * docs/decisions/0068-typed-route-table.md) with its real schemas: method, URL (without the `/api`
 * prefix the API scope is registered under) and `schema` come from the table, so the handler is
 * typed by the same schemas the web's request and answer are. Use it in `app.route`:
 *
 *   app.route({ ...routeOptions(getWalletRoute), onRequest: signedIn, handler: async (request) => … });
 *
 * Path parameters are checked here (a uuid, a slug): the server's `params` schema must have
 * exactly the names of the path's `:parameters`. A route of status 204 has no response schema;
 * its handler answers `reply.code(204).send()`.
 */
import type {
  ApiRoute,
  HttpMethod,
  PathParams,
  RouteParamNames,
  SuccessStatus,
} from '@crowdspark/shared/api-routes/define-route';
import type { ContractSchema, SchemaName } from '@crowdspark/shared/api-routes/contract-modules';
import type { ZodType } from 'zod';
import { CONTRACT_MODULES } from '@crowdspark/shared/api-routes/contract-schemas';

type StripApi<P extends string> = P extends `/api${infer Rest}` ? Rest : never;

type StatusOf<R extends ApiRoute> = R['status'] extends SuccessStatus ? R['status'] : 200;

type Schema<R extends ApiRoute, Field extends 'response' | 'query' | 'body'> =
  R[Field] extends SchemaName<R['contract']> ? ContractSchema<R['contract'], R[Field]> : never;

type ParamsExtra<R extends ApiRoute> = [RouteParamNames<R>] extends [never]
  ? { params?: never }
  : { params: ZodType<PathParams<R['path']>> & { shape: Record<RouteParamNames<R>, unknown> } };

export type RouteSchema<R extends ApiRoute, P> = (R['response'] extends string
  ? { response: { [S in StatusOf<R>]: Schema<R, 'response'> } }
  : unknown) &
  (R['query'] extends string ? { querystring: Schema<R, 'query'> } : unknown) &
  (R['body'] extends string ? { body: Schema<R, 'body'> } : unknown) &
  (P extends ZodType ? { params: P } : unknown);

function schemaNamed(route: ApiRoute, name: string): ZodType {
  const schema: unknown = (CONTRACT_MODULES[route.contract] as Record<string, unknown>)[name];
  if (typeof schema !== 'object' || schema === null || !('safeParse' in schema))
    throw new Error(`${route.method} ${route.path}: no schema ${name} in contracts/${route.contract}.`);
  return schema as ZodType;
}

export function routeOptions<const R extends ApiRoute, const E extends ParamsExtra<R>>(
  route: R,
  ...[extra]: [RouteParamNames<R>] extends [never] ? [extra?: E] : [extra: E]
): { method: R['method']; url: StripApi<R['path']>; schema: RouteSchema<R, E['params']> } {
  const schema: Record<string, unknown> = {};
  // A 204 route names no response schema: it is registered without one, and its handler sends
  // `reply.code(204).send()`.
  if (route.response) schema.response = { [route.status ?? 200]: schemaNamed(route, route.response) };
  if (route.query) schema.querystring = schemaNamed(route, route.query);
  if (route.body) schema.body = schemaNamed(route, route.body);
  if (extra?.params) schema.params = extra.params;
  const method: HttpMethod = route.method;
  return {
    method,
    url: route.path.slice('/api'.length) as StripApi<R['path']>,
    schema: schema as RouteSchema<R, E['params']>,
  };
}
