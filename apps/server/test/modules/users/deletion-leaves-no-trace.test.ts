import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, client, signUp } from '../../helpers/auth.js';
import { useTestApp } from '../../helpers/use-test-app.js';
import { launchedCampaign, person } from '../../factories/campaign-setup.js';
import { call } from '../../factories/money.js';

/**
 * After an account is deleted, nothing that identifies the person remains anywhere in the
 * database: every table is dumped, row by row as text, and searched for their address, name and
 * username. What the product keeps on purpose (ledger entries, the other side's messages, report
 * notes) keeps no address and no name either.
 */
describe('a deleted account leaves no personal data behind', () => {
  const test = useTestApp();
  beforeAll(() => test.app.events.registerSubscriptions());

  async function rowsMentioning(needles: string[]): Promise<{ table: string; needle: string; row: string }[]> {
    const db = test.app.db;
    const tables = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db);
    const found: { table: string; needle: string; row: string }[] = [];
    for (const { name } of tables.rows) {
      const rows = await sql<{ row: string }>`select t::text as row from ${sql.table(name)} t`.execute(db);
      for (const { row } of rows.rows)
        for (const needle of needles)
          if (row.toLowerCase().includes(needle.toLowerCase())) found.push({ table: name, needle, row: row.slice(0, 300) });
    }
    return found;
  }

  it('dumps every table after a deletion and finds neither the address, the name nor the username', async () => {
    const name = 'Quillon Vexbridge';
    const leaving = await signUp(test.app, { name });
    const user = { client: leaving.client, userId: leaving.userId };
    const { username } = await test.app.db
      .selectFrom('users')
      .select('username')
      .where('id', '=', leaving.userId)
      .executeTakeFirstOrThrow();
    expect(username).toBeTruthy();
    await test.app.db.updateTable('users').set({ emailVerified: true }).where('id', '=', leaving.userId).execute();

    // A life on the platform: mails received, a wrong password, a reset asked for, a contact
    // message, a follow and a message to a creator, a comment on their campaign, a page view.
    const creator = await person(test);
    const campaignId = await launchedCampaign(creator);
    const creatorName = (
      await test.app.db.selectFrom('users').select('username').where('id', '=', creator.userId).executeTakeFirstOrThrow()
    ).username;
    await client(test.app).request('POST', '/api/auth/sign-in/email', { email: leaving.email, password: 'Not-the-password-1' });
    await client(test.app).request('POST', '/api/auth/request-password-reset', {
      email: leaving.email,
      redirectTo: '/forgot-password',
    });
    const contacted = await call(user, test.app, 'POST', '/api/contact', {
      body: { name, email: leaving.email, topic: 'support', message: 'A question about backing.' },
    });
    expect(contacted.statusCode, contacted.body).toBe(201);
    expect((await leaving.client.request('PUT', `/api/users/${creatorName}/follow`)).statusCode).toBeLessThan(300);
    const conversation = await call(user, test.app, 'POST', '/api/messages/conversations', { body: { username: creatorName } });
    expect(conversation.statusCode, conversation.body).toBe(200);
    const conversationId = conversation.json<{ id: string }>().id;
    const sent = await call(user, test.app, 'POST', `/api/messages/conversations/${conversationId}/messages`, {
      body: { body: 'Hello, a question about the rewards.', clientId: crypto.randomUUID() },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const commented = await call(user, test.app, 'POST', `/api/campaigns/${campaignId}/comments`, {
      body: { body: 'Looking forward to it.' },
    });
    expect(commented.statusCode, commented.body).toBe(201);
    await call(user, test.app, 'POST', '/api/analytics/page-view', {
      body: { path: `/campaigns/${campaignId}`, title: 'Campaign', sessionId: 'leaving-session-1' },
    });
    // Let the events these set off be delivered (notifications to the creator, mails).
    await test.app.events.dispatchPending();

    const deleted = await call(user, test.app, 'POST', '/api/auth/delete-user', { body: { password: PASSWORD } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await test.app.events.dispatchPending();

    expect(await rowsMentioning([leaving.email, name, username!])).toEqual([]);
  });
});
