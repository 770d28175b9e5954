import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.js';
import type { App } from '../../../src/app.js';
import type { DatabaseHandle } from '../../../src/db/database.js';
import { testConfig } from '../../helpers/test-app.js';
import { onPostgres, openSecondPool } from '../../helpers/test-database.js';
import { useTestApp } from '../../helpers/use-test-app.js';
import { clearEvents, createEffectsTable, effects, eventually, recordPledgeCreated, recordingHandler } from './effects.js';

/**
 * Dispatchers as servers run them: started when the app is ready, woken by NOTIFY on commit,
 * polling behind it. On PostgreSQL each app has its own pool and listening connection, as two
 * servers would; on PGlite both share the one in-process database.
 */
describe('domain events: dispatchers on several servers', () => {
  const test = useTestApp();
  const apps: App[] = [];
  let secondDatabase: DatabaseHandle | undefined;

  beforeAll(async () => {
    await createEffectsTable(test.app.db);
    if (onPostgres()) secondDatabase = await openSecondPool(test.app.db, 4);
  });

  afterAll(async () => {
    await secondDatabase?.close();
  });

  beforeEach(async () => {
    await clearEvents(test.app.db);
  });

  afterEach(async () => {
    while (apps.length) await apps.pop()?.close();
  });

  /** A server that runs jobs and events, subscribed as audit-a and audit-b; `which` picks its database connection. */
  async function startServer(which: 'first' | 'second', pollInterval = '200ms', onDelivery?: () => Promise<void>) {
    const database = which === 'second' && secondDatabase ? secondDatabase : test.database;
    const app = await buildApp({
      config: testConfig({ JOBS_ENABLED: 'true', JOBS_POLL_INTERVAL: pollInterval }),
      db: database.db,
      listen: database.listen,
    });
    apps.push(app);
    for (const subscriber of ['audit-a', 'audit-b'])
      app.events.subscribe('pledge.created', subscriber, async (trx, event, delivery) => {
        await onDelivery?.();
        await recordingHandler(trx, event, delivery);
      });
    await app.ready();
    return app;
  }

  async function close(app: App): Promise<void> {
    apps.splice(apps.indexOf(app), 1);
    await app.close();
  }

  it('wakes on commit rather than waiting for the next poll', async () => {
    // An hour between polls: only the notification can bring the event in time.
    await startServer('first', '1h');
    // Past the first run at start, which would deliver anything already there.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const id = await recordPledgeCreated(test.app.db);
    await eventually(async () => (await effects(test.app.db)).length === 2, 5000);
    expect(await effects(test.app.db)).toEqual([`${id} audit-a`, `${id} audit-b`]);
  });

  it('delivers each committed event exactly once to each subscriber with two dispatchers, one restarted mid-way', async () => {
    // A little work per delivery, so the stop lands while deliveries are still pending.
    const slow = () => new Promise<void>((resolve) => setTimeout(resolve, 5));
    const first = await startServer('first', '200ms', slow);
    await startServer('second', '200ms', slow);

    const recorded: string[] = [];
    for (let i = 0; i < 30; i += 1) recorded.push(await recordPledgeCreated(test.app.db, `p${i}`));
    // Rolled back in between: never delivered by either.
    await test.app.db
      .transaction()
      .execute(async (trx) => {
        await sql`insert into events (type, payload) values ('pledge.created', '{}'::jsonb)`.execute(trx);
        throw new Error('rolled back');
      })
      .catch(() => undefined);

    await eventually(async () => (await effects(test.app.db)).length >= 10);
    await close(first);
    const pendingAtStop = await test.app.db
      .selectFrom('eventDeliveries')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', '=', 'pending')
      .where('subscriber', 'in', ['audit-a', 'audit-b'])
      .executeTakeFirstOrThrow();
    for (let i = 30; i < 40; i += 1) recorded.push(await recordPledgeCreated(test.app.db, `p${i}`));
    await startServer('first', '200ms', slow);

    const expected = recorded.flatMap((id) => [`${id} audit-a`, `${id} audit-b`]);
    await eventually(async () => (await effects(test.app.db)).length >= expected.length, 15_000);
    // Past a few polls: nothing is delivered a second time.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await effects(test.app.db)).toEqual(expected);
    // This test's subscribers only: the app's own (e.g. campaigns' trending counter) also receive
    // these pledge events, whose campaigns do not exist here.
    const statuses = await test.app.db
      .selectFrom('eventDeliveries')
      .where('subscriber', 'in', ['audit-a', 'audit-b'])
      .select(['status', 'attempts'])
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .groupBy(['status', 'attempts'])
      .execute();
    expect(statuses).toEqual([{ status: 'delivered', attempts: 1, n: String(expected.length) }]);
    // The stop came mid-way: the stopped server left deliveries for the others.
    expect(Number(pendingAtStop.n)).toBeGreaterThan(0);
  });
});
