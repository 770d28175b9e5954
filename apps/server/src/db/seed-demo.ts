import type { Insertable, Kysely } from 'kysely';
import { hashPassword } from '../modules/identity/password-hasher.js';
import type { Database, UserFollowsTable, UsersTable } from './schema.js';
import { seedDemoCampaigns } from './seed-demo-campaigns.js';

/**
 * Demo people for local runs and previews. Fixed ids and `on conflict do nothing` make it safe to
 * run at every start (and by two servers at once); existing rows are never overwritten, so edits
 * made while trying the app survive a restart. The accounts of DEMO_SIGN_IN_USERS can sign in
 * with DEMO_PASSWORD (documented in the README; development and previews only).
 */
export const DEMO_PASSWORD = 'demo-password-1';
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
  {
    id: 'demo-super',
    email: 'super@crowdspark.dev',
    emailVerified: true,
    displayName: 'Sam Super',
    username: 'super_demo',
    role: 'superadmin',
    interests: [],
    joinDate: '2024-01-01T00:00:00Z',
    createdAt: '2024-01-01T00:00:00Z',
  },
  {
    id: 'demo-admin-account',
    email: 'admin@crowdspark.dev',
    emailVerified: true,
    displayName: 'Ada Admin',
    username: 'admin_demo',
    role: 'admin',
    interests: [],
    joinDate: '2024-01-02T00:00:00Z',
    createdAt: '2024-01-02T00:00:00Z',
  },
  {
    id: 'demo-ana',
    email: 'ana@crowdspark.dev',
    emailVerified: true,
    displayName: 'Ana Verified',
    username: 'ana_demo',
    bio: 'A verified demo user.',
    interests: ['music', 'games'],
    joinDate: '2024-03-01T00:00:00Z',
    createdAt: '2024-03-01T00:00:00Z',
  },
  {
    id: 'demo-ben',
    email: 'ben@crowdspark.dev',
    emailVerified: false,
    displayName: 'Ben Unverified',
    username: 'ben_demo',
    interests: [],
    joinDate: '2024-04-01T00:00:00Z',
    createdAt: '2024-04-01T00:00:00Z',
  },
  {
    id: 'demo-cleo',
    email: 'cleo.demo@gmail.com',
    emailVerified: false,
    displayName: 'Cleo Gmail',
    username: 'cleo_demo',
    interests: ['food'],
    joinDate: '2024-05-01T00:00:00Z',
    createdAt: '2024-05-01T00:00:00Z',
  },
];

/** Demo users that can sign in with DEMO_PASSWORD. */
export const DEMO_SIGN_IN_USERS = ['demo-super', 'demo-admin-account', 'demo-ana', 'demo-ben', 'demo-cleo'] as const;

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
  accountsInserted: number;
  campaignsInserted: number;
}

export async function seedDemoData(db: Kysely<Database>): Promise<SeedResult> {
  const result = await seedPeople(db);
  const accountsInserted = await seedPasswordAccounts(db);
  return { ...result, accountsInserted, campaignsInserted: await seedDemoCampaigns(db) };
}

/** Password accounts for the sign-in demo users (hashed like real ones); only those missing are made. */
async function seedPasswordAccounts(db: Kysely<Database>): Promise<number> {
  const present = await db
    .selectFrom('users')
    .leftJoin('authAccounts', (join) =>
      join.onRef('authAccounts.userId', '=', 'users.id').on('authAccounts.providerId', '=', 'credential'),
    )
    .select(['users.id', 'authAccounts.id as accountId'])
    .where('users.id', 'in', [...DEMO_SIGN_IN_USERS])
    .execute();
  const missing = present.filter((row) => row.accountId === null).map((row) => row.id);
  if (missing.length === 0) return 0;
  const password = await hashPassword(DEMO_PASSWORD);
  const inserted = await db
    .insertInto('authAccounts')
    .values(
      missing.map((userId) => ({ id: `${userId}-credential`, userId, accountId: userId, providerId: 'credential', password })),
    )
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}

async function seedPeople(db: Kysely<Database>): Promise<Omit<SeedResult, 'accountsInserted' | 'campaignsInserted'>> {
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
