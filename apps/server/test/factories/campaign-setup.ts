import type { App } from '../../src/app.js';
import type { DatabaseHandle } from '../../src/db/database.js';
import { signUp } from '../helpers/auth.js';
import type { Client } from '../helpers/auth.js';

export interface Person {
  client: Client;
  userId: string;
}

/** A signed-in person; verified (or admin) by setting the columns the real flows set. */
export async function person(
  context: { readonly app: App; readonly database: DatabaseHandle },
  options: { verified?: boolean; role?: 'admin' | 'superadmin' } = {},
): Promise<Person> {
  const made = await signUp(context.app);
  if (options.verified !== false || options.role) {
    await context.database.db
      .updateTable('users')
      .set({ emailVerified: options.verified !== false, ...(options.role ? { role: options.role } : {}) })
      .where('id', '=', made.userId)
      .execute();
  }
  return { client: made.client, userId: made.userId };
}

/** A month from now as YYYY-MM (never in the past whatever day the tests run). */
export function nextMonth(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString().slice(0, 7);
}

/** Everything launching needs. */
export function completeDraft() {
  return {
    title: 'Solar-powered bike lights',
    blurb: 'Bright, repairable bike lights that charge in the sun.',
    story: '<h2>Why</h2><p>Night rides should be <strong>safe</strong>.</p>',
    category: 'technology',
    tags: ['cycling', 'solar-power'],
    location: 'Utrecht, Netherlands',
    videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    goal: 500_000,
    currency: 'EUR',
    fundingModel: 'all_or_nothing',
    durationDays: 30,
    tiers: [
      {
        title: 'One light',
        description: 'A single front light.',
        minimumPledge: 3_500,
        quantity: 100,
        estimatedDelivery: nextMonth(),
      },
      { title: 'Thanks', description: 'Our thanks on the website.', minimumPledge: 100, estimatedDelivery: nextMonth() },
    ],
    faqs: [{ question: 'Are they waterproof?', answer: 'Yes, IP66.' }],
  };
}

export interface DetailBody {
  id: string;
  status: string;
  title: string | null;
  storyHtml: string | null;
  goal: number | null;
  launchedAt: string | null;
  endsAt: string | null;
  tiers: { id: string; title: string; remaining: number | null; claimed: number; quantity: number | null }[];
  faqs: { question: string }[];
  progress: { raised: number; percentOfGoal: number; backers: number; daysLeft: number | null; views: number };
  cover: { id: string; url: string; variants: Record<string, string> } | null;
  gallery: { id: string }[];
  creator: { username: string | null; displayName: string; photoURL: string | null };
  viewer: { isOwner: boolean; canEdit: boolean };
}

export interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

/** Creates a complete draft and launches it; returns its id. */
export async function launchedCampaign(owner: Person, overrides: Record<string, unknown> = {}): Promise<string> {
  const created = await owner.client.request('POST', '/api/campaigns', { ...completeDraft(), ...overrides });
  if (created.statusCode !== 201) throw new Error(`create failed: ${created.statusCode} ${created.body}`);
  const id = created.json<DetailBody>().id;
  const launched = await owner.client.request('POST', `/api/campaigns/${id}/launch`);
  if (launched.statusCode !== 200) throw new Error(`launch failed: ${launched.statusCode} ${launched.body}`);
  return id;
}
