import type { Insertable } from 'kysely';
import type { UsersTable } from '../schema.js';
import { randomFrom } from './images.js';
import { DEMO_BACKERS, DEMO_CREATORS } from './people.js';

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
    // Pro comes only from the subscriptions module (a paid period on record), never from the seed.
    hasSubscription: false,
    subscriptionDetails: null,
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
  ...DEMO_CREATORS,
  ...DEMO_BACKERS,
];

/** Demo users that can sign in with DEMO_PASSWORD. */
export const DEMO_SIGN_IN_USERS = ['demo-super', 'demo-admin-account', 'demo-ana', 'demo-ben', 'demo-cleo'] as const;

/**
 * Who backs the demo campaigns: the demo backers and creators, never the accounts people sign in
 * with (their wallets and pledges start empty, as the README and the browser tests expect) nor
 * the team's accounts.
 */
export const DEMO_BACKER_POOL: readonly string[] = [
  'demo-maya-okafor',
  'demo-lucas-moreau',
  'demo-aiko-tanaka',
  'demo-sam-rivera',
  ...DEMO_CREATORS.map((u) => u.id),
  ...DEMO_BACKERS.map((u) => u.id),
];

/** The demo creators: the first four demo people and the creators of demo/people.ts. */
const CREATOR_IDS: readonly string[] = [
  'demo-maya-okafor',
  'demo-lucas-moreau',
  'demo-aiko-tanaka',
  'demo-sam-rivera',
  ...DEMO_CREATORS.map((u) => u.id),
];

export interface DemoFollow {
  followerId: string;
  followeeId: string;
}

/**
 * Who follows whom: the creators follow a few of each other, every backer follows two or three
 * creators (seeded choice), so profiles have followers and /following has content.
 */
export const DEMO_FOLLOWS: readonly DemoFollow[] = (() => {
  const follows: DemoFollow[] = [
    { followerId: 'demo-lucas-moreau', followeeId: 'demo-maya-okafor' },
    { followerId: 'demo-aiko-tanaka', followeeId: 'demo-maya-okafor' },
    { followerId: 'demo-sam-rivera', followeeId: 'demo-maya-okafor' },
    { followerId: 'demo-maya-okafor', followeeId: 'demo-aiko-tanaka' },
    { followerId: 'demo-sam-rivera', followeeId: 'demo-lucas-moreau' },
  ];
  const add = (followerId: string, followeeId: string) => {
    if (followerId !== followeeId && !follows.some((f) => f.followerId === followerId && f.followeeId === followeeId))
      follows.push({ followerId, followeeId });
  };
  CREATOR_IDS.slice(4).forEach((id, i) => {
    add(id, CREATOR_IDS[(i * 3 + 1) % CREATOR_IDS.length] as string);
    add(id, 'demo-maya-okafor');
  });
  for (const { id } of DEMO_BACKERS) {
    const random = randomFrom(`follows:${id}`);
    const count = 2 + Math.floor(random() * 2);
    for (let k = 0; k < count; k += 1) add(id, CREATOR_IDS[Math.floor(random() * CREATOR_IDS.length)] as string);
  }
  return follows;
})();

/**
 * Staff picks the team (demo-admin) marks among the demo campaigns, as an admin does, in this
 * order. The kettle goes last, so it is the newest pick and leads home's "Featured" shelf (the
 * browser tests find it on home).
 */
export const DEMO_STAFF_PICKS: readonly string[] = [
  'demo-folio-reader',
  'demo-koi-garden',
  'demo-night-trains',
  'demo-mend-kit',
  'demo-seed-library',
  'demo-campaign',
];
