import { Server as NetServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

/** After the server stops accepting, connections accepted just before get this long to send their request. */
const ACCEPTED_GRACE_MS = 250;

/**
 * How a server leaves the rotation without failing a request (decision 0056):
 * 1. Draining: `/api/ready` answers 503 (balancers that poll readiness stop sending) while every
 *    request is still served, each answer with `Connection: close` so no connection is reused.
 * 2. After `drainMs`, it stops accepting connections: a balancer's new connection is refused and
 *    retried on another server, which is safe for a POST too (nothing was sent).
 * 3. After a short grace, Fastify's close lets in-flight requests finish (live sockets are told to
 *    reconnect elsewhere, waiting page views are written) and closes what is left.
 * Stopping to accept uses net.Server's close: http.Server's would also cut connections whose
 * request has not arrived yet, and their balancer could not resend a POST.
 */
export async function drainAndClose(app: FastifyInstance, drainMs: number): Promise<void> {
  app.draining = true;
  if (drainMs > 0) await sleep(drainMs);
  if (app.server.listening) {
    NetServer.prototype.close.call(app.server);
    await sleep(ACCEPTED_GRACE_MS);
  }
  await app.close();
}
