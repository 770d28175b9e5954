import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/app.js';
import type { DatabaseHandle } from '../../../src/db/database.js';
import { createDraftCampaign, createLiveCampaign } from '../../factories/campaigns.js';
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

  it('gives the owner their own page with their role, and a signed-in reader with no part the shared copy', async () => {
    const owner = await signUp(app);
    const reader = await signUp(app);
    const campaign = await createLiveCampaign(database.db, { ownerId: owner.userId, title: 'Mine' });
    const visitors = await client(app, { origin: null }).request('GET', `/api/campaigns/${campaign.id}`);
    expect(visitors.json<Detail>().viewer).toMatchObject({ isOwner: false, role: null });

    const mine = await owner.client.request('GET', `/api/campaigns/${campaign.id}`);
    expect(mine.json<Detail>().viewer).toMatchObject({ isOwner: true, role: 'owner' });
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.headers.etag).toBeUndefined();

    // The visitors' copy (its validator says so), kept out of shared caches in front.
    const theirs = await reader.client.request('GET', `/api/campaigns/${campaign.id}`);
    expect(theirs.json<Detail>()).toEqual(visitors.json<Detail>());
    expect(theirs.headers.etag).toBe(visitors.headers.etag);
    expect(theirs.headers['cache-control']).toBe('private, no-cache');
  });

  it('still shows an admin a campaign the public may not see', async () => {
    const admin = await signUp(app);
    await database.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.userId).execute();
    await createDraftCampaign(database.db, 'draft-for-staff');
    expect((await app.inject({ method: 'GET', url: '/api/campaigns/draft-for-staff' })).statusCode).toBe(404);
    const seen = await admin.client.request('GET', '/api/campaigns/draft-for-staff');
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json<Detail>().viewer).toMatchObject({ isOwner: false, role: null });
  });

  it('keeps no copy of a page that does not exist', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/campaigns/not-there-yet' })).statusCode).toBe(404);
    await createLiveCampaign(database.db, { id: 'not-there-yet', title: 'Here now' });
    await visitorReadsUntil(app, 'not-there-yet', (d) => d.title === 'Here now');
  });
});
