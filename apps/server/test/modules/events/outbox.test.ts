import { sql } from 'kysely';
import { pino } from 'pino';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EventDispatcher } from '../../../src/modules/events/dispatcher.js';
import type { EventDispatcherOptions } from '../../../src/modules/events/dispatcher.js';
import { recordEvent } from '../../../src/modules/events/service.js';
import { EVENT_DELIVERY_RETRIES } from '../../../src/queues/retry-policy.js';
import { useTestApp } from '../../helpers/use-test-app.js';
import {
  clearEvents,
  createEffectsTable,
  deliveries,
  effects,
  recordPledgeCreated,
  recordingHandler,
  writeEffect,
} from './effects.js';

const silent = pino({ level: 'silent' });

describe('domain events: the transactional outbox', () => {
  const test = useTestApp();

  beforeAll(async () => {
    await createEffectsTable(test.app.db);
  });

  beforeEach(async () => {
    await clearEvents(test.app.db);
  });

  function dispatcher(options: Partial<EventDispatcherOptions> = {}) {
    return new EventDispatcher({ db: test.app.db, logger: silent, retryDelayMs: () => 0, ...options });
  }

  /** Two subscribers of pledge.created that only record their effect. */
  async function twoSubscribers(options: Partial<EventDispatcherOptions> = {}) {
    const events = dispatcher(options);
    events.subscribe('pledge.created', 'audit-a', recordingHandler);
    events.subscribe('pledge.created', 'audit-b', recordingHandler);
    await events.registerSubscriptions();
    return events;
  }

  it('never delivers an event recorded in a transaction that rolls back', async () => {
    const events = await twoSubscribers();
    await expect(
      test.app.db.transaction().execute(async (trx) => {
        await recordEvent(trx, {
          type: 'pledge.created',
          payload: { pledgeId: 'p1', campaignId: 'c1', backerId: 'u1', amount: 100, currency: 'USD' },
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');

    expect(await test.app.db.selectFrom('events').selectAll().execute()).toEqual([]);
    expect(await test.app.db.selectFrom('eventDeliveries').selectAll().execute()).toEqual([]);
    expect(await events.dispatchPending()).toEqual({ delivered: 0, failed: 0 });
    expect(await effects(test.app.db)).toEqual([]);
  });

  it('delivers a committed event exactly once to each subscriber', async () => {
    const events = await twoSubscribers();
    const id = await recordPledgeCreated(test.app.db);

    expect(await events.dispatchPending()).toEqual({ delivered: 2, failed: 0 });
    expect(await events.dispatchPending()).toEqual({ delivered: 0, failed: 0 });
    expect(await effects(test.app.db)).toEqual([`${id} audit-a`, `${id} audit-b`]);
    expect(await deliveries(test.app.db, id)).toEqual([
      { subscriber: 'audit-a', status: 'delivered', attempts: 1, lastError: null },
      { subscriber: 'audit-b', status: 'delivered', attempts: 1, lastError: null },
    ]);
  });

  it('hands the handler the event as recorded', async () => {
    const events = dispatcher();
    const seen: unknown[] = [];
    events.subscribe('campaign.succeeded', 'seen', (_trx, event, delivery) => {
      seen.push({ event, delivery });
      return Promise.resolve();
    });
    await events.registerSubscriptions();
    const id = await test.app.db.transaction().execute((trx) =>
      recordEvent(trx, {
        type: 'campaign.succeeded',
        payload: { campaignId: 'c9', ownerId: 'u9', raised: 150_000, currency: 'EUR' },
      }),
    );
    await events.dispatchPending();
    expect(seen).toEqual([
      {
        event: {
          id,
          type: 'campaign.succeeded',
          payload: { campaignId: 'c9', ownerId: 'u9', raised: 150_000, currency: 'EUR' },
          occurredAt: expect.any(Date) as unknown,
        },
        delivery: { subscriber: 'seen', attempt: 1 },
      },
    ]);
  });

  it('refuses a payload that does not match the catalog, failing the caller’s transaction', async () => {
    await expect(
      test.app.db.transaction().execute((trx) =>
        recordEvent(trx, {
          type: 'pledge.created',
          // A fractional amount: the catalog takes minor units only.
          payload: { pledgeId: 'p1', campaignId: 'c1', backerId: 'u1', amount: 12.5, currency: 'USD' },
        }),
      ),
    ).rejects.toThrow();
    expect(await test.app.db.selectFrom('events').selectAll().execute()).toEqual([]);
  });

  it('delivers to the subscribers registered when the event was recorded, not to later ones', async () => {
    const early = dispatcher();
    early.subscribe('pledge.created', 'early', recordingHandler);
    await early.registerSubscriptions();
    const before = await recordPledgeCreated(test.app.db, 'p-before');

    const late = dispatcher();
    late.subscribe('pledge.created', 'early', recordingHandler);
    late.subscribe('pledge.created', 'late', recordingHandler);
    await late.registerSubscriptions();
    const after = await recordPledgeCreated(test.app.db, 'p-after');

    await late.dispatchPending();
    expect(await effects(test.app.db)).toEqual([`${before} early`, `${after} early`, `${after} late`]);
  });

  it('leaves other event types and other subscribers’ deliveries to the dispatchers that handle them', async () => {
    const pledgesOnly = dispatcher();
    pledgesOnly.subscribe('pledge.created', 'audit-a', recordingHandler);
    const other = dispatcher();
    other.subscribe('pledge.created', 'audit-b', recordingHandler);
    await pledgesOnly.registerSubscriptions();
    await other.registerSubscriptions();
    const id = await recordPledgeCreated(test.app.db);

    expect(await pledgesOnly.dispatchPending()).toEqual({ delivered: 1, failed: 0 });
    expect(await deliveries(test.app.db, id)).toMatchObject([
      { subscriber: 'audit-a', status: 'delivered' },
      { subscriber: 'audit-b', status: 'pending' },
    ]);
    expect(await other.dispatchPending()).toEqual({ delivered: 1, failed: 0 });
  });

  it('retries a failing handler with its writes rolled back, without holding up other deliveries', async () => {
    const events = dispatcher();
    let failuresLeft = 2;
    const failedEventIds = new Set<string>();
    events.subscribe('pledge.created', 'flaky', async (trx, event, { subscriber }) => {
      // Writes first, then fails: the write must not survive the failed attempt.
      await writeEffect(trx, event.id, subscriber);
      if (event.payload.pledgeId === 'p-flaky' && failuresLeft > 0) {
        failuresLeft -= 1;
        failedEventIds.add(event.id);
        throw new Error('mail server unavailable');
      }
    });
    events.subscribe('pledge.created', 'steady', recordingHandler);
    await events.registerSubscriptions();
    const flakyEvent = await recordPledgeCreated(test.app.db, 'p-flaky');
    const nextEvent = await recordPledgeCreated(test.app.db, 'p-next');

    // The failing delivery does not stop the others: the same event to 'steady', the next event to both.
    expect(await events.dispatchPending()).toEqual({ delivered: 3, failed: 1 });
    expect(await effects(test.app.db)).toEqual([`${flakyEvent} steady`, `${nextEvent} flaky`, `${nextEvent} steady`]);
    expect(await deliveries(test.app.db, flakyEvent)).toEqual([
      { subscriber: 'flaky', status: 'pending', attempts: 1, lastError: 'mail server unavailable' },
      { subscriber: 'steady', status: 'delivered', attempts: 1, lastError: null },
    ]);

    expect(await events.dispatchPending()).toEqual({ delivered: 0, failed: 1 });
    expect(await events.dispatchPending()).toEqual({ delivered: 1, failed: 0 });
    expect(await deliveries(test.app.db, flakyEvent)).toEqual([
      { subscriber: 'flaky', status: 'delivered', attempts: 3, lastError: null },
      { subscriber: 'steady', status: 'delivered', attempts: 1, lastError: null },
    ]);
    // Exactly one effect per (event, subscriber), despite two failed attempts that wrote first.
    expect(await effects(test.app.db)).toEqual([
      `${flakyEvent} flaky`,
      `${flakyEvent} steady`,
      `${nextEvent} flaky`,
      `${nextEvent} steady`,
    ]);
    expect([...failedEventIds]).toEqual([flakyEvent]);
  });

  it('waits out the back-off before retrying, and gives up after the last attempt', async () => {
    const events = dispatcher({ maxAttempts: 3, retryDelayMs: () => 60_000 });
    events.subscribe('pledge.created', 'broken', () => Promise.reject(new Error('always fails')));
    await events.registerSubscriptions();
    const id = await recordPledgeCreated(test.app.db);

    expect(await events.dispatchPending()).toEqual({ delivered: 0, failed: 1 });
    // Not due for a minute.
    expect(await events.dispatchPending()).toEqual({ delivered: 0, failed: 0 });
    const [row] = await test.app.db
      .selectFrom('eventDeliveries')
      .select(sql<number>`extract(epoch from next_attempt_at - now())::int`.as('inSeconds'))
      .where('eventId', '=', id)
      .execute();
    expect(row?.inSeconds).toBeGreaterThan(50);

    // Make it due twice more: the third failure is the last.
    for (const expected of ['pending', 'failed']) {
      await test.app.db
        .updateTable('eventDeliveries')
        .set({ nextAttemptAt: sql`now()` })
        .where('eventId', '=', id)
        .execute();
      expect(await events.dispatchPending()).toEqual({ delivered: 0, failed: 1 });
      expect(await deliveries(test.app.db, id)).toMatchObject([{ status: expected }]);
    }
    expect(await deliveries(test.app.db, id)).toEqual([
      { subscriber: 'broken', status: 'failed', attempts: 3, lastError: 'always fails' },
    ]);
    await test.app.db
      .updateTable('eventDeliveries')
      .set({ nextAttemptAt: sql`now()` })
      .where('eventId', '=', id)
      .execute();
    expect(await events.dispatchPending()).toEqual({ delivered: 0, failed: 0 });
  });

  it('commits the handler’s writes and the delivery mark together, or neither', async () => {
    // A deferred foreign key fails at COMMIT, after the handler returned and the delivery was marked.
    await sql`create table if not exists effect_parents (id text primary key)`.execute(test.app.db);
    await sql`create table if not exists effect_children (
      event_id text not null,
      parent_id text not null references effect_parents (id) deferrable initially deferred
    )`.execute(test.app.db);
    const events = dispatcher();
    events.subscribe('pledge.created', 'linker', async (trx, event) => {
      await sql`insert into effect_children (event_id, parent_id) values (${event.id}, ${event.payload.campaignId})`.execute(trx);
    });
    await events.registerSubscriptions();
    const id = await recordPledgeCreated(test.app.db);

    expect(await events.dispatchPending()).toEqual({ delivered: 0, failed: 1 });
    const children = () => sql`select * from effect_children`.execute(test.app.db).then((r) => r.rows);
    expect(await children()).toEqual([]);
    expect(await deliveries(test.app.db, id)).toMatchObject([{ subscriber: 'linker', status: 'pending', attempts: 1 }]);

    // Once the parent exists the same delivery succeeds: one child row, one delivered mark.
    await sql`insert into effect_parents (id) values ('c1')`.execute(test.app.db);
    expect(await events.dispatchPending()).toEqual({ delivered: 1, failed: 0 });
    expect(await children()).toEqual([{ eventId: id, parentId: 'c1' }]);
    expect(await deliveries(test.app.db, id)).toMatchObject([{ subscriber: 'linker', status: 'delivered', attempts: 2 }]);
  });

  it('takes subscriptions on the app’s dispatcher and refuses a duplicate or a badly named one', async () => {
    test.app.events.subscribe('payment.credited', 'app-level', async (trx, event, { subscriber }) => {
      await writeEffect(trx, event.id, subscriber);
    });
    expect(() => test.app.events.subscribe('payment.credited', 'app-level', () => Promise.resolve())).toThrow(
      /already subscribes/,
    );
    expect(() => test.app.events.subscribe('payment.credited', 'Not Valid', () => Promise.resolve())).toThrow(/Subscriber name/);
    await test.app.events.registerSubscriptions();
    const id = await test.app.db.transaction().execute((trx) =>
      recordEvent(trx, {
        type: 'payment.credited',
        payload: { paymentId: 'pay1', userId: 'u1', purpose: 'top-up', amount: 5000, currency: 'USD' },
      }),
    );
    expect(await test.app.events.dispatchPending()).toEqual({ delivered: 1, failed: 0 });
    expect(await effects(test.app.db)).toEqual([`${id} app-level`]);
  });

  it('retries with the queues’ one policy by default: half to all of 1 s, then doubling, failed after the last attempt', async () => {
    const events = dispatcher({ retryDelayMs: undefined });
    events.subscribe('pledge.created', 'broken', () => Promise.reject(new Error('always fails')));
    await events.registerSubscriptions();
    const id = await recordPledgeCreated(test.app.db);
    const databaseTime = async () => (await sql<{ at: Date }>`select clock_timestamp() as at`.execute(test.app.db)).rows[0]?.at;
    /**
     * The failure is recorded (its wait counted) between the database's time before the dispatch
     * and after it: so the wait is at most `next − before` and at least `next − after`.
     */
    const failOnce = async () => {
      const before = (await databaseTime())?.getTime() ?? NaN;
      expect(await events.dispatchPending()).toEqual({ delivered: 0, failed: 1 });
      const after = (await databaseTime())?.getTime() ?? NaN;
      const [row] = await test.app.db.selectFrom('eventDeliveries').select('nextAttemptAt').where('eventId', '=', id).execute();
      const next = row?.nextAttemptAt?.getTime() ?? NaN;
      return { sinceBefore: next - before, sinceAfter: next - after };
    };

    // Between half and all of 1 s after the first failure, of 2 s after the second.
    const first = await failOnce();
    expect(first.sinceBefore).toBeGreaterThanOrEqual(499);
    expect(first.sinceAfter).toBeLessThanOrEqual(1_001);
    await test.app.db
      .updateTable('eventDeliveries')
      .set({ nextAttemptAt: sql`now()` })
      .where('eventId', '=', id)
      .execute();
    const second = await failOnce();
    expect(second.sinceBefore).toBeGreaterThanOrEqual(999);
    expect(second.sinceAfter).toBeLessThanOrEqual(2_001);

    // One attempt before the last: the next failure is the last.
    await test.app.db
      .updateTable('eventDeliveries')
      .set({ attempts: EVENT_DELIVERY_RETRIES.maxAttempts - 1, nextAttemptAt: sql`now()` })
      .where('eventId', '=', id)
      .execute();
    expect(await events.dispatchPending()).toEqual({ delivered: 0, failed: 1 });
    expect(await deliveries(test.app.db, id)).toMatchObject([{ status: 'failed', attempts: EVENT_DELIVERY_RETRIES.maxAttempts }]);
  });
});
