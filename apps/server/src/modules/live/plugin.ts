import websocket from '@fastify/websocket';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { Gauge } from 'prom-client';
import type { Listen, Listening } from '../../db/notifications.js';
import { AppError } from '../../errors/app-error.js';
import { sessionTokenFrom } from '../../http/session-cookie.js';
import { sessionIsLive } from '../identity/service.js';
import { LIVE_CHANNEL, decodeNotice, isSessionEnd } from './channel.js';
import type { LiveNotice } from './channel.js';
import { LiveHub } from './hub.js';

export interface LivePluginOptions {
  publicUrl: string;
  /** LISTEN on the database (the database handle's `listen`); without it nothing is pushed (tests that do not need it). */
  listen?: Listen;
  /** How often sockets are pinged; one that has not answered the previous ping is closed. */
  heartbeatMs?: number;
}

/** Close codes the browser's client reads (apps/web lib/live-connection.ts). */
export const CLOSE_TOO_MANY = 4008;
export const CLOSE_RESTART = 1012;
/** The socket's session ended (account disabled, session revoked): the browser has been told why. */
export const CLOSE_SIGNED_OUT = 4001;

/**
 * GET /api/live, a WebSocket for live delivery (decision 0027): the signed-in user's open tabs get
 * `{type, id}` items pushed by any instance through `publishLive` (service.ts); the browser reads
 * the subject through the API. Checked before the upgrade: the session cookie (401 without one)
 * and the Origin (403 unless it is the app's own: a page elsewhere must not open a socket with the
 * visitor's cookie). After connecting, the server says `{"type":"ready"}`: the browser reads its
 * lists again then, which is how it catches up on what was pushed while it was away.
 */
const live: FastifyPluginAsync<LivePluginOptions> = async (app, { publicUrl, listen, heartbeatMs = 30_000 }) => {
  const hub = new LiveHub();
  const allowedOrigin = new URL(publicUrl).origin;
  await app.register(websocket, {
    options: { maxPayload: 1024 },
    // Replaces the plugin's own pre-close, which closes sockets without a code (1005): a stopping
    // instance says "restart" (1012), so the browser reconnects, to another instance behind the
    // load balancer, and reads its lists again.
    preClose(done) {
      for (const socket of this.websocketServer.clients) socket.close(CLOSE_RESTART, 'Server stopping');
      this.websocketServer.close();
      done();
    },
  });

  app.get(
    '/live',
    {
      websocket: true,
      preValidation: async (request) => {
        if (request.headers.origin !== allowedOrigin)
          throw new AppError('FORBIDDEN', `Live updates are only for pages of ${allowedOrigin}.`);
        const userId = await request.optionalUserId();
        if (!userId) throw new AppError('UNAUTHENTICATED', 'Sign in to receive live updates.');
        request.liveUserId = userId;
        request.liveSessionToken = sessionTokenFrom(request.headers.cookie, app.secureCookies) ?? '';
      },
    },
    (socket, request) => {
      const userId = request.liveUserId;
      if (!userId || !hub.add(userId, socket, request.liveSessionToken ?? '')) {
        socket.close(CLOSE_TOO_MANY, 'Too many open connections for this account.');
        return;
      }
      let alive = true;
      socket.on('pong', () => {
        alive = true;
      });
      const heartbeat = setInterval(() => {
        if (!alive) {
          socket.terminate();
          return;
        }
        alive = false;
        socket.ping();
      }, heartbeatMs);
      // The browser sends nothing: anything it sends is ignored (its writes go through the API).
      socket.on('close', () => {
        clearInterval(heartbeat);
        hub.remove(userId, socket);
      });
      socket.send(JSON.stringify({ type: 'ready' }));
    },
  );

  /**
   * A session-ending notice (decision 0037): the item goes to the sockets it ends, which are then
   * closed, so a disabled person's tab is signed out at once and no socket outlives its session.
   * `account.disabled` ends them all; `session.revoked` those whose session no longer holds
   * (another tab that kept its session, e.g. after "sign out elsewhere", stays connected).
   */
  const endSessions = async (notice: LiveNotice): Promise<void> => {
    const message = JSON.stringify({ type: notice.type, id: notice.id });
    for (const userId of notice.userIds) {
      for (const { socket, sessionToken } of hub.socketsOf(userId)) {
        const ended = notice.type === 'account.disabled' || !(await sessionIsLive(app.db, sessionToken));
        if (!ended || socket.readyState !== socket.OPEN) continue;
        socket.send(message);
        socket.close(CLOSE_SIGNED_OUT, 'Signed out');
      }
    }
  };

  // One LISTEN per instance. If that connection breaks, every socket is closed with "restart": the
  // browsers reconnect and read their lists again, so nothing pushed in the gap is lost to them.
  let listening: Listening | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  const startListening = async (delayMs: number): Promise<void> => {
    if (!listen || stopped) return;
    try {
      listening = await listen(LIVE_CHANNEL, {
        onNotify: (payload) => {
          const notice = decodeNotice(payload);
          if (!notice) return;
          if (isSessionEnd(notice.type))
            endSessions(notice).catch((error: unknown) => app.log.warn({ err: error }, 'live: could not end sessions'));
          else hub.deliver(notice);
        },
        onLost: (error) => {
          listening = null;
          app.log.warn({ err: error }, 'live: lost the notification connection; listening again');
          for (const socket of hub.all()) socket.close(CLOSE_RESTART, 'Reconnect');
          retry = setTimeout(() => void startListening(1000), 1000);
        },
      });
    } catch (error) {
      const next = Math.min(delayMs * 2, 30_000);
      app.log.warn({ err: error }, `live: cannot listen for notifications; trying again in ${next} ms`);
      retry = setTimeout(() => void startListening(next), next);
    }
  };
  app.addHook('onReady', () => startListening(500));
  app.addHook('preClose', async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await listening?.close().catch(() => undefined);
  });
  app.decorate('liveHub', hub);
  new Gauge({
    name: 'crowdspark_live_connections',
    help: 'Live (WebSocket) connections open on this server',
    registers: [app.metrics],
    collect() {
      this.set(hub.size);
    },
  });
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user of a /api/live upgrade, set by its check before the upgrade. */
    liveUserId?: string;
    /** The session token that upgrade was made with (its socket closes when that session ends). */
    liveSessionToken?: string;
  }
  interface FastifyInstance {
    /** This instance's open live sockets (for tests and the bench). */
    liveHub: LiveHub;
  }
}

export const livePlugin = fp(live, { name: 'live', dependencies: ['identity'] });
