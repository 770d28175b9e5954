/**
 * Where the browser tests' servers listen. E2E_PORT_BASE moves them all, so two runs on one
 * machine (two checkouts, or a run beside the bench) never collide.
 */
export const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 3210);
export const MAIN_PORT = PORT_BASE;
export const UPDATE_PORT = PORT_BASE + 1;
/** A second instance of the main server on the same PostgreSQL (two-instances.spec.ts; PostgreSQL runs only). */
export const SECOND_PORT = PORT_BASE + 2;
export const SECOND_URL = `http://127.0.0.1:${SECOND_PORT}`;
/** The local OpenID provider standing in for Google (e2e/support/oidc-provider.mjs). */
export const OIDC_PORT = PORT_BASE + 10;
/** The main server's origin, which the tests send as Origin on API writes. */
export const BASE_URL = `http://127.0.0.1:${MAIN_PORT}`;
