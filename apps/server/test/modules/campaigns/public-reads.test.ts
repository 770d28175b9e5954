import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/app.js';
import type { DatabaseHandle } from '../../../src/db/database.js';
import { createLiveCampaign } from '../../factories/campaigns.js';
import { client, signUp } from '../../helpers/auth.js';
import { buildTestApp } from '../../helpers/test-app.js';
import { createTestDatabase } from '../../helpers/test-database.js';

interface Detail {
  title: string;
  viewer: { isOwner: boolean; role: string | null };
}

/** Reads the page as a visitor without a session until `accept` holds (change notices are delivered after commit). */
async function visitorReadsUntil(app: App, id: string, accept: (detail: Detail) => boolean): Promise<Detail> {
  let detail: Detail | null = null;
  for (let tries = 0; tries < 40; tries += 1) {
    detail = (await app.inject({ method: 'GET', url: `/api/campaigns/${id}` })).json<Detail>();
    if (accept(detail)) return detail;
    await sleep(50);
  }
  throw new Error(`the page never showed what was expected: ${JSON.stringify(detail)}`);
}

describe('the public campaign page, shared by visitors (PUBLIC_READ_CACHE)', () => {
  let database: DatabaseHandle;
  let app: App;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildTestApp({ db: database.db, listen: database.listen, env: { PUBLIC_READ_CACHE: 'true' } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers visitors from one kept copy, with a validator and public caching, and 304 when it is unchanged', async () => {
    // Made without a change notice too: a late notice of its creation would drop the copy this test reads.
    const campaign = await database.db.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx);
      return createLiveCampaign(trx, { title: 'Kept for everyone' });
    });
    const first = await app.inject({ method: 'GET', url: `/api/campaigns/${campaign.id}` });
    expect(first.statusCode).toBe(200);
    expect(first.json<Detail>().title).toBe('Kept for everyone');
    expect(first.headers['cache-control']).toBe('public, max-age=1, stale-while-revalidate=10');
    expect(first.headers.vary).toContain('Cookie');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/".+"$/);

    // A change that says nothing (triggers off for this transaction): the kept copy is what visitors get.
    await database.db.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx);
      await trx.updateTable('campaigns').set({ title: 'Changed silently' }).where('id', '=', campaign.id).execute();
    });
    const second = await app.inject({ method: 'GET', url: `/api/campaigns/${campaign.id}` });
    expect(second.json<Detail>().title).toBe('Kept for everyone');
    const revalidated = await app.inject({
      method: 'GET',
      url: `/api/campaigns/${campaign.id}`,
      headers: { 'if-none-match': etag },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('shows a committed change to every visitor at once: the change notice drops the kept copy', async () => {
    const campaign = await createLiveCampaign(database.db, { title: 'Before the pledge' });
    await visitorReadsUntil(app, campaign.id, (d) => d.title === 'Before the pledge');
    await database.db
      .updateTable('campaigns')
      .set({ title: 'After the pledge', raised: 2500 })
      .where('id', '=', campaign.id)
      .execute();
    const started = Date.now();
    await visitorReadsUntil(app, campaign.id, (d) => d.title === 'After the pledge');
    // Well inside the one second promised (the fallback expiry without notices is that second).
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('never gives a signed-in reader the shared copy: the owner still sees their role', async () => {
    const owner = await signUp(app);
    const campaign = await createLiveCampaign(database.db, { ownerId: owner.userId, title: 'Mine' });
    // A visitor reads (and the copy is kept) first.
    expect(
      (await client(app, { origin: null }).request('GET', `/api/campaigns/${campaign.id}`)).json<Detail>().viewer,
    ).toMatchObject({
      isOwner: false,
      role: null,
    });
    const mine = await owner.client.request('GET', `/api/campaigns/${campaign.id}`);
    expect(mine.json<Detail>().viewer).toMatchObject({ isOwner: true, role: 'owner' });
    expect(mine.headers['cache-control']).toBe('no-store');
  });

  it('keeps no copy of a page that does not exist', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/campaigns/not-there-yet' })).statusCode).toBe(404);
    await createLiveCampaign(database.db, { id: 'not-there-yet', title: 'Here now' });
    await visitorReadsUntil(app, 'not-there-yet', (d) => d.title === 'Here now');
  });
});
