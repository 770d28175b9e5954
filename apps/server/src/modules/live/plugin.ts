import websocket from '@fastify/websocket';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { Gauge } from 'prom-client';
import { keepListening } from '../../db/notifications.js';
import type { KeptListening, Listen } from '../../db/notifications.js';
import { AppError } from '../../errors/app-error.js';
import { sessionTokenFrom } from '../../http/session-cookie.js';
import { LIVE_CHANNEL, decodeNotice, isSessionEnd, isTopicNotice } from './channel.js';
import type { LiveUserNotice } from './channel.js';
import { LiveHub } from './hub.js';
import type { LiveOwner } from './hub.js';
import { createLiveTopics, topicSubscriptions } from './topics.js';
import type { LiveTopics } from './topics.js';

export interface LivePluginOptions {
  publicUrl: string;
  /** LISTEN on the database (the database handle's `listen`); without it nothing is pushed (tests that do not need it). */
  listen?: Listen;
  /** How often sockets are pinged; one that has not answered the previous ping is closed. */
  heartbeatMs?: number;
  /**
   * Whether a session token still signs someone in. Handed in by the app (identity owns sessions):
   * identity already tells live when a session ends, so live importing identity would be a cycle.
   */
  sessionIsLive: (token: string) => Promise<boolean>;
}

/** Close codes the browser's client reads (apps/web lib/live-connection.ts). */
export const CLOSE_TOO_MANY = 4008;
export const CLOSE_RESTART = 1012;
/** The socket's session ended (account disabled, session revoked): the browser has been told why. */
export const CLOSE_SIGNED_OUT = 4001;

/**
 * GET /api/live, a WebSocket for live delivery (decision 0027): the signed-in user's open tabs get
 * `{type, id}` items pushed by any instance through `publishLive` (service.ts); the browser reads
 * the subject through the API. Visitors connect too, without a session, to hear public topics only
 * (decision 0052: a campaign's comments): any socket may send `{"type":"subscribe","topics":[…]}`
 * (topics.ts) and then gets `{type, id, topic}` items published with `publishTopic`. Checked before
 * the upgrade: the Origin (403 unless it is the app's own: a page elsewhere must not open a socket
 * with the visitor's cookie). After connecting, the server says `{"type":"ready","id":"user"}`
 * (or `"visitor"`): a signed-in tab reads its lists again then, which is how it catches up on what
 * was pushed while it was away.
 */
const live: FastifyPluginAsync<LivePluginOptions> = async (app, { publicUrl, listen, heartbeatMs = 30_000, sessionIsLive }) => {
  const hub = new LiveHub();
  const topics = createLiveTopics();
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
        if (userId) {
          request.liveUserId = userId;
          request.liveSessionToken = sessionTokenFrom(request.headers.cookie, app.secureCookies) ?? '';
        }
      },
    },
    (socket, request) => {
      const userId = request.liveUserId ?? null;
      const owner: LiveOwner = userId ? { userId } : { visitorAddress: request.ip };
      const added = userId ? hub.add(userId, socket, request.liveSessionToken ?? '') : hub.addVisitor(request.ip, socket);
      if (!added) {
        socket.close(CLOSE_TOO_MANY, 'Too many open connections.');
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
      // The browser's writes go through the API; what it sends here is only which topics it wants.
      socket.on('message', topicSubscriptions({ socket, userId, hub, topics, log: request.log }));
      socket.on('close', () => {
        clearInterval(heartbeat);
        hub.remove(owner, socket);
      });
      socket.send(JSON.stringify({ type: 'ready', id: userId ? 'user' : 'visitor' }));
    },
  );

  /**
   * A session-ending notice (decision 0027): the item goes to the sockets it ends, which are then
   * closed, so a disabled person's tab is signed out at once and no socket outlives its session.
   * `account.disabled` ends them all; `session.revoked` those whose session no longer holds
   * (another tab that kept its session, e.g. after "sign out elsewhere", stays connected).
   */
  const endSessions = async (notice: LiveUserNotice): Promise<void> => {
    const message = JSON.stringify({ type: notice.type, id: notice.id });
    for (const userId of notice.userIds) {
      for (const { socket, sessionToken } of hub.socketsOf(userId)) {
        const ended = notice.type === 'account.disabled' || !(await sessionIsLive(sessionToken));
        if (!ended || socket.readyState !== socket.OPEN) continue;
        socket.send(message);
        socket.close(CLOSE_SIGNED_OUT, 'Signed out');
      }
    }
  };

  // One LISTEN per instance. If that connection breaks, every socket is closed with "restart": the
  // browsers reconnect and read their lists again, so nothing pushed in the gap is lost to them.
  let listening: KeptListening | null = null;
  app.addHook('onReady', async () => {
    if (!listen) return;
    listening = keepListening(
      listen,
      LIVE_CHANNEL,
      {
        onNotify: (payload) => {
          const notice = decodeNotice(payload);
          if (!notice) return;
          if (isTopicNotice(notice)) hub.deliverTopic(notice);
          else if (isSessionEnd(notice.type))
            endSessions(notice).catch((error: unknown) => app.log.warn({ err: error }, 'live: could not end sessions'));
          else hub.deliver(notice);
        },
        onLost: () => {
          for (const socket of hub.all()) socket.close(CLOSE_RESTART, 'Reconnect');
        },
      },
      app.log,
    );
    await listening.started;
  });
  app.addHook('preClose', async () => {
    await listening?.stop();
  });
  app.decorate('liveHub', hub);
  app.decorate('liveTopics', topics);
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
    /** The signed-in user of a /api/live upgrade, set by its check before the upgrade (unset for a visitor). */
    liveUserId?: string;
    /** The session token that upgrade was made with (its socket closes when that session ends). */
    liveSessionToken?: string;
  }
  interface FastifyInstance {
    /** This instance's open live sockets (for tests and the bench). */
    liveHub: LiveHub;
    /** Kinds of public topic pages may subscribe to (modules register theirs, decision 0052). */
    liveTopics: LiveTopics;
  }
}

export const livePlugin = fp(live, { name: 'live', dependencies: ['identity'] });
