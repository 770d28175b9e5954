import type { Insertable, Kysely } from 'kysely';
import type { Database, UserFollowsTable, UsersTable } from './schema.js';

/**
 * Demo people for local runs and previews. Fixed ids and `on conflict do nothing` make it safe to
 * run at every start (and by two servers at once); existing rows are never overwritten, so edits
 * made while trying the app survive a restart. No passwords: accounts arrive with issue 3.
 */
export const DEMO_USERS: readonly Insertable<UsersTable>[] = [
  {
    id: 'demo-maya-okafor',
    email: 'maya.okafor@example.com',
    emailVerified: true,
    displayName: 'Maya Okafor',
    username: 'mayamakes',
    bio: 'Industrial designer building repairable kitchen tools. Backer of 40+ hardware projects.',
    location: 'Lagos, Nigeria',
    website: 'https://example.com/maya',
    interests: ['design', 'hardware', 'sustainability'],
    joinDate: '2024-02-11T09:30:00Z',
    createdAt: '2024-02-11T09:30:00Z',
    hasSubscription: true,
    subscriptionDetails: {
      plan: 'pro-monthly',
      status: 'active',
      currentPeriodEnd: '2026-12-31T00:00:00Z',
      cancelAtPeriodEnd: false,
    },
  },
  {
    id: 'demo-lucas-moreau',
    email: 'lucas.moreau@example.com',
    emailVerified: true,
    displayName: 'Lucas Moreau',
    username: 'lucasdraws',
    bio: 'Comic artist from Lyon. Currently drawing a graphic novel about lighthouse keepers.',
    location: 'Lyon, France',
    website: 'https://example.com/lucas',
    interests: ['comics', 'illustration', 'publishing'],
    joinDate: '2024-05-03T14:00:00Z',
    createdAt: '2024-05-03T14:00:00Z',
  },
  {
    id: 'demo-aiko-tanaka',
    email: 'aiko.tanaka@example.com',
    emailVerified: true,
    displayName: 'Aiko Tanaka',
    username: 'aiko_games',
    bio: 'Indie game developer. Cozy puzzle games with hand-painted worlds.',
    location: 'Osaka, Japan',
    interests: ['games', 'art', 'music'],
    joinDate: '2024-08-20T03:15:00Z',
    createdAt: '2024-08-20T03:15:00Z',
  },
  {
    id: 'demo-sam-rivera',
    email: 'sam.rivera@example.com',
    emailVerified: false,
    displayName: 'Sam Rivera',
    username: 'samr',
    bio: 'Community organiser raising funds for a neighbourhood tool library.',
    location: 'Austin, TX, USA',
    interests: ['community', 'education'],
    joinDate: '2025-01-14T18:45:00Z',
    createdAt: '2025-01-14T18:45:00Z',
  },
  {
    id: 'demo-admin',
    email: 'admin@example.com',
    emailVerified: true,
    displayName: 'Crowdspark Team',
    username: 'crowdspark',
    role: 'admin',
    bio: 'The team behind Crowdspark.',
    interests: [],
    joinDate: '2024-01-01T00:00:00Z',
    createdAt: '2024-01-01T00:00:00Z',
  },
];

export const DEMO_FOLLOWS: readonly Insertable<UserFollowsTable>[] = [
  { followerId: 'demo-lucas-moreau', followeeId: 'demo-maya-okafor' },
  { followerId: 'demo-aiko-tanaka', followeeId: 'demo-maya-okafor' },
  { followerId: 'demo-sam-rivera', followeeId: 'demo-maya-okafor' },
  { followerId: 'demo-maya-okafor', followeeId: 'demo-aiko-tanaka' },
  { followerId: 'demo-sam-rivera', followeeId: 'demo-lucas-moreau' },
];

export interface SeedResult {
  usersInserted: number;
  followsInserted: number;
}

export async function seedDemoData(db: Kysely<Database>): Promise<SeedResult> {
  return db.transaction().execute(async (trx) => {
    const users = await trx
      .insertInto('users')
      .values([...DEMO_USERS])
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .execute();
    // A demo email or username may already belong to a real account (so that demo user was
    // skipped): only link the demo users that exist.
    const present = new Set(
      (
        await trx
          .selectFrom('users')
          .select('id')
          .where(
            'id',
            'in',
            DEMO_USERS.map((u) => u.id),
          )
          .execute()
      ).map((u) => u.id),
    );
    const follows = DEMO_FOLLOWS.filter((f) => present.has(f.followerId) && present.has(f.followeeId));
    if (follows.length === 0) return { usersInserted: users.length, followsInserted: 0 };
    const inserted = await trx
      .insertInto('userFollows')
      .values(follows)
      .onConflict((oc) => oc.doNothing())
      .returning('followerId')
      .execute();
    return { usersInserted: users.length, followsInserted: inserted.length };
  });
}
