import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../src/db/database.js';
import { findUserDocument } from '../../../src/modules/users/repository.js';
import { createUser, follow, saveCampaign } from '../../factories/users.js';
import { useTestApp } from '../../helpers/use-test-app.js';

describe('findUserDocument', () => {
  const context = useTestApp();
  let database: DatabaseHandle;

  beforeAll(() => {
    ({ database } = context);
  });

  it('returns every field of the user document, with the three lists', async () => {
    const maya = await createUser(database.db, {
      email: 'maya@example.test',
      displayName: 'Maya',
      photoUrl: 'https://cdn.example/maya.png',
      username: 'maya_doc',
      bio: 'Designer',
      location: 'Lagos',
      website: 'https://maya.example',
      interests: ['design', 'hardware'],
      role: 'admin',
      emailVerified: true,
      hasSubscription: true,
      subscriptionDetails: { plan: 'pro-monthly', status: 'active' },
      twoFactorEnabled: true,
      lastLoginAt: new Date('2026-01-02T03:04:05Z'),
      joinDate: new Date('2025-05-06T07:08:09Z'),
    });
    const [lucas, aiko, sam] = [await createUser(database.db), await createUser(database.db), await createUser(database.db)];
    // Followers in the order they followed; following likewise.
    await follow(database.db, aiko.id, maya.id, new Date('2026-01-01T00:00:00Z'));
    await follow(database.db, lucas.id, maya.id, new Date('2026-01-03T00:00:00Z'));
    await follow(database.db, maya.id, sam.id);
    // Someone else's follows must not leak in.
    await follow(database.db, lucas.id, sam.id);
    const older = await saveCampaign(database.db, maya.id, randomUUID(), new Date('2026-02-01T00:00:00Z'));
    const newer = await saveCampaign(database.db, maya.id, randomUUID(), new Date('2026-03-01T00:00:00Z'));
    await saveCampaign(database.db, lucas.id);

    const doc = await findUserDocument(database.db, maya.id);

    expect(doc).toEqual({
      id: maya.id,
      email: 'maya@example.test',
      emailVerified: true,
      displayName: 'Maya',
      photoURL: 'https://cdn.example/maya.png',
      createdAt: maya.createdAt,
      lastLoginAt: new Date('2026-01-02T03:04:05Z'),
      role: 'admin',
      followers: [aiko.id, lucas.id],
      following: [sam.id],
      savedCampaigns: [newer, older],
      location: 'Lagos',
      interests: ['design', 'hardware'],
      bio: 'Designer',
      username: 'maya_doc',
      website: 'https://maya.example',
      joinDate: new Date('2025-05-06T07:08:09Z'),
      hasSubscription: true,
      subscriptionDetails: { plan: 'pro-monthly', status: 'active' },
      twoFactorEnabled: true,
    });
  });

  it('gives empty lists, not nulls, to a user with no follows or saves', async () => {
    const loner = await createUser(database.db);
    const doc = await findUserDocument(database.db, loner.id);
    expect(doc).toMatchObject({ followers: [], following: [], savedCampaigns: [], interests: [] });
  });

  it('returns undefined for an unknown id', async () => {
    expect(await findUserDocument(database.db, 'no-such-user')).toBeUndefined();
  });
});
