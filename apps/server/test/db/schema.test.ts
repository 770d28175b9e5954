import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database.js';
import { createUser, follow, saveCampaign } from '../factories/users.js';
import { createTestDatabase } from '../helpers/test-database.js';

/** The rules the database itself enforces, whatever code writes to it. */
describe('schema constraints', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database.close();
  });

  it('gives a new user the documented defaults', async () => {
    const user = await createUser(database.db, { username: null });
    expect(user).toMatchObject({
      role: 'user',
      emailVerified: false,
      interests: [],
      hasSubscription: false,
      subscriptionDetails: null,
      lastLoginAt: null,
      photoUrl: null,
    });
    expect(user.createdAt).toBeInstanceOf(Date);
    expect(user.joinDate).toBeInstanceOf(Date);
    expect(user.updatedAt).toBeInstanceOf(Date);
  });

  it('treats emails as unique without regard to case', async () => {
    await createUser(database.db, { email: 'Case.Test@Example.com' });
    await expect(createUser(database.db, { email: 'case.test@example.COM' })).rejects.toThrow(/users_email_lower_key/);
  });

  it('treats usernames as unique without regard to case, while many users may have none', async () => {
    await createUser(database.db, { username: 'MayaMakes' });
    await expect(createUser(database.db, { username: 'mayamakes' })).rejects.toThrow(/users_username_lower_key/);
    await createUser(database.db, { username: null });
    await createUser(database.db, { username: null });
  });

  it('allows only the roles user, admin and superadmin', async () => {
    await createUser(database.db, { role: 'superadmin' });
    await expect(createUser(database.db, { role: 'owner' as 'admin' })).rejects.toThrow(/users_role_check/);
  });

  it('stores jsonb subscription details with their keys untouched', async () => {
    const details = { plan: 'pro-yearly', current_period_end: '2027-01-01', cancelAtPeriodEnd: true };
    const user = await createUser(database.db, { hasSubscription: true, subscriptionDetails: details });
    expect(user.subscriptionDetails).toEqual(details);
  });

  it('forbids following yourself and following twice', async () => {
    const a = await createUser(database.db);
    const b = await createUser(database.db);
    await expect(follow(database.db, a.id, a.id)).rejects.toThrow(/user_follows_not_self/);
    await follow(database.db, a.id, b.id);
    await expect(follow(database.db, a.id, b.id)).rejects.toThrow(/user_follows_pkey/);
  });

  it('removes follows and saved campaigns with the user', async () => {
    const a = await createUser(database.db);
    const b = await createUser(database.db);
    await follow(database.db, a.id, b.id);
    await follow(database.db, b.id, a.id);
    await saveCampaign(database.db, a.id, randomUUID());
    await database.db.deleteFrom('users').where('id', '=', a.id).execute();
    const follows = await database.db
      .selectFrom('userFollows')
      .selectAll()
      .where((eb) => eb.or([eb('followerId', '=', a.id), eb('followeeId', '=', a.id)]))
      .execute();
    expect(follows).toEqual([]);
    expect(await database.db.selectFrom('savedCampaigns').selectAll().where('userId', '=', a.id).execute()).toEqual([]);
  });

  it('rejects follows of users that do not exist', async () => {
    const a = await createUser(database.db);
    await expect(follow(database.db, a.id, 'nobody')).rejects.toThrow(/foreign key/);
  });
});
