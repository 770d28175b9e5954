import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';

/**
 * PostgreSQL LISTEN/NOTIFY, for wake-ups only: a notification says "look now", never what to do,
 * so a listener that misses one (a dropped connection, a restart) loses nothing as long as its
 * owner also polls. NOTIFY issued inside a transaction is delivered only when it commits.
 */
export interface NotificationHandlers {
  onNotify: (payload: string) => void;
  /** The listening connection broke: no more notifications until the owner listens again. */
  onLost: (error: Error) => void;
}

export interface Listening {
  close(): Promise<void>;
}

export type Listen = (channel: string, handlers: NotificationHandlers) => Promise<Listening>;

/**
 * PostgreSQL: a dedicated connection outside the pool (a pooled connection goes back to others
 * between queries, and LISTEN belongs to a session). One connection per `listen` call.
 */
export function postgresListen(connectionString: string): Listen {
  return async (channel, { onNotify, onLost }) => {
    // keepAlive: a connection silently dropped by the network is noticed (and reported lost).
    const client = new pg.Client({ connectionString, keepAlive: true });
    let open = true;
    const lose = (error: Error): void => {
      if (!open) return;
      open = false;
      client.end().catch(() => undefined);
      onLost(error);
    };
    client.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    client.on('error', lose);
    client.on('end', () => lose(new Error('the notification connection ended')));
    try {
      await client.connect();
      await client.query(`listen ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      open = false;
      await client.end().catch(() => undefined);
      throw error;
    }
    return {
      close: async () => {
        if (!open) return;
        open = false;
        await client.end();
      },
    };
  };
}

/**
 * PGlite: one session shared by the whole process, which receives its own notifications. LISTEN
 * goes through the pool (the same session) so it never lands inside another caller's open
 * transaction; it is left in place on close, since other listeners in the process may share it.
 */
export function pgliteListen(pglite: PGlite, db: Kysely<Database>): Listen {
  return async (channel, { onNotify }) => {
    const off = pglite.onNotification((from, payload) => {
      if (from === channel) onNotify(payload);
    });
    try {
      await sql`listen ${sql.id(channel)}`.execute(db);
    } catch (error) {
      off();
      throw error;
    }
    return { close: () => Promise.resolve(off()) };
  };
}

export interface KeptListening {
  /** True while notifications arrive (between a successful LISTEN and a lost connection). */
  readonly active: boolean;
  /** Settles after the first attempt, listening or not (callers await it before serving). */
  readonly started: Promise<void>;
  stop(): Promise<void>;
}

/**
 * LISTEN on `channel` until `stop`, listening again after a lost connection (after 1 s) or a
 * failed attempt (back-off from `firstDelayMs` doubling to 30 s). `onListening` runs after each
 * successful LISTEN and `onLost` after each loss: what was missed in between is the owner's to
 * make good (close sockets, forget cached answers).
 */
export function keepListening(
  listen: Listen,
  channel: string,
  handlers: { onNotify: (payload: string) => void; onLost: () => void; onListening?: () => void },
  log: { warn: (details: object, message: string) => void },
  firstDelayMs = 500,
): KeptListening {
  let listening: Listening | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  const start = async (delayMs: number): Promise<void> => {
    if (stopped) return;
    try {
      listening = await listen(channel, {
        onNotify: handlers.onNotify,
        onLost: (error) => {
          listening = null;
          log.warn({ err: error }, `${channel}: lost the notification connection; listening again`);
          handlers.onLost();
          retry = setTimeout(() => void start(1000), 1000);
        },
      });
      if (stopped) await listening.close();
      else handlers.onListening?.();
    } catch (error) {
      const next = Math.min(delayMs * 2, 30_000);
      log.warn({ err: error }, `${channel}: cannot listen for notifications; trying again in ${next} ms`);
      retry = setTimeout(() => void start(next), next);
    }
  };
  const started = start(firstDelayMs);
  return {
    started,
    get active() {
      return listening !== null;
    },
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      await listening?.close().catch(() => undefined);
      listening = null;
    },
  };
}
