import type { FastifyPluginAsync, FastifyPluginCallback } from 'fastify';
import fp from 'fastify-plugin';
import type { Listen } from '../../db/notifications.js';
import { EventDispatcher } from './dispatcher.js';
import type { EventDispatcherOptions } from './dispatcher.js';
import { eventsAdminRoutes } from './routes.js';
import { EVENTS_UPKEEP_DEFAULTS, registerEventsUpkeep } from './upkeep.js';
import type { EventsUpkeepOptions } from './upkeep.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Domain events: modules subscribe here (`app.events.subscribe`); services record with `recordEvent`. */
    events: EventDispatcher;
  }
}

export interface EventsPluginOptions {
  /** Deliver (and poll every this many ms) once the app is ready; null: never (tests deliver by hand). */
  pollIntervalMs: number | null;
  /** Wake-ups when an event commits (the database handle's LISTEN); without it, polling only. */
  listen?: Listen;
  /** Replaces the retry back-off (tests). */
  retryDelayMs?: EventDispatcherOptions['retryDelayMs'];
}

/**
 * App-wide (registered at the root by app.ts, before the module plugins that subscribe): the
 * events dispatcher. A server that runs jobs also delivers events, from when it is ready until it
 * closes.
 */
const eventsPlugin: FastifyPluginCallback<EventsPluginOptions> = (app, { pollIntervalMs, listen, retryDelayMs }, done) => {
  const dispatcher = new EventDispatcher({
    db: app.db,
    logger: app.log,
    ...(listen ? { listen } : {}),
    ...(retryDelayMs ? { retryDelayMs } : {}),
  });
  app.decorate('events', dispatcher);
  if (pollIntervalMs !== null) app.addHook('onReady', () => dispatcher.start(pollIntervalMs));
  app.addHook('onClose', () => dispatcher.stop());
  done();
};

export const eventsDispatcherPlugin = fp(eventsPlugin, { name: 'events', dependencies: ['database'] });

export interface EventsApiOptions {
  /** Replaces the upkeep's retention, batch size and timings (tests). */
  upkeep?: Partial<EventsUpkeepOptions>;
}

/** The events module in the API scope: the upkeep job and the admins' view of the outbox. */
const eventsApi: FastifyPluginAsync<EventsApiOptions> = async (app, { upkeep }) => {
  registerEventsUpkeep(app, { ...EVENTS_UPKEEP_DEFAULTS, ...upkeep });
  await app.register(eventsAdminRoutes);
};

export const eventsApiPlugin = fp(eventsApi, { name: 'events-api', dependencies: ['jobs', 'events'] });
