/**
 * Every fetcher passes the server's answer through `checkResponse(body, contract, schemaName)`,
 * naming the response schema of packages/shared/src/contracts the answer must match; `callRoute`
 * (api-client.ts) does so with the names its route in packages/shared/src/api-routes gives.
 *
 * The unit tests (vitest.setup.ts) and the development server (dev-response-checks-plugin.ts)
 * install a checker that parses every answer with that schema, so a fixture or a server change
 * that breaks the contract fails there. The production build installs none and passes answers
 * through (docs/decisions/0022-web-response-checks.md): zod weighs 25 kB gzip, and checking the public pages' reads
 * (home, campaign, the session in the header) would break the first-load budgets of
 * docs/decisions/0014-fast-first-load.md, while the server is built from the same contracts.
 * (A checker that loads the schemas with `import()` behind `import.meta.env.DEV` is not an
 * option: the bundler lays out chunks before it drops dead code, so the unused imports still
 * split the first load into more, larger files.)
 */
import type { ContractModules as Contracts } from '@crowdspark/shared/api-routes/contract-modules';

interface ResponseSchema<T> {
  parse(data: unknown): T;
}

/** The exports of a contract module that are schemas. */
export type SchemaName<C extends keyof Contracts> = {
  [K in keyof Contracts[C]]: Contracts[C][K] extends ResponseSchema<unknown> ? K : never;
}[keyof Contracts[C]];

type Parsed<S> = S extends ResponseSchema<infer T> ? T : never;

export type ResponseChecker = (body: unknown, contract: keyof Contracts, schemaName: string) => unknown;

let installedChecker: ResponseChecker | null = null;

/** For the test setup: from now on every answer is checked by `checker`. */
export function installResponseChecker(checker: ResponseChecker | null): void {
  installedChecker = checker;
}

export function checkResponse<C extends keyof Contracts, N extends SchemaName<C>>(
  body: unknown,
  contract: C,
  schemaName: N,
): Parsed<Contracts[C][N]> {
  return (installedChecker ? installedChecker(body, contract, schemaName as string) : body) as Parsed<Contracts[C][N]>;
}

/**
 * For `callRoute`: the names come from a route of the shared table, typed there. A 204 route
 * names no schema: its answer (undefined) has nothing to check.
 */
export function checkRouteResponse(body: unknown, contract: keyof Contracts, schemaName: string | undefined): unknown {
  return installedChecker && schemaName ? installedChecker(body, contract, schemaName) : body;
}
