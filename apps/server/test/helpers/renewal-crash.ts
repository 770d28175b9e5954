import { expect } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.js';
import { MEMBERSHIP_RENEWAL_JOB } from '../../src/modules/memberships/renewal-schedule.js';
import { membershipCreator } from '../factories/memberships.js';
import { call, fundWallet, moneyUser, newKey, submitCheckout } from '../factories/money.js';
import { PASSWORD, signUp } from './auth.js';
import { CookieClient, type HttpAnswer } from './cookie-client.js';
import type { CrashDatabase } from './crash-database.js';
import { spawnServer } from './server-process.js';
import type { ServerProcess } from './server-process.js';
import { strongSecret } from './strong-secret.js';
import { buildTestApp } from './test-app.js';

export const PRICE = 500;
/** A wallet member's money: the first month, and enough for every renewal the scenario can make (at most three). */
export const WALLET_FUNDS = PRICE * 4;
const CARD = '4242 4242 4242 4242';
const SETUP_BATCH = 6;

export interface CrashMember {
  kind: 'wallet' | 'card';
  userId: string;
  membershipId: string;
  /** The end of the first month, paid when joining. */
  firstPeriodEnd: Date;
  /** Its first renewal job was made due before the first start: the job runner races renew-now for it. */
  jobDue: boolean;
}

export interface CrashScenario {
  creatorId: string;
  adminEmail: string;
  members: CrashMember[];
}

/**
 * One creator's tier of PRICE and `count` members: half joined from a funded wallet, half with an
 * empty wallet who paid the first month on the sandbox checkout with the 4242 card (which saves
 * it, so their renewals charge it). Made through the API of an app in this process on `database`
 * (closed again before any server starts on it), with the secrets the servers will use.
 */
export async function setUpMembers(database: CrashDatabase, env: Record<string, string>, count: number): Promise<CrashScenario> {
  const handle = await database.open();
  const app = await buildTestApp({ db: handle.db, env });
  try {
    const { creator, setup } = await membershipCreator(app, [PRICE]);
    const tierId = setup.tiers[0]?.id;
    const admin = await signUp(app);
    await app.db.updateTable('users').set({ role: 'admin', emailVerified: true }).where('id', '=', admin.userId).execute();
    const join = async (i: number): Promise<CrashMember> => {
      const kind = i % 2 === 0 ? 'wallet' : 'card';
      const member = await moneyUser(app);
      if (kind === 'wallet') {
        await fundWallet(app.db, member.userId, WALLET_FUNDS);
        const joined = await call(member, app, 'POST', '/api/memberships', { body: { tierId }, key: newKey() });
        expect(joined.statusCode, joined.body).toBe(201);
      } else {
        const checkout = await call(member, app, 'POST', '/api/memberships/checkout', { body: { tierId }, key: newKey() });
        expect(checkout.statusCode, checkout.body).toBe(201);
        const paid = await submitCheckout(app, checkout.json<{ checkoutUrl: string }>().checkoutUrl, 'pay', CARD);
        expect(paid.statusCode, paid.body).toBe(303);
      }
      const row = await app.db
        .selectFrom('memberships')
        .select(['id', 'currentPeriodEnd'])
        .where('memberId', '=', member.userId)
        .executeTakeFirstOrThrow();
      return { kind, userId: member.userId, membershipId: row.id, firstPeriodEnd: row.currentPeriodEnd, jobDue: i % 3 === 0 };
    };
    // A few at a time: the sign-ups' password hashing overlaps with the database work.
    const members: CrashMember[] = [];
    for (let i = 0; i < count; i += SETUP_BATCH)
      members.push(...(await Promise.all(Array.from({ length: Math.min(SETUP_BATCH, count - i) }, (_, j) => join(i + j)))));
    // A third have their period's renewal job due at once: the job runner takes them while renew-now runs.
    for (const member of members.filter((m) => m.jobDue))
      await app.db
        .updateTable('scheduledJobs')
        .set({ runAt: new Date(Date.now() - 1000) })
        .where('key', '=', `${MEMBERSHIP_RENEWAL_JOB}:${member.membershipId}:${member.firstPeriodEnd.toISOString()}:1`)
        .execute();
    return { creatorId: creator.userId, adminEmail: admin.email, members };
  } finally {
    await app.close();
    await handle.close();
  }
}

/** The same two secrets for every process of one test: a restarted server must read what the first signed. */
export function crashSecrets(): Record<string, string> {
  return { BETTER_AUTH_SECRET: strongSecret(), SANDBOX_WEBHOOK_SECRET: strongSecret() };
}

/** The real server (production settings) on the database, with DEV_TOOLS, the sandbox and its job runner polling often. */
export function startServer(database: CrashDatabase, secrets: Record<string, string>, port: number): ServerProcess {
  return spawnServer({
    ...database.serverEnv,
    ...secrets,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SEED_DEMO: 'false',
    DEV_TOOLS: 'true',
    // The admin here is a test's stand-in; two-factor sign-in is tested on its own (identity tests).
    ADMIN_TWO_FACTOR_REQUIRED: 'false',
    RATE_LIMIT_MAX: '1000000',
    AUTH_IP_RATE_LIMIT: 'false',
    JOBS_ENABLED: 'true',
    JOBS_POLL_INTERVAL: '250ms',
  });
}

/** An admin's requests to one running server (its session cookie from signing in there). */
export class AdminClient extends CookieClient {
  static async signIn(base: string, email: string): Promise<AdminClient> {
    const client = new AdminClient(base);
    const res = await client.request('POST', '/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return client;
  }

  renewNow(membershipId: string): Promise<HttpAnswer> {
    return this.request('POST', `/api/dev/memberships/${membershipId}/renew-now`);
  }

  /**
   * Runs the due jobs until none is left (this server's runs queue behind its poller's, so an
   * answer of nothing run means nothing was due). Returns how many failed on the way.
   */
  async runJobsUntilIdle(): Promise<number> {
    let failed = 0;
    for (let round = 0; round < 100; round += 1) {
      const res = await this.request('POST', '/api/admin/jobs/run-due');
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const report = res.body as { ran: number; failed: number };
      failed += report.failed;
      if (report.ran === 0 && report.failed === 0) return failed;
    }
    throw new Error('jobs were still due after 100 runs');
  }
}

/**
 * While no server runs: the follow-ups a crash leaves become due, as if the server had stayed down
 * long enough: each card charge's check (10 minutes after the charge was recorded by the renewal
 * job; renew-now times it from the period end it renews at, a month ahead), and a busy renewal's
 * retry (seconds later). Later renewals (a month away) and past-due tries (a day) are left alone.
 */
export async function letFollowUpsFallDue(db: Kysely<Database>): Promise<number> {
  const now = Date.now();
  const moved = await db
    .updateTable('scheduledJobs')
    .set({ runAt: new Date(now - 1000) })
    .where('name', '=', MEMBERSHIP_RENEWAL_JOB)
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('key', 'like', '%:card'), eb('runAt', '<', new Date(now + 15 * 60_000))]))
    .executeTakeFirst();
  return Number(moved.numUpdatedRows);
}

/** What renew-now answers. */
export interface RenewNowBody {
  outcome: string;
  card: string | null;
  status: string;
}
