import { describe, expect, it } from 'vitest';
import { LAUNCH_NEEDS_VERIFIED_EMAIL, WITHDRAWAL_NEEDS_VERIFIED_EMAIL } from '../../../src/modules/identity/service.js';
import { signUp, uniqueEmail } from '../../helpers/auth.js';
import { useTestApp } from '../../helpers/use-test-app.js';
import { completeDraft } from '../../factories/campaign-setup.js';
import { call, fundWallet, newKey } from '../../factories/money.js';

interface ErrorBody {
  error: { code: string; message: string };
}

describe('money needs a verified email, @gmail.com included', () => {
  const test = useTestApp();

  async function unverifiedGmailUser() {
    const { client, userId } = await signUp(test.app, { email: uniqueEmail('gina').replace(/@.*/, '@gmail.com') });
    return { client, userId };
  }

  it('an unverified @gmail.com user opens verified pages but cannot launch until verified', async () => {
    const user = await unverifiedGmailUser();
    const created = await user.client.request('POST', '/api/campaigns', completeDraft());
    expect(created.statusCode, 'creating a draft is a verified-page action the gate allows').toBe(201);
    const id = created.json<{ id: string }>().id;
    const refused = await user.client.request('POST', `/api/campaigns/${id}/launch`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ErrorBody>().error).toEqual(
      expect.objectContaining({ code: 'EMAIL_NOT_VERIFIED', message: LAUNCH_NEEDS_VERIFIED_EMAIL }),
    );
    await test.database.db.updateTable('users').set({ emailVerified: true }).where('id', '=', user.userId).execute();
    expect((await user.client.request('POST', `/api/campaigns/${id}/launch`)).statusCode).toBe(200);
  });

  it('withdrawing needs a verified email; the money stays in the wallet meanwhile', async () => {
    const user = await unverifiedGmailUser();
    await fundWallet(test.database.db, user.userId, 3000);
    const body = { amount: 3000, bankAccount: { holderName: 'Gina Example', accountNumber: 'DE89370400440532013000' } };
    const refused = await call(user, test.app, 'POST', '/api/wallet/withdrawals', { body, key: newKey() });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ErrorBody>().error).toEqual(
      expect.objectContaining({ code: 'EMAIL_NOT_VERIFIED', message: WITHDRAWAL_NEEDS_VERIFIED_EMAIL }),
    );
    const wallet = await call(user, test.app, 'GET', '/api/wallet');
    expect(wallet.json<{ balances: { amount: number }[] }>().balances.map((b) => b.amount)).toEqual([3000]);
    await test.database.db.updateTable('users').set({ emailVerified: true }).where('id', '=', user.userId).execute();
    const paid = await call(user, test.app, 'POST', '/api/wallet/withdrawals', { body, key: newKey() });
    expect(paid.statusCode, paid.body).toBe(201);
  });
});
