import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { App } from '../app.js';
import type { Config } from '../config/load-config.js';
import { setStaffPick } from '../modules/campaigns/discovery/discover.js';
import { addCampaignImage } from '../modules/campaigns/media/images.js';
import { addPasswordSignIn, insertImportedAccounts } from '../modules/identity/service.js';
import type { JobRunner } from '../modules/jobs/runner.js';
import type { PaymentProvider } from '../modules/payments/provider.js';
import { SANDBOX_SIGNATURE_HEADER } from '../modules/payments/providers/sandbox-signing.js';
import { follow } from '../modules/social/service.js';
import { replaceAvatar } from '../modules/users/service.js';
import type { FileStorage } from '../storage/file-storage.js';
import { COVER_SIZE, GALLERY_SIZE, drawAvatar, drawPicture } from './demo/images.js';
import { seedDemoMoney } from './demo/money.js';
import {
  DEMO_BACKER_POOL,
  DEMO_FOLLOWS,
  DEMO_PASSWORD,
  DEMO_SIGN_IN_USERS,
  DEMO_STAFF_PICKS,
  DEMO_USERS,
} from './demo/accounts.js';
import type { Database } from './schema.js';
import { demoSchedule, scheduleDemoCampaignEnds, seedDemoCampaigns } from './seed-demo-campaigns.js';
import type { DemoCampaign } from './seed-demo-campaigns.js';

export interface SeedResult {
  usersInserted: number;
  followsInserted: number;
  accountsInserted: number;
  campaignsInserted: number;
  avatarsAdded: number;
  imagesAdded: number;
  topUps: number;
  pledges: number;
  /** Campaign-end jobs run at seed time: the demo campaigns already past their end date, settled. */
  jobsRun: number;
  staffPicks: number;
  ms: number;
}

/** What the seed uses of the running app: the same services a request would reach. */
export interface DemoSeedDeps {
  db: Kysely<Database>;
  fileStorage: FileStorage;
  jobs: JobRunner;
  payments: PaymentProvider;
  publicUrl: string;
  platformCurrency: string;
  /** Delivers a signed sandbox webhook to the app's own route (as the sandbox checkout page does). */
  deliverWebhook: (body: string, signature: string) => Promise<{ statusCode: number; body: string }>;
  log?: FastifyBaseLogger;
}

/** The seed's view of a built app (server.ts seeds after buildApp and before listening). */
export function demoSeedDeps(app: App, config: Pick<Config, 'publicUrl' | 'money'>): DemoSeedDeps {
  return {
    db: app.db,
    fileStorage: app.fileStorage,
    jobs: app.jobs,
    payments: app.payments,
    publicUrl: config.publicUrl,
    platformCurrency: config.money.platformCurrency,
    log: app.log,
    deliverWebhook: async (body, signature) => {
      const res = await app.inject({
        method: 'POST',
        url: `/api/payments/webhooks/${app.payments.name}`,
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
        payload: body,
      });
      return { statusCode: res.statusCode, body: res.body };
    },
  };
}

/** The seed's first part is done; `finish` adds what may come once the server answers. */
export interface DemoSeed {
  result: SeedResult;
  /**
   * Draws and uploads the gallery pictures of the campaigns still live (shown below the fold of a
   * campaign page): a few seconds of encoding the first start need not wait for. Resolves with the
   * number added; safe to call once.
   */
  finish: () => Promise<number>;
}

/**
 * Seeds the demo: people (with avatars), about forty campaigns in every category (with covers
 * through the upload pipeline), top-ups through the sandbox and pledges through the pledges
 * service, then schedules each campaign's end job and runs those already due, so campaigns past
 * their end date are settled by the real campaign-end handler. Safe at every start: fixed ids and
 * `on conflict do nothing`, and pictures and money are made only for the campaigns and people
 * this run inserted.
 */
export async function seedDemoData(deps: DemoSeedDeps, now = new Date()): Promise<DemoSeed> {
  const started = performance.now();
  const { db } = deps;
  const people = await seedPeople(db);
  const accountsInserted = await seedPasswordAccounts(db);
  const campaigns = await seedDemoCampaigns(deps, now);
  // A demo person may have been skipped (a real account holds their email): they back nothing.
  const present = new Set(
    (
      await db
        .selectFrom('users')
        .select('id')
        .where('id', 'in', [...DEMO_BACKER_POOL])
        .execute()
    ).map((u) => u.id),
  );
  const backers = DEMO_BACKER_POOL.filter((id) => present.has(id));
  const { now: pictures, later } = pictureUploads(campaigns, now);
  // Pictures are encoded on sharp's threads while the money moves through the database: the two
  // overlap, which keeps the first start within a few seconds.
  const [avatarsAdded, imagesAdded, money] = await Promise.all([
    seedAvatars(deps, people.insertedIds),
    uploadPictures(deps, pictures),
    seedDemoMoney(deps, campaigns, backers, now),
  ]);
  // Only now the end jobs: those already due settle through the real campaign-end handler (an
  // ended campaign can no longer take pictures, so its gallery came above).
  await scheduleDemoCampaignEnds(deps, campaigns, now);
  const { ran: jobsRun } = campaigns.length ? await deps.jobs.runDue() : { ran: 0 };
  // Last, once everyone and everything exists: follows and the team's staff picks.
  const followsInserted = await seedFollows(db, people.insertedIds);
  const staffPicks = await seedStaffPicks(db, campaigns);
  let finishing: Promise<number> | undefined;
  return {
    result: {
      usersInserted: people.usersInserted,
      followsInserted,
      accountsInserted,
      campaignsInserted: campaigns.length,
      avatarsAdded,
      imagesAdded,
      ...money,
      jobsRun,
      staffPicks,
      ms: Math.round(performance.now() - started),
    },
    finish: () => (finishing ??= uploadPictures(deps, later)),
  };
}

/** Runs `work` over `items`, `concurrency` at a time (sharp encodes on its own threads). */
async function inPool<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

const IMAGE_CONCURRENCY = 2;

/** Avatars for the demo people this run inserted (the documented sign-in accounts keep none, like new accounts). */
async function seedAvatars(deps: DemoSeedDeps, insertedIds: ReadonlySet<string>): Promise<number> {
  const signIn = new Set<string>(DEMO_SIGN_IN_USERS);
  const ids = DEMO_USERS.map((u) => u.id).filter((id) => insertedIds.has(id) && !signIn.has(id));
  await inPool(ids, IMAGE_CONCURRENCY, async (id) => {
    await replaceAvatar(deps, id, await drawAvatar(id));
  });
  return ids.length;
}

interface PictureUpload {
  campaign: DemoCampaign['campaign'];
  role: 'cover' | 'gallery';
  seed: string;
}

/**
 * A cover and two gallery pictures per campaign. Now: every cover (what home and the listings
 * show) and the galleries of campaigns already past their end (settled right after, and an ended
 * campaign takes no more pictures); later: the other galleries.
 */
function pictureUploads(campaigns: readonly DemoCampaign[], now: Date): { now: PictureUpload[]; later: PictureUpload[] } {
  const first: PictureUpload[] = [];
  const later: PictureUpload[] = [];
  for (const demo of campaigns) {
    const { campaign } = demo;
    first.push({ campaign, role: 'cover', seed: `${campaign.id}:cover` });
    const gallery = [0, 1].map((i) => ({ campaign, role: 'gallery' as const, seed: `${campaign.id}:gallery:${i}` }));
    (demoSchedule(demo, now).endsAt <= now ? first : later).push(...gallery);
  }
  return { now: first, later };
}

/** Draws each picture and uploads it as the campaign's owner through the image pipeline (WebP variants in file storage). */
async function uploadPictures(deps: DemoSeedDeps, uploads: readonly PictureUpload[]): Promise<number> {
  await inPool(uploads, IMAGE_CONCURRENCY, async ({ campaign, role, seed }) => {
    const category = campaign.category as Parameters<typeof drawPicture>[0];
    const bytes = await drawPicture(category, seed, role === 'cover' ? COVER_SIZE : GALLERY_SIZE);
    await addCampaignImage(deps, { campaignId: campaign.id, userId: campaign.ownerId, role, bytes });
  });
  return uploads.length;
}

/** Password accounts for the sign-in demo users (hashed like real ones); only those missing are made. */
async function seedPasswordAccounts(db: Kysely<Database>): Promise<number> {
  return addPasswordSignIn(db, [...DEMO_SIGN_IN_USERS], DEMO_PASSWORD);
}

async function seedPeople(db: Kysely<Database>): Promise<{ usersInserted: number; insertedIds: ReadonlySet<string> }> {
  // A demo email or username may already belong to a real account: that demo person is skipped
  // (and with them their campaigns, pledges and follows).
  const insertedIds = await insertImportedAccounts(db, DEMO_USERS);
  return { usersInserted: insertedIds.size, insertedIds };
}

/**
 * Follows through the social service (user.followed recorded as for anyone), between people this
 * run inserted: their usernames are still the seeded ones, and an unfollow made while trying the
 * app is not undone at the next start.
 */
async function seedFollows(db: Kysely<Database>, insertedIds: ReadonlySet<string>): Promise<number> {
  const usernames = new Map(DEMO_USERS.map((u) => [u.id, u.username]));
  let added = 0;
  for (const { followerId, followeeId } of DEMO_FOLLOWS) {
    const username = usernames.get(followeeId);
    if (!username || !insertedIds.has(followerId) || !insertedIds.has(followeeId)) continue;
    await follow(db, followerId, username);
    added += 1;
  }
  return added;
}

/** The team's staff picks among the campaigns this run inserted, marked as an admin marks them (audited). */
async function seedStaffPicks(db: Kysely<Database>, campaigns: readonly DemoCampaign[]): Promise<number> {
  const team = DEMO_USERS.find((u) => u.id === 'demo-admin');
  const fresh = new Set(campaigns.map((c) => c.campaign.id));
  const picks = DEMO_STAFF_PICKS.filter((id) => fresh.has(id));
  if (!team || picks.length === 0) return 0;
  const admin = { id: team.id, email: team.email, emailVerified: true, role: 'admin' };
  // A millisecond apart, in the listed order: picks made within one millisecond would tie, and the
  // "newest pick first" shelf would order them by id instead.
  const start = Date.now() - picks.length;
  for (const [index, id] of picks.entries()) await setStaffPick(db, id, admin, true, new Date(start + index));
  return picks.length;
}
