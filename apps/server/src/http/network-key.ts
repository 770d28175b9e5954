import { createHmac } from 'node:crypto';
import type { FastifyPluginCallback } from 'fastify';
import fp from 'fastify-plugin';
import { networkOf } from './ip-network.js';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The network the request came from, as a keyed hash: public figures (a campaign's views,
     * anonymous "was this helpful" votes) count once per network, and no address is stored.
     */
    networkKey(): string;
  }
}

export function hashNetwork(ip: string, secret: string): string {
  return createHmac('sha256', secret)
    .update(`network:${networkOf(ip)}`)
    .digest('base64url')
    .slice(0, 22);
}

const networkKeyPlugin: FastifyPluginCallback<{ secret: string }> = (app, { secret }, done) => {
  app.decorateRequest('networkKey', function networkKey(this: { ip: string }) {
    return hashNetwork(this.ip, secret);
  });
  done();
};

export const networkKeyPluginFp = fp(networkKeyPlugin, { name: 'network-key' });
