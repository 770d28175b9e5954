import { isIP } from 'node:net';

/** Host names that always mean "this machine": the same server answers on each of them. */
const LOOPBACK_NAMES = new Set(['localhost', '::1', '0:0:0:0:0:0:0:1']);
/** Listening on every interface: people reach such a server at localhost too. */
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]']);

/** A host name (brackets around IPv6 allowed) that reaches this machine over loopback. */
export function isLoopbackHost(host: string): boolean {
  const name = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (LOOPBACK_NAMES.has(name) || name.endsWith('.localhost')) return true;
  return isIP(name) === 4 && name.startsWith('127.');
}

/**
 * The origin people reach the app at when PUBLIC_URL is not set: the address the server listens
 * on, spelled `localhost` when that is a loopback or every-interface address. One spelling
 * matters because browsers treat http://127.0.0.1:3000 and http://localhost:3000 as different
 * origins (cookies, the sign-in origin check).
 */
export function defaultPublicUrl(host: string, port: number): string {
  if (isLoopbackHost(host) || WILDCARD_HOSTS.has(host)) return `http://localhost:${port}`;
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  return `http://${isIP(bare) === 6 ? `[${bare}]` : bare}:${port}`;
}
