/**
 * Where the browser tests' servers listen. E2E_PORT_BASE moves them all, so two runs on one
 * machine (two checkouts, or a run beside the bench) never collide.
 */
export const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 3210);
export const MAIN_PORT = PORT_BASE;
export const UPDATE_PORT = PORT_BASE + 1;
/**
 * PostgreSQL runs only: two more instances behind nginx (deploy/nginx.conf) at EDGE_URL, sharing
 * uploads through a local S3-compatible store (two-instances.spec.ts). Their PUBLIC_URL is nginx's.
 */
export const PAIR_PORTS = [PORT_BASE + 2, PORT_BASE + 3] as const;
export const EDGE_PORT = PORT_BASE + 4;
export const EDGE_URL = `http://127.0.0.1:${EDGE_PORT}`;
export const S3_PORT = PORT_BASE + 5;
export const S3_BUCKET = 'crowdspark-e2e';
/** The cookie nginx reads to send a browser to instance 1 or 2 of the pair (e2e/support/edge.ts). */
export const PIN_COOKIE = 'e2e_instance';
/**
 * The server of the sign-in protection tests (passkeys, admins required to use two-factor sign-in):
 * its PUBLIC_URL names `localhost`, because a passkey is bound to a domain and WebAuthn refuses
 * an IP address as one, and it requires two-factor sign-in of admins as production does.
 */
export const TRUST_PORT = PORT_BASE + 6;
export const TRUST_URL = `http://localhost:${TRUST_PORT}`;
/** The trust server's administrator, made before it starts (it seeds no demo data). */
export const TRUST_ADMIN = { email: 'admin@trust.example.test', password: 'Trust-admin-password-58' } as const;
/** The local OpenID provider standing in for Google (e2e/support/oidc-provider.mjs). */
export const OIDC_PORT = PORT_BASE + 10;
/** The main server's origin, which the tests send as Origin on API writes. */
export const BASE_URL = `http://127.0.0.1:${MAIN_PORT}`;
