import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { Listen, Listening } from '../../db/notifications.js';
import type { Database } from '../../db/schema.js';
import { EVENT_DELIVERY_RETRIES, nextAttemptDelayMs } from '../../queues/retry-policy.js';
import type { DomainEvent, EventType } from './catalog.js';
import {
  EVENTS_CHANNEL,
  claimDueDeliveries,
  databaseNow,
  markDelivered,
  recordDeliveryFailure,
  upsertSubscriptions,
} from './repository.js';
import type { ClaimedDelivery, SubscriptionKey } from './repository.js';

export interface DeliveryInfo {
  subscriber: string;
  /** 1 on the first try. */
  attempt: number;
}

/**
 * A subscriber's work for one event, inside the transaction that claimed the delivery (with the
 * others of its batch): its writes through `trx` commit together with the delivery mark (exactly
 * once), or roll back with it when the handler throws (then the delivery is retried later) or
 * another handler of the batch does (then it runs again, alone). Use only `trx`, never the app's pool:
 * on PGlite the pool has a single connection, which this transaction holds. Effects outside the
 * database may repeat after a crash: make them idempotent by `event.id`.
 */
export type EventHandler<T extends EventType = EventType> = (
  trx: Transaction<Database>,
  event: DomainEvent<T>,
  delivery: DeliveryInfo,
) => Promise<void>;

export interface DispatchReport {
  delivered: number;
  failed: number;
}

export interface EventDispatcherOptions {
  db: Kysely<Database>;
  logger: FastifyBaseLogger;
  /** Wake-ups on commit (LISTEN); without it the dispatcher only polls. */
  listen?: Listen;
  /**
   * Replace the queues' retry policy (queues/retry-policy.ts, decision 0066) for tests only: they
   * retry at once, or give up sooner.
   */
  retryDelayMs?: (attempt: number) => number;
  maxAttempts?: number;
}

/** Deliveries per run before the dispatcher lets the rest of the process in. */
const DRAIN_LIMIT = 500;

/**
 * Deliveries per transaction. A batch saves four statements per delivery (its own begin, claim,
 * mark and commit); kept small so a batch holds the rows its handlers touch only briefly.
 */
const BATCH_SIZE = 20;

const SUBSCRIBER_NAME = /^[a-z][a-z0-9-]{0,62}$/;

/**
 * A running dispatcher refreshes its subscriptions' `last_seen_at` this often: the upkeep job takes
 * a subscription unseen for much longer as retired (upkeep.ts).
 */
export const SUBSCRIPTION_REFRESH_MS = 60 * 60 * 1000;

/**
 * Delivers recorded events to the handlers registered here, in batches of deliveries per transaction. Runs on
 * any number of servers at once: each delivery row is claimed with FOR UPDATE SKIP LOCKED and
 * marked delivered in its claim's transaction, so a second dispatcher never runs it too, and a
 * dispatcher that stops or crashes mid-way leaves it pending for the next one.
 */
export class EventDispatcher {
  private readonly handlers = new Map<string, EventHandler>();
  private readonly keys: SubscriptionKey[] = [];
  private readonly db: Kysely<Database>;
  private readonly logger: FastifyBaseLogger;
  private readonly listen: Listen | undefined;
  /** The delay before the next attempt after the n-th failure, null when that was the last. */
  private readonly nextAttemptDelayMs: (attempt: number) => number | null;
  /** How many of `keys` are known to be in event_subscriptions. */
  private registered = 0;
  /** When this dispatcher last wrote its subscriptions (Date.now()). */
  private registeredAt = 0;
  private current: Promise<DispatchReport> = Promise.resolve({ delivered: 0, failed: 0 });
  private running = false;
  /** Set by `stop`: the run in progress ends after its current delivery. */
  private stopping = false;
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<void> = Promise.resolve();
  private pollIntervalMs = 0;
  private wakeRequested = false;
  private listening: Listening | null = null;
  private listenFailing = false;

  constructor({ db, logger, listen, retryDelayMs, maxAttempts }: EventDispatcherOptions) {
    this.db = db;
    this.logger = logger;
    this.listen = listen;
    this.nextAttemptDelayMs = (attempt) => {
      if (attempt >= (maxAttempts ?? EVENT_DELIVERY_RETRIES.maxAttempts)) return null;
      return retryDelayMs ? retryDelayMs(attempt) : nextAttemptDelayMs(EVENT_DELIVERY_RETRIES, attempt);
    };
  }

  /**
   * Registers `handler` as `subscriber` for events of `type`. The subscriber receives the events
   * recorded once a dispatcher running it has started (or `registerSubscriptions` ran): deliveries
   * are written when an event is recorded, for the subscribers known then. Keep the name stable:
   * renaming it makes a new subscriber.
   */
  subscribe<T extends EventType>(type: T, subscriber: string, handler: EventHandler<T>): void {
    if (!SUBSCRIBER_NAME.test(subscriber))
      throw new Error(`Subscriber name "${subscriber}" must be lowercase letters, digits and dashes`);
    const key = handlerKey(type, subscriber);
    if (this.handlers.has(key)) throw new Error(`"${subscriber}" already subscribes to ${type}`);
    this.handlers.set(key, handler as EventHandler);
    this.keys.push({ eventType: type, subscriber });
  }

  /**
   * Writes this dispatcher's subscribers to the database, so events recorded from now on reach
   * them; again every SUBSCRIPTION_REFRESH_MS, so their `last_seen_at` shows they are still run.
   */
  async registerSubscriptions(): Promise<void> {
    const count = this.keys.length;
    if (this.registered === count && Date.now() - this.registeredAt < SUBSCRIPTION_REFRESH_MS) return;
    await upsertSubscriptions(this.db, this.keys.slice(0, count));
    this.registered = count;
    this.registeredAt = Date.now();
  }

  /** The (event type, subscriber) pairs this dispatcher runs. */
  subscriptions(): readonly SubscriptionKey[] {
    return this.keys;
  }

  /**
   * Delivers every due delivery this dispatcher has a handler for, a batch per transaction. Calls in
   * this process queue behind each other; other processes skip the rows this one holds.
   */
  dispatchPending(limit = DRAIN_LIMIT): Promise<DispatchReport> {
    const run = this.current.catch(() => undefined).then(() => this.drain(limit));
    this.current = run;
    return run;
  }

  /**
   * Registers the subscribers, listens for wake-ups and delivers: at once, on every notification,
   * and every `pollIntervalMs` (the safety net for a missed notification and for retries). Never
   * throws: a database that is unreachable now is tried again at each poll.
   */
  async start(pollIntervalMs: number): Promise<void> {
    if (this.running) return;
    this.running = true;
    this.pollIntervalMs = pollIntervalMs;
    await this.registerSubscriptions().catch((error: unknown) =>
      this.logger.warn({ err: error }, 'events: could not register subscribers yet; will retry'),
    );
    this.schedule(0);
  }

  /** Stops polling and listening, and waits for the delivery in progress (the rest stay pending). */
  async stop(): Promise<void> {
    this.running = false;
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.ticking;
    await this.current.catch(() => undefined);
    this.stopping = false;
    const listening = this.listening;
    this.listening = null;
    await listening?.close().catch(() => undefined);
  }

  /** Delivers now rather than at the next poll (a notification arrived). */
  private wake(): void {
    if (!this.running) return;
    if (this.timer) this.schedule(0);
    else this.wakeRequested = true;
  }

  private schedule(delayMs: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.ticking = this.tick();
    }, delayMs).unref();
  }

  /** Never rejects: a failure is logged and the next poll tries again. */
  private async tick(): Promise<void> {
    this.wakeRequested = false;
    try {
      await this.ensureListening();
      const report = await this.dispatchPending(DRAIN_LIMIT);
      // A full batch: more may be waiting; go on at once (other timers get their turn in between).
      if (report.delivered + report.failed >= DRAIN_LIMIT) this.wakeRequested = true;
    } catch (error) {
      this.logger.error({ err: error }, 'events: dispatch failed');
    }
    if (this.running) this.schedule(this.wakeRequested ? 0 : this.pollIntervalMs);
  }

  private async ensureListening(): Promise<void> {
    if (!this.listen || this.listening) return;
    try {
      this.listening = await this.listen(EVENTS_CHANNEL, {
        onNotify: () => this.wake(),
        onLost: (error) => {
          this.logger.warn({ err: error }, 'events: lost the notification connection; listening again');
          this.listening = null;
          // Listen again at once and deliver what a missed notification announced; if the database is
          // down, the next polls keep trying.
          this.wake();
        },
      });
      if (this.listenFailing) this.logger.info('events: listening for notifications again');
      this.listenFailing = false;
    } catch (error) {
      // Logged once per outage; the poll keeps delivering meanwhile.
      if (!this.listenFailing) this.logger.warn({ err: error }, 'events: cannot listen for notifications; polling');
      this.listenFailing = true;
    }
  }

  private async drain(limit: number): Promise<DispatchReport> {
    const report: DispatchReport = { delivered: 0, failed: 0 };
    await this.registerSubscriptions();
    // What was due when the run started: a delivery that fails now is retried in a later run,
    // never spun on in this one (even with no back-off).
    const dueBy = await databaseNow(this.db);
    while (report.delivered + report.failed < limit && !this.stopping) {
      const size = Math.min(BATCH_SIZE, limit - report.delivered - report.failed);
      const batch = await this.deliverBatch(dueBy, size);
      if (batch === 'none') break;
      report.delivered += batch.delivered;
      report.failed += batch.failed;
      // A short batch means nothing else was due and free: no empty transaction to find that out.
      if (batch.delivered + batch.failed < size) break;
    }
    if (report.delivered || report.failed) this.logger.debug(report, 'events delivered');
    return report;
  }

  /**
   * Delivers up to `size` due deliveries in one transaction: one claim, the handlers in turn, one
   * mark, one commit. When a handler throws, nothing of the batch is kept: that delivery's failure
   * is recorded and the others go again one by one. When the transaction itself fails (commit,
   * connection), every delivery of the batch is recorded as failed, as a single one would be.
   */
  private async deliverBatch(dueBy: Date, size: number): Promise<DispatchReport | 'none'> {
    let claimed: ClaimedDelivery[] = [];
    let failing: { delivery: ClaimedDelivery; error: unknown } | null = null;
    try {
      const delivered = await this.db.transaction().execute(async (trx) => {
        claimed = await claimDueDeliveries(trx, this.keys, dueBy, size);
        for (const delivery of claimed) {
          try {
            await this.handlerFor(delivery)(trx, toDomainEvent(delivery), infoOf(delivery));
          } catch (error) {
            failing = { delivery, error };
            throw error;
          }
        }
        await markDelivered(trx, claimed);
        return claimed.length;
      });
      return delivered === 0 ? 'none' : { delivered, failed: 0 };
    } catch (error) {
      // Nothing claimed: the database itself failed; let the caller log it and poll again later.
      if (claimed.length === 0) throw error;
      const report: DispatchReport = { delivered: 0, failed: 0 };
      const failed = failing as { delivery: ClaimedDelivery; error: unknown } | null;
      for (const delivery of claimed) {
        if (failed === null) {
          await this.recordFailure(this.db, delivery, error, dueBy);
          report.failed += 1;
          continue;
        }
        const outcome =
          delivery === failed.delivery
            ? await this.recordClaimedFailure(dueBy, delivery, failed.error)
            : await this.deliverOne(dueBy, delivery);
        if (outcome !== 'none') report[outcome] += 1;
      }
      return report;
    }
  }

  /** Records a failed attempt while holding the delivery's claim (unless another dispatcher took it meanwhile). */
  private async recordClaimedFailure(dueBy: Date, which: ClaimedDelivery, error: unknown): Promise<'failed' | 'none'> {
    return this.db.transaction().execute(async (trx) => {
      const [delivery] = await claimDueDeliveries(trx, this.keys, dueBy, 1, which);
      if (!delivery) return 'none';
      await this.recordFailure(trx, delivery, error, dueBy);
      return 'failed';
    });
  }

  /** One delivery in its own transaction, its handler under a savepoint so a failure is recorded with the claim held. */
  private async deliverOne(dueBy: Date, which: ClaimedDelivery): Promise<'delivered' | 'failed' | 'none'> {
    let claimed: ClaimedDelivery | undefined;
    try {
      return await this.db.transaction().execute(async (trx) => {
        [claimed] = await claimDueDeliveries(trx, this.keys, dueBy, 1, which);
        const delivery = claimed;
        // Taken by another dispatcher meanwhile (or no longer due): not ours to deliver.
        if (!delivery) return 'none';
        // A savepoint, so a failing handler's writes roll back while the claim (and its row lock)
        // stays: the failure is recorded before any other dispatcher can take the delivery again.
        await sql`savepoint event_handler`.execute(trx);
        try {
          await this.handlerFor(delivery)(trx, toDomainEvent(delivery), infoOf(delivery));
        } catch (error) {
          await sql`rollback to savepoint event_handler`.execute(trx);
          await this.recordFailure(trx, delivery, error, dueBy);
          return 'failed';
        }
        await markDelivered(trx, [delivery]);
        return 'delivered';
      });
    } catch (error) {
      if (!claimed) throw error;
      // The transaction failed around the handler (commit, connection): record it outside.
      await this.recordFailure(this.db, claimed, error, dueBy);
      return 'failed';
    }
  }

  private handlerFor(delivery: ClaimedDelivery): EventHandler {
    const handler = this.handlers.get(handlerKey(delivery.type, delivery.subscriber));
    if (!handler) throw new Error(`No handler for ${delivery.type} as "${delivery.subscriber}"`);
    return handler;
  }

  private async recordFailure(
    db: Kysely<Database> | Transaction<Database>,
    delivery: ClaimedDelivery,
    error: unknown,
    dueBy: Date,
  ): Promise<void> {
    const attempt = delivery.attempts + 1;
    const retryInMs = this.nextAttemptDelayMs(attempt);
    const message = error instanceof Error ? error.message : String(error);
    const retry = retryInMs === null ? null : { inMs: retryInMs, notBefore: dueBy };
    await recordDeliveryFailure(db, delivery.eventId, delivery.subscriber, message, retry);
    this.logger.error(
      { err: error, event: { id: delivery.eventId, type: delivery.type }, subscriber: delivery.subscriber, attempt },
      retryInMs === null ? 'event delivery failed for good' : 'event delivery failed: will retry',
    );
  }
}

function infoOf(delivery: ClaimedDelivery): DeliveryInfo {
  return { subscriber: delivery.subscriber, attempt: delivery.attempts + 1 };
}

function handlerKey(type: string, subscriber: string): string {
  return `${type} ${subscriber}`;
}

/** The stored row as subscribers see it; the payload was checked against the catalog when recorded. */
function toDomainEvent(delivery: ClaimedDelivery): DomainEvent {
  return {
    id: delivery.eventId,
    type: delivery.type,
    payload: delivery.payload,
    occurredAt: delivery.occurredAt,
  } as DomainEvent;
}
