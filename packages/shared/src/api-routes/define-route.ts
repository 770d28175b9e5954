/**
 * One HTTP route of the API as plain data: method, path pattern, and the names of its contract's
 * schemas (docs/decisions/0068-typed-route-table.md). The web builds its request from it and
 * checks the answer by the same names; the server registers the route from it with the real
 * schemas. Names, not schemas, so a page that imports a route loads no zod.
 */
import type { z } from 'zod';
import type { ContractName, ContractSchema, SchemaName } from './contract-modules.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The status a successful answer with a body has (the status its response schema is registered under). */
export type SuccessStatus = 200 | 201 | 202;

/** The status of a success without a body: such a route names no response schema. */
export type NoContentStatus = 204;

interface RouteRequestFields<C extends ContractName> {
  readonly method: HttpMethod;
  /** Under `/api`, with `:name` for each path parameter. */
  readonly path: `/api/${string}`;
  /** The query schema, when the route reads a query string. */
  readonly query?: SchemaName<C>;
  /** The JSON body schema, when the route reads a body. */
  readonly body?: SchemaName<C>;
}

/** A route that answers a JSON body: its response schema, and its status (200 when absent). */
interface JsonAnswerFields<C extends ContractName> {
  readonly response: SchemaName<C>;
  readonly status?: SuccessStatus;
}

/** A route that answers 204 without a body (a DELETE that leaves nothing to show). */
interface NoContentFields {
  readonly response?: never;
  readonly status: NoContentStatus;
}

export type ApiRouteFields<C extends ContractName> = RouteRequestFields<C> & (JsonAnswerFields<C> | NoContentFields);

/** Any route of the table: what code that handles every route (the URL builder, the registration) takes. */
export interface ApiRoute {
  readonly method: HttpMethod;
  readonly path: `/api/${string}`;
  readonly contract: ContractName;
  /** Absent when the route answers 204 without a body. */
  readonly response?: string;
  readonly query?: string;
  readonly body?: string;
  readonly status?: SuccessStatus | NoContentStatus;
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

/** What the server answers (after its response schema); undefined for a 204 route. */
export type RouteResponse<R extends ApiRoute> = R['response'] extends string ? z.output<SchemaOf<R, 'response'>> : undefined;

/** What a caller sends as the body (before the server's parsing: defaults may be left out). */
export type RouteBody<R extends ApiRoute> = z.input<SchemaOf<R, 'body'>>;

/** A query value; null and undefined are left out of the query string. */
export type QueryValue = string | number | boolean | null | undefined;

/** The query fields the route's query schema knows; the server parses the strings. */
export type RouteQuery<R extends ApiRoute> = { [K in keyof z.output<SchemaOf<R, 'query'>>]?: QueryValue };
