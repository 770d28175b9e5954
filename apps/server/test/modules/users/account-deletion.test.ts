import { describe, expect, it } from 'vitest';
import { FRESH_SIGN_IN_S } from '../../../src/modules/identity/reauthentication.js';
import { DELETION_BLOCKED_PREFIX } from '../../../src/modules/identity/account-deletion.js';
import { PASSWORD, client, signUp } from '../../helpers/auth.js';
import { useTestApp } from '../../helpers/use-test-app.js';
import { launchedCampaign } from '../../factories/campaign-setup.js';
import { call, expectLedgerConsistent, fundWallet, moneyUser, newKey, topUp } from '../../factories/money.js';
import type { MoneyUser } from '../../factories/money.js';

interface ErrorBody {
  error: { code: string; identityCode?: string; message: string };
}

describe('account deletion: all or nothing, decided before any side effect', () => {
  const test = useTestApp();
  const db = () => test.database.db;
  const deleteAccount = (user: MoneyUser, body: unknown = { password: PASSWORD }) =>
    call(user, test.app, 'POST', '/api/auth/delete-user', { body });

  /** Everything a half-run deletion used to remove: still there. */
  async function expectUntouched(user: MoneyUser, email: string): Promise<void> {
    expect((await call(user, test.app, 'GET', '/api/me')).statusCode, 'the session still works').toBe(200);
    const row = await db()
      .selectFrom('users')
      .select(['email', 'deletedAt'])
      .where('id', '=', user.userId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ email, deletedAt: null });
    const signIn = await client(test.app).request('POST', '/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(signIn.statusCode, 'the password still signs in').toBe(200);
  }

  it('regression: a user who once paid deleting with {} got 500 after losing sessions and password; now 400, nothing changed', async () => {
    const { client: c, userId, email } = await signUp(test.app);
    const user = { client: c, userId };
    await c.request('POST', '/api/campaigns', { title: 'A draft that must survive a refusal' });
    await topUp(test.app, user, 500, 'cancel'); // a payments row that points at the user, no money
    const res = await deleteAccount(user, {});
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<ErrorBody>().error.identityCode).toBe('missing-password');
    await expectUntouched(user, email);
    const drafts = await db().selectFrom('campaigns').select('id').where('ownerId', '=', userId).execute();
    expect(drafts).toHaveLength(1);
  });

  it('with the password: anonymises the account, keeps payments and the ledger, ends every session', async () => {
    const { client: c, userId, email } = await signUp(test.app, { name: 'Leaving Soon' });
    const user = { client: c, userId };
    const second = await client(test.app).request('POST', '/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(second.statusCode).toBe(200);
    await c.request('POST', '/api/campaigns', { title: 'Draft that goes' });
    // Signed in, so both are attributed to the account (the page view is in its data export).
    const viewed = await call(user, test.app, 'POST', '/api/analytics/page-view', {
      body: { path: '/settings', title: 'Settings', sessionId: 'leaving-soon-session' },
    });
    expect(viewed.statusCode, viewed.body).toBe(204);
    const wrote = await call(user, test.app, 'POST', '/api/contact', {
      body: { name: 'Leaving Soon', email, topic: 'support', message: 'Please delete my account soon.' },
    });
    expect(wrote.statusCode, wrote.body).toBe(201);
    const paid = await topUp(test.app, user, 700);
    // Withdraw it all so the wallet is empty (withdrawing needs a verified email).
    await db().updateTable('users').set({ emailVerified: true }).where('id', '=', userId).execute();
    const withdraw = await call(user, test.app, 'POST', '/api/wallet/withdrawals', {
      body: { amount: 700, bankAccount: { holderName: 'Leaving Soon', accountNumber: 'DE89370400440532013000' } },
      key: newKey(),
    });
    expect(withdraw.statusCode, withdraw.body).toBe(201);
    const status = await db().selectFrom('withdrawals').select('status').where('userId', '=', userId).executeTakeFirstOrThrow();
    if (status.status !== 'paid') return expect.unreachable(`withdrawal is ${status.status}`);

    const res = await deleteAccount(user);
    expect(res.statusCode, res.body).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/crowdspark\.session_token=; Max-Age=0/);

    const row = await db().selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ displayName: 'Deleted user', username: null, photoUrl: null, bio: null, banned: true });
    expect(row.email).toBe(`deleted-${userId}@deleted.invalid`);
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect(await db().selectFrom('authSessions').select('id').where('userId', '=', userId).execute()).toEqual([]);
    expect(await db().selectFrom('authAccounts').select('id').where('userId', '=', userId).execute()).toEqual([]);
    expect(await db().selectFrom('campaigns').select('id').where('ownerId', '=', userId).execute()).toEqual([]);
    // The money history stays, pointing at the anonymised account.
    const payment = await db()
      .selectFrom('payments')
      .select(['userId', 'status'])
      .where('id', '=', paid)
      .executeTakeFirstOrThrow();
    expect(payment).toEqual({ userId, status: 'succeeded' });
    const entries = await db()
      .selectFrom('ledgerEntries')
      .innerJoin('ledgerAccounts', 'ledgerAccounts.id', 'ledgerEntries.accountId')
      .select('ledgerEntries.amount')
      .where('ledgerAccounts.ownerId', '=', userId)
      .execute();
    expect(entries.map((e) => Number(e.amount)).sort((a, b) => a - b)).toEqual([-700, 700]);
    const withdrawal = await db()
      .selectFrom('withdrawals')
      .select(['holderName', 'amount'])
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    expect(withdrawal).toMatchObject({ holderName: 'Deleted user' });
    await expectLedgerConsistent(db());
    // What the account did stays counted, no longer linked to it; its stored answers go.
    const viewRows = await db()
      .selectFrom('pageViews')
      .select('userId')
      .where('sessionId', '=', 'leaving-soon-session')
      .execute();
    expect(viewRows).toEqual([{ userId: null }]);
    // The message stays for the admins, without its author, name or address.
    const messageRows = await db()
      .selectFrom('contactMessages')
      .select(['userId', 'name', 'email'])
      .where('message', '=', 'Please delete my account soon.')
      .execute();
    expect(messageRows).toEqual([{ userId: null, name: 'Deleted user', email: '' }]);
    expect(await db().selectFrom('idempotencyKeys').select('key').where('userId', '=', userId).execute()).toEqual([]);

    // Nobody can sign in as them any more, with either session or the password.
    expect((await call(user, test.app, 'GET', '/api/me')).statusCode).not.toBe(200);
    const again = await client(test.app).request('POST', '/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(again.statusCode).toBe(401);
    // The address is free for a new account.
    expect((await signUp(test.app, { email })).userId).not.toBe(userId);
  });

  it('refuses with 409 and what to do first: money in the wallet, an open withdrawal', async () => {
    const rich = await moneyUser(test.app);
    const richEmail = (await db().selectFrom('users').select('email').where('id', '=', rich.userId).executeTakeFirstOrThrow())
      .email;
    await fundWallet(db(), rich.userId, 2500);
    const refused = await deleteAccount(rich);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().error).toMatchObject({ code: 'CONFLICT' });
    expect(refused.json<ErrorBody>().error.message).toMatch(new RegExp(`^${DELETION_BLOCKED_PREFIX}.*withdraw it first`));
    await expectUntouched(rich, richEmail);

    // Everything withdrawn, but above the approval threshold: the withdrawal waits for an admin.
    await db().updateTable('users').set({ emailVerified: true }).where('id', '=', rich.userId).execute();
    await fundWallet(db(), rich.userId, 60_000);
    const withdraw = await call(rich, test.app, 'POST', '/api/wallet/withdrawals', {
      body: { amount: 62_500, bankAccount: { holderName: 'Rich Person', accountNumber: 'DE89370400440532013000' } },
      key: newKey(),
    });
    expect(withdraw.statusCode, withdraw.body).toBe(201);
    expect(withdraw.json<{ status: string }>().status).toBe('pending_approval');
    const waiting = await deleteAccount(rich);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json<ErrorBody>().error.message).toMatch(/withdrawal is on its way/);
    expect(waiting.json<ErrorBody>().error.message).not.toMatch(/withdraw it first/);
    await expectUntouched(rich, richEmail);
  });

  it('refuses while the user backs a live campaign or runs one', async () => {
    const owner = await moneyUser(test.app);
    await db().updateTable('users').set({ emailVerified: true }).where('id', '=', owner.userId).execute();
    const campaignId = await launchedCampaign(owner);
    const backer = await moneyUser(test.app);
    await fundWallet(db(), backer.userId, 1000, 'EUR');
    const pledged = await call(backer, test.app, 'POST', `/api/campaigns/${campaignId}/pledges`, {
      body: { tierId: null, amount: 1000 },
      key: newKey(),
    });
    expect(pledged.statusCode, pledged.body).toBe(201);
    const backerRes = await deleteAccount(backer);
    expect(backerRes.statusCode).toBe(409);
    expect(backerRes.json<ErrorBody>().error.message).toMatch(/cancel those pledges/);
    const ownerRes = await deleteAccount(owner);
    expect(ownerRes.statusCode).toBe(409);
    expect(ownerRes.json<ErrorBody>().error.message).toMatch(/still live: cancel it/);
  });

  it('lists every reason at once, in a fixed order: wallet, withdrawal, top-up, pledges, own live campaign', async () => {
    // Each reason comes from the module that owns its table; the order is what the person reads.
    const user = await moneyUser(test.app);
    const ownCampaign = await launchedCampaign(user);
    expect(ownCampaign).toBeTruthy();
    const other = await moneyUser(test.app);
    const othersCampaign = await launchedCampaign(other);
    await fundWallet(db(), user.userId, 1000, 'EUR');
    const pledged = await call(user, test.app, 'POST', `/api/campaigns/${othersCampaign}/pledges`, {
      body: { tierId: null, amount: 1000 },
      key: newKey(),
    });
    expect(pledged.statusCode, pledged.body).toBe(201);
    // Above the approval threshold, so the withdrawal waits for an admin; 100 stays in the wallet.
    await fundWallet(db(), user.userId, 62_600);
    const withdraw = await call(user, test.app, 'POST', '/api/wallet/withdrawals', {
      body: { amount: 62_500, bankAccount: { holderName: 'Busy Person', accountNumber: 'DE89370400440532013000' } },
      key: newKey(),
    });
    expect(withdraw.json<{ status: string }>().status, withdraw.body).toBe('pending_approval');
    // A top-up whose checkout was opened but not paid yet.
    const started = await call(user, test.app, 'POST', '/api/wallet/top-ups', { body: { amount: 500 }, key: newKey() });
    expect(started.statusCode, started.body).toBe(201);

    const refused = await deleteAccount(user);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().error.message).toBe(
      [
        DELETION_BLOCKED_PREFIX,
        'Your wallet still holds money: withdraw it first.',
        'A withdrawal is on its way to your bank: wait until it is paid or returned.',
        'A top-up is still being processed: wait until it completes.',
        'You back campaigns that have not ended: cancel those pledges, or wait until the campaigns settle.',
        'You run a campaign that is still live: cancel it, or wait until it ends and its money is settled.',
      ].join(' '),
    );
  });

  it('a wrong password is refused (400 wrong-password) and counts towards the sign-in limit', async () => {
    const { client: c, userId, email } = await signUp(test.app);
    const user = { client: c, userId };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await deleteAccount(user, { password: `guess-${i}-password` })).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    await expectUntouchedRow(userId, email);
  });

  it('a Google-only account needs a sign-in from the last few minutes', async () => {
    const { client: c, userId, email } = await signUp(test.app);
    const user = { client: c, userId };
    // Google-only: no password on the account.
    await db().deleteFrom('authAccounts').where('userId', '=', userId).where('providerId', '=', 'credential').execute();
    await db()
      .updateTable('authSessions')
      .set({ createdAt: new Date(Date.now() - (FRESH_SIGN_IN_S + 60) * 1000) })
      .where('userId', '=', userId)
      .execute();
    const stale = await deleteAccount(user, {});
    expect(stale.statusCode).toBe(403);
    expect(stale.json<ErrorBody>().error.identityCode).toBe('requires-recent-login');
    await expectUntouchedRow(userId, email);
    await db().updateTable('authSessions').set({ createdAt: new Date() }).where('userId', '=', userId).execute();
    expect((await deleteAccount(user, {})).statusCode).toBe(200);
  });

  it('two deletions at once: one succeeds, the other finds no account', async () => {
    const { client: c, userId } = await signUp(test.app);
    const user = { client: c, userId };
    const answers = await Promise.all([deleteAccount(user), deleteAccount(user)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401]);
  });

  async function expectUntouchedRow(userId: string, email: string): Promise<void> {
    const row = await db().selectFrom('users').select(['email', 'deletedAt']).where('id', '=', userId).executeTakeFirstOrThrow();
    expect(row).toEqual({ email, deletedAt: null });
  }
});
