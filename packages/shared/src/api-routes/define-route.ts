/**
 * One HTTP route of the API as plain data: method, path pattern, and the names of its contract's
 * schemas (docs/decisions/0068-typed-route-table.md). The web builds its request from it and
 * checks the answer by the same names; the server registers the route from it with the real
 * schemas. Names, not schemas, so a page that imports a route loads no zod.
 */
import type { z } from 'zod';
import type { ContractName, ContractSchema, SchemaName } from './contract-modules.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The status a successful answer has (the status its response schema is registered under). */
export type SuccessStatus = 200 | 201 | 202;

export interface ApiRouteFields<C extends ContractName> {
  readonly method: HttpMethod;
  /** Under `/api`, with `:name` for each path parameter. */
  readonly path: `/api/${string}`;
  /** The response schema of the success answer. */
  readonly response: SchemaName<C>;
  /** The query schema, when the route reads a query string. */
  readonly query?: SchemaName<C>;
  /** The JSON body schema, when the route reads a body. */
  readonly body?: SchemaName<C>;
  /** 200 when absent. */
  readonly status?: SuccessStatus;
}

/** Any route of the table: what code that handles every route (the URL builder, the registration) takes. */
export interface ApiRoute {
  readonly method: HttpMethod;
  readonly path: `/api/${string}`;
  readonly contract: ContractName;
  readonly response: string;
  readonly query?: string;
  readonly body?: string;
  readonly status?: SuccessStatus;
}

/**
 * A route of contract `C`, checked with `satisfies`: `{ contract: 'wallet', method: 'GET', … } as const
 * satisfies ApiRouteOf<'wallet'>`. A plain object literal (no function call, no shared helper chunk),
 * so the web's bundles carry only the routes they call.
 */
export type ApiRouteOf<C extends ContractName> = ApiRouteFields<C> & { readonly contract: C };

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** `{id: string}` for `/api/campaigns/:id`; `{}` for a path without parameters. */
export type PathParams<P extends string> = { [K in ParamNames<P>]: string };

export type RouteParamNames<R extends ApiRoute> = ParamNames<R['path']>;

type SchemaOf<R extends ApiRoute, Field extends 'response' | 'query' | 'body'> =
  R[Field] extends SchemaName<R['contract']> ? ContractSchema<R['contract'], R[Field]> : never;

/** What the server answers (after its response schema). */
export type RouteResponse<R extends ApiRoute> = z.output<SchemaOf<R, 'response'>>;

/** What a caller sends as the body (before the server's parsing: defaults may be left out). */
export type RouteBody<R extends ApiRoute> = z.input<SchemaOf<R, 'body'>>;

/** A query value; null and undefined are left out of the query string. */
export type QueryValue = string | number | boolean | null | undefined;

/** The query fields the route's query schema knows; the server parses the strings. */
export type RouteQuery<R extends ApiRoute> = { [K in keyof z.output<SchemaOf<R, 'query'>>]?: QueryValue };
