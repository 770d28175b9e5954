import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.js';
import { openDatabase } from '../../src/db/database.js';
import type { DatabaseHandle } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { completeDraft, person } from '../factories/campaign-setup.js';
import type { Person } from '../factories/campaign-setup.js';
import { client } from '../helpers/auth.js';
import { queryOnce, startStreamingReplica, waitForReplay } from '../helpers/streaming-replica.js';
import type { StreamingReplica } from '../helpers/streaming-replica.js';
import { buildTestApp } from '../helpers/test-app.js';

/**
 * DATABASE_READ_URL against a real streaming replica (its own primary and hot standby, started
 * here from PostgreSQL's binaries; a PostgreSQL feature, so it runs in the PostgreSQL pass): public reads come from
 * the replica, a person's own writes read back from the primary, and a stopped replica falls back
 * to the primary without an error.
 */
describe('read replica', () => {
  let cluster: StreamingReplica | undefined;
  let database: DatabaseHandle | undefined;
  let app: App;
  let creator: Person;
  const replicaDown: unknown[] = [];

  beforeAll(async () => {
    cluster = await startStreamingReplica();
    database = await openDatabase(
      {
        kind: 'postgres',
        connectionString: cluster.primaryUrl,
        maxConnections: 4,
        readConnectionString: cluster.replicaUrl,
        readMaxConnections: 2,
      },
      { replica: { onDown: (error) => replicaDown.push(error) } },
    );
    await migrateToLatest(database.db);
    app = await buildTestApp({
      db: database.db,
      readDb: database.readDb,
      readReplica: database.readReplica,
      env: { METRICS_ENABLED: 'true' },
    });
    creator = await person({ app, database });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await cluster?.destroy();
  });

  const replicaUrl = () => cluster?.replicaUrl ?? '';

  async function launchCampaign(title: string): Promise<string> {
    const created = await creator.client.request('POST', '/api/campaigns', { ...completeDraft(), title });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: string }>().id;
    expect((await creator.client.request('POST', `/api/campaigns/${id}/launch`)).statusCode).toBe(200);
    return id;
  }

  async function listedIds(): Promise<string[]> {
    const res = await client(app).request('GET', '/api/campaigns?sort=newest');
    expect(res.statusCode).toBe(200);
    return res.json<{ items: { id: string }[] }>().items.map((item) => item.id);
  }

  async function metric(line: string): Promise<number> {
    const text = (await app.inject({ method: 'GET', url: '/metrics' })).body;
    const found = text.split('\n').find((row) => row.startsWith(`${line} `));
    return Number(found?.split(' ')[1] ?? Number.NaN);
  }

  it('answers public listings from the replica while a person reads their own launch from the primary', async () => {
    const before = await launchCampaign('Launched before the pause');
    if (!cluster) throw new Error('no cluster');
    await waitForReplay(cluster);
    // Replayed up to the launch's LSN; on a loaded machine the standby may still take a moment to show it.
    await expect.poll(listedIds, { timeout: 10_000 }).toContain(before);

    await queryOnce(replicaUrl(), 'select pg_wal_replay_pause()');
    const during = await launchCampaign('Launched while replay is paused');

    // The creator's own reads go to the primary: what they just launched is there at once.
    const own = await creator.client.request('GET', `/api/campaigns/${during}`);
    expect(own.statusCode).toBe(200);
    expect(own.json<{ status: string }>().status).toBe('live');
    const mine = await creator.client.request('GET', '/api/me/campaigns');
    expect(mine.json<{ items: { id: string }[] }>().items.map((item) => item.id)).toContain(during);

    // Visitors read the replica, which has not replayed the launch yet.
    const listed = await listedIds();
    expect(listed).toContain(before);
    expect(listed).not.toContain(during);
    expect((await client(app).request('GET', `/api/campaigns/${during}`)).statusCode).toBe(404);
    expect(await metric('crowdspark_db_replica_reads_total{served_by="replica"}')).toBeGreaterThan(0);
    expect(await metric('crowdspark_db_replica_reads_total{served_by="primary_fallback"}')).toBe(0);
    const sessions = await queryOnce<{ count: number }>(
      replicaUrl(),
      "select count(*)::int as count from pg_stat_activity where application_name = 'crowdspark-read'",
    );
    expect(sessions[0]?.count).toBeGreaterThan(0);

    await queryOnce(replicaUrl(), 'select pg_wal_replay_resume()');
    await waitForReplay(cluster);
    await expect.poll(listedIds, { timeout: 10_000 }).toContain(during);
    expect((await client(app).request('GET', `/api/campaigns/${during}`)).statusCode).toBe(200);
  });

  it("drops a visitor's kept campaign page on a change and refills it from the primary, not the lagging replica", async () => {
    if (!cluster || !database) throw new Error('no cluster');
    const id = await launchCampaign('Kept for visitors');
    await waitForReplay(cluster);
    const sharing = await buildTestApp({
      db: database.db,
      readDb: database.readDb,
      readReplica: database.readReplica,
      listen: database.listen,
      env: { PUBLIC_READ_CACHE: 'true' },
    });
    try {
      await sharing.ready();
      const blurbNow = async () => (await client(sharing).request('GET', `/api/campaigns/${id}`)).json<{ blurb: string }>().blurb;
      expect(await blurbNow()).toBe(completeDraft().blurb);

      await queryOnce(replicaUrl(), 'select pg_wal_replay_pause()');
      await database.db.updateTable('campaigns').set({ blurb: 'Changed while the replica lags.' }).where('id', '=', id).execute();
      // The change notice arrives on its own time; the page read after it must come from the primary.
      let seen = await blurbNow();
      for (let attempt = 0; attempt < 200 && seen !== 'Changed while the replica lags.'; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        seen = await blurbNow();
      }
      expect(seen).toBe('Changed while the replica lags.');
    } finally {
      await queryOnce(replicaUrl(), 'select pg_wal_replay_resume()');
      await sharing.close();
    }
  });

  it('falls back to the primary when the replica stops, and says so in /api/ready and /metrics', async () => {
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.json<{ readReplica?: string }>().readReplica).toBe('up');

    await cluster?.stopReplica();
    const launched = await launchCampaign('Launched after the replica stopped');
    expect(await listedIds()).toContain(launched);
    expect((await client(app).request('GET', `/api/campaigns/${launched}`)).statusCode).toBe(200);
    const search = await client(app).request('GET', '/api/search?q=replica');
    expect(search.statusCode).toBe(200);

    expect(await metric('crowdspark_db_replica_reads_total{served_by="primary_fallback"}')).toBeGreaterThan(0);
    expect(await metric('crowdspark_db_replica_up')).toBe(0);
    // Reported once per outage, however many reads fell back.
    expect(replicaDown).toHaveLength(1);

    const readyAfter = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(readyAfter.statusCode).toBe(200);
    expect(readyAfter.json<{ readReplica?: string }>().readReplica).toBe('down');
  });
});
