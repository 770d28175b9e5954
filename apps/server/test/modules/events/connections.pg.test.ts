import { sql } from 'kysely';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.js';
import type { App } from '../../../src/app.js';
import type { DatabaseHandle } from '../../../src/db/database.js';
import { EventDispatcher } from '../../../src/modules/events/dispatcher.js';
import { testConfig } from '../../helpers/test-app.js';
import { openSecondPool } from '../../helpers/test-database.js';
import { useTestApp } from '../../helpers/use-test-app.js';
import {
  clearEvents,
  createEffectsTable,
  deliveries,
  effects,
  eventually,
  recordPledgeCreated,
  recordingHandler,
  writeEffect,
} from './effects.js';

const silent = pino({ level: 'silent' });

/**
 * PostgreSQL only: what separate connections show. A second dispatcher skips the delivery the
 * first one holds; a dispatcher whose connection dies mid-delivery (as when its server crashes)
 * leaves it to the next; a dispatcher that loses its LISTEN connection listens again.
 */
describe('domain events on PostgreSQL connections', () => {
  const test = useTestApp();
  let other: DatabaseHandle;
  const apps: App[] = [];

  beforeAll(async () => {
    await createEffectsTable(test.app.db);
    other = await openSecondPool(test.app.db, 2);
  });

  afterAll(async () => {
    await other.close();
  });

  beforeEach(async () => {
    await clearEvents(test.app.db);
  });

  afterEach(async () => {
    while (apps.length) await apps.pop()?.close();
  });

  /** Backend pids of this database's sessions whose last query matches `pattern` (excluding this one). */
  async function sessions(pattern: string): Promise<number[]> {
    const { rows } = await sql<{ pid: number }>`
      select pid from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and query ilike ${pattern}`.execute(test.app.db);
    return rows.map((r) => r.pid);
  }

  it('skips the delivery another dispatcher holds, and takes it over when that one’s connection dies mid-delivery', async () => {
    let enteredHandler!: () => void;
    const entered = new Promise<void>((resolve) => (enteredHandler = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));

    // The first "server": writes its effect, then stalls inside the delivery's transaction.
    const crashing = new EventDispatcher({ db: other.db, logger: silent, retryDelayMs: () => 0 });
    crashing.subscribe('pledge.created', 'audit-a', async (trx, event, { subscriber }) => {
      await writeEffect(trx, event.id, subscriber);
      await sql`select 'stalled delivery'`.execute(trx);
      enteredHandler();
      await released;
    });
    const survivor = new EventDispatcher({ db: test.app.db, logger: silent, retryDelayMs: () => 0 });
    survivor.subscribe('pledge.created', 'audit-a', recordingHandler);
    await survivor.registerSubscriptions();
    const id = await recordPledgeCreated(test.app.db);

    const crashingRun = crashing.dispatchPending();
    await entered;
    // Held (row-locked) by the first: the second skips it rather than wait or deliver it twice.
    expect(await survivor.dispatchPending()).toEqual({ delivered: 0, failed: 0 });

    // The first server's connection dies with the delivery's transaction open.
    const [stalled] = await sessions("%'stalled delivery'%");
    expect(stalled).toBeDefined();
    await sql`select pg_terminate_backend(${stalled})`.execute(test.app.db);
    release();
    expect(await crashingRun).toEqual({ delivered: 0, failed: 1 });

    // Its effect rolled back with the connection; the survivor delivers the event, once.
    expect(await effects(test.app.db)).toEqual([]);
    expect(await survivor.dispatchPending()).toEqual({ delivered: 1, failed: 0 });
    expect(await effects(test.app.db)).toEqual([`${id} audit-a`]);
    expect(await deliveries(test.app.db, id)).toMatchObject([{ subscriber: 'audit-a', status: 'delivered', attempts: 2 }]);
  });

  it('listens again after losing its notification connection', async () => {
    const app = await buildApp({
      // An hour between polls: deliveries below come from notifications only.
      config: testConfig({ JOBS_ENABLED: 'true', JOBS_POLL_INTERVAL: '1h' }),
      db: other.db,
      listen: other.listen,
    });
    apps.push(app);
    app.events.subscribe('pledge.created', 'audit-a', recordingHandler);
    await app.ready();
    // The events dispatcher's own LISTEN (live delivery, modules/live, listens on another channel).
    const eventsListen = 'listen "crowdspark_events"%';
    await eventually(async () => (await sessions(eventsListen)).length === 1);

    const [listener] = await sessions(eventsListen);
    await sql`select pg_terminate_backend(${listener})`.execute(test.app.db);
    await eventually(async () => {
      const now = await sessions(eventsListen);
      return now.length === 1 && now[0] !== listener;
    });

    const id = await recordPledgeCreated(test.app.db);
    await eventually(async () => (await effects(test.app.db)).length === 1, 5000);
    expect(await effects(test.app.db)).toEqual([`${id} audit-a`]);
  });
});
