import type { AdminEvents } from '@crowdspark/shared/contracts/admin-events';
import { sql } from 'kysely';
import { pino } from 'pino';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { EventDispatcher, SUBSCRIPTION_REFRESH_MS } from '../../../src/modules/events/dispatcher.js';
import { EVENTS_UPKEEP_JOB } from '../../../src/modules/events/upkeep.js';
import { deleteFinishedDeliveriesBefore, deleteSpentEventsBefore } from '../../../src/modules/events/upkeep-repository.js';
import { call, moneyUser, type MoneyUser } from '../../factories/money.js';
import { useTestApp } from '../../helpers/use-test-app.js';
import { clearEvents, createEffectsTable, deliveries, recordPledgeCreated } from './effects.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The outbox's upkeep job and the operators' numbers (decision 0051). */
describe('events outbox upkeep', () => {
  const test = useTestApp();
  let admin: MoneyUser;

  beforeAll(async () => {
    await createEffectsTable(test.app.db);
    admin = await moneyUser(test.app, 'admin');
  });

  beforeEach(async () => {
    await clearEvents(test.app.db);
    await test.app.db.deleteFrom('scheduledJobs').where('name', '=', EVENTS_UPKEEP_JOB).execute();
  });

  const db = () => test.app.db;

  /** One event with one delivery per given subscriber (registered as subscriptions first). */
  async function eventFor(subscribers: string[], pledgeId = 'p1'): Promise<string> {
    await db()
      .insertInto('eventSubscriptions')
      .values(subscribers.map((subscriber) => ({ eventType: 'pledge.created', subscriber })))
      .onConflict((oc) => oc.columns(['eventType', 'subscriber']).doUpdateSet({ lastSeenAt: sql`now()` }))
      .execute();
    return recordPledgeCreated(db(), pledgeId);
  }

  /** Moves an event (and its deliveries' delivery time) `days` into the past. */
  async function age(eventId: string, days: number): Promise<void> {
    const at = new Date(Date.now() - days * DAY_MS);
    await db().updateTable('events').set({ occurredAt: at }).where('id', '=', eventId).execute();
    await db()
      .updateTable('eventDeliveries')
      .set({ deliveredAt: at })
      .where('eventId', '=', eventId)
      .where('status', '=', 'delivered')
      .execute();
  }

  async function deliver(eventId: string, subscriber: string): Promise<void> {
    await db()
      .updateTable('eventDeliveries')
      .set({ status: 'delivered', deliveredAt: sql`now()`, attempts: 1 })
      .where('eventId', '=', eventId)
      .where('subscriber', '=', subscriber)
      .execute();
  }

  async function runUpkeep(): Promise<void> {
    await test.app.jobs.schedule(db(), { name: EVENTS_UPKEEP_JOB, key: EVENTS_UPKEEP_JOB, runAt: new Date(Date.now() - 1000) });
    expect(await test.app.jobs.runDue()).toEqual({ ran: 1, failed: 0 });
  }

  const eventIds = async () => (await db().selectFrom('events').select('id').orderBy('id').execute()).map((r) => String(r.id));

  it('deletes old delivered deliveries and fully delivered events; keeps recent, pending and failed ones', async () => {
    // Real subscribers of this app, so the stale-subscriber sweep leaves their deliveries alone.
    const [a, b] = test.app.events.subscriptions().filter((k) => k.eventType === 'pledge.created');
    if (!a || !b) throw new Error('the app has two pledge.created subscribers');
    const subs = [a.subscriber, b.subscriber];

    const oldDone = await eventFor(subs, 'old-done');
    for (const s of subs) await deliver(oldDone, s);
    await age(oldDone, 30);

    const oldHalf = await eventFor(subs, 'old-half');
    await deliver(oldHalf, subs[0] ?? '');
    await age(oldHalf, 30);

    const oldFailed = await eventFor(subs, 'old-failed');
    await deliver(oldFailed, subs[0] ?? '');
    await db()
      .updateTable('eventDeliveries')
      .set({ status: 'failed', lastError: 'boom', attempts: 12 })
      .where('eventId', '=', oldFailed)
      .where('subscriber', '=', subs[1] ?? '')
      .execute();
    await age(oldFailed, 30);

    const recentDone = await eventFor(subs, 'recent-done');
    for (const s of subs) await deliver(recentDone, s);
    await age(recentDone, 2);

    await runUpkeep();

    expect(await eventIds()).toEqual([oldHalf, oldFailed, recentDone]);
    expect(await deliveries(db(), oldDone)).toEqual([]);
    // The old delivered half went; the pending half stays with its event.
    expect((await deliveries(db(), oldHalf)).map((d) => d.status)).toEqual(['pending']);
    expect((await deliveries(db(), oldFailed)).map((d) => d.status)).toEqual(['failed']);
    expect((await deliveries(db(), recentDone)).map((d) => d.status)).toEqual(['delivered', 'delivered']);
  });

  it('deletes in bounded batches', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const id = await eventFor(['audit-a'], `p${i}`);
      await deliver(id, 'audit-a');
      await age(id, 30);
      ids.push(id);
    }
    const before = new Date(Date.now() - 14 * DAY_MS);
    expect(await deleteFinishedDeliveriesBefore(db(), before, 2)).toBe(2);
    expect(await deleteSpentEventsBefore(db(), before, 2)).toBe(2);
    expect(await deleteFinishedDeliveriesBefore(db(), before, 10)).toBe(3);
    expect(await deleteSpentEventsBefore(db(), before, 10)).toBe(3);
    expect(await eventIds()).toEqual([]);
  });

  it('abandons pending deliveries of a subscriber no server runs any more, once, and new events skip it', async () => {
    const [live] = test.app.events.subscriptions().filter((k) => k.eventType === 'pledge.created');
    if (!live) throw new Error('the app has a pledge.created subscriber');
    const first = await eventFor([live.subscriber, 'renamed-away']);
    const second = await eventFor([live.subscriber, 'renamed-away'], 'p2');
    // Nobody refreshed the retired subscriber for two days; the live one was refreshed long ago
    // too, but this server runs it.
    await db()
      .updateTable('eventSubscriptions')
      .set({ lastSeenAt: new Date(Date.now() - 2 * DAY_MS) })
      .execute();

    await runUpkeep();

    for (const id of [first, second])
      expect(await deliveries(db(), id)).toEqual(
        [
          { subscriber: live.subscriber, status: 'pending', attempts: 0, lastError: null },
          { subscriber: 'renamed-away', status: 'abandoned', attempts: 0, lastError: 'subscriber no longer registered' },
        ].sort((x, y) => x.subscriber.localeCompare(y.subscriber)),
      );
    const third = await recordPledgeCreated(db(), 'p3');
    expect((await deliveries(db(), third)).map((d) => d.subscriber)).toEqual([live.subscriber]);
  });

  it('a running dispatcher refreshes its subscriptions every hour, so the sweep never takes them as retired', async () => {
    const events = new EventDispatcher({ db: db(), logger: pino({ level: 'silent' }) });
    events.subscribe('pledge.created', 'audit-a', () => Promise.resolve());
    await events.registerSubscriptions();
    const longAgo = new Date(Date.now() - 2 * DAY_MS);
    await db().updateTable('eventSubscriptions').set({ lastSeenAt: longAgo }).execute();
    const lastSeen = async () =>
      (await db().selectFrom('eventSubscriptions').select('lastSeenAt').executeTakeFirstOrThrow()).lastSeenAt.getTime();

    await events.registerSubscriptions();
    expect(await lastSeen()).toBe(longAgo.getTime());
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + SUBSCRIPTION_REFRESH_MS + 1);
    try {
      await events.registerSubscriptions();
    } finally {
      clock.mockRestore();
    }
    expect(await lastSeen()).toBeGreaterThan(now - 60_000);
  });

  it('keeps pending deliveries of a subscriber another server refreshed lately', async () => {
    const id = await eventFor(['newer-version']);
    await runUpkeep();
    expect((await deliveries(db(), id)).map((d) => d.status)).toEqual(['pending']);
  });

  it('shows admins the queue depth, failures and oldest wait; /api/ready carries the numbers', async () => {
    const old = await eventFor(['audit-a', 'audit-b', 'audit-c']);
    await age(old, 1);
    await db()
      .updateTable('eventDeliveries')
      .set({ status: 'failed', attempts: 12, lastError: 'mail server said no' })
      .where('eventId', '=', old)
      .where('subscriber', '=', 'audit-a')
      .execute();
    await db()
      .updateTable('eventDeliveries')
      .set({ attempts: 2, lastError: 'timeout' })
      .where('eventId', '=', old)
      .where('subscriber', '=', 'audit-b')
      .execute();
    await eventFor(['audit-a', 'audit-b', 'audit-c'], 'p2');

    const res = await call(admin, test.app, 'GET', '/api/admin/events');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<AdminEvents>();
    expect(body.health).toEqual({ pending: 5, failed: 1, retrying: 1, oldestPendingAgeSeconds: expect.any(Number) as unknown });
    expect(body.health.oldestPendingAgeSeconds).toBeGreaterThanOrEqual(DAY_MS / 1000 - 5);
    expect(body.problems.map((p) => [p.eventId, p.eventType, p.subscriber, p.status, p.attempts, p.lastError])).toEqual([
      [old, 'pledge.created', 'audit-a', 'failed', 12, 'mail server said no'],
      [old, 'pledge.created', 'audit-b', 'pending', 2, 'timeout'],
    ]);

    const ready = await test.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.json()).toEqual({
      status: 'ready',
      events: { pending: 5, failed: 1, retrying: 1, oldestPendingAgeSeconds: expect.any(Number) as unknown },
    });
  });

  it('keeps the events page from people who are not admins', async () => {
    const someone = await moneyUser(test.app);
    expect((await call(someone, test.app, 'GET', '/api/admin/events')).statusCode).toBe(403);
  });
});
