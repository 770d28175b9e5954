import { IDENTITY_ERROR_MESSAGES } from '@crowdspark/shared/constants/identity-errors';
import type { IdentityErrorCode } from '@crowdspark/shared/constants/identity-errors';
import { describe, expect, it } from 'vitest';
import { codeNow, enrolTwoFactor, wrongCode } from '../../helpers/two-factor.js';
import type { Authenticator } from '../../helpers/two-factor.js';
import { useTestApp } from '../../helpers/use-test-app.js';
import { balanceOf, call, fundWallet, moneyUser, newKey } from '../../factories/money.js';
import type { MoneyUser } from '../../factories/money.js';

const BANK = { holderName: 'Ann Example', accountNumber: 'DE89 3704 0044 0532 0130 00' };

const refusedWith = (identityCode: IdentityErrorCode) =>
  expect.objectContaining({
    error: expect.objectContaining({ identityCode, message: IDENTITY_ERROR_MESSAGES[identityCode] }) as unknown,
  }) as unknown;

describe('withdrawals ask for the second factor when two-factor sign-in is on', () => {
  const context = useTestApp();

  const withdraw = (user: MoneyUser, body: Record<string, unknown>, key = newKey()) =>
    call(user, context.app, 'POST', '/api/wallet/withdrawals', { body: { amount: 1000, bankAccount: BANK, ...body }, key });

  async function protectedCreator(): Promise<MoneyUser & { authenticator: Authenticator }> {
    const user = await moneyUser(context.app);
    const authenticator = await enrolTwoFactor(user.client);
    await fundWallet(context.database.db, user.userId, 10_000);
    return { ...user, authenticator };
  }

  it('without a code, or with a wrong one, no money leaves; a current code sends it', async () => {
    const user = await protectedCreator();
    const missing = await withdraw(user, {});
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toEqual(refusedWith('multi-factor-auth-required'));
    expect(missing.json()).toMatchObject({ error: { fields: { twoFactorCode: expect.any(String) as unknown } } });
    const wrong = await withdraw(user, { twoFactorCode: wrongCode(user.authenticator) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(refusedWith('invalid-two-factor-code'));
    expect(await balanceOf(context.app, user)).toBe(10_000);

    const paid = await withdraw(user, { twoFactorCode: codeNow(user.authenticator) });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(await balanceOf(context.app, user)).toBe(9000);
  });

  it('a recovery code works once; a retry with the same Idempotency-Key is answered, not asked again', async () => {
    const user = await protectedCreator();
    const code = user.authenticator.recoveryCodes[0] ?? '';
    const key = newKey();
    const paid = await withdraw(user, { twoFactorCode: code }, key);
    expect(paid.statusCode, paid.body).toBe(201);
    // The browser's retry of the same request (lost answer): the stored answer, the code not spent twice.
    const retried = await withdraw(user, { twoFactorCode: code }, key);
    expect(retried.statusCode).toBe(201);
    expect(retried.json()).toEqual(paid.json());
    expect(await balanceOf(context.app, user)).toBe(9000);

    const reused = await withdraw(user, { twoFactorCode: code });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual(refusedWith('invalid-recovery-code'));
    expect(await balanceOf(context.app, user)).toBe(9000);
  });

  it('wrong codes count: the sixth within 15 minutes is refused even when right', async () => {
    const user = await protectedCreator();
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await withdraw(user, { twoFactorCode: wrongCode(user.authenticator) })).statusCode).toBe(400);
    const limited = await withdraw(user, { twoFactorCode: codeNow(user.authenticator) });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(refusedWith('too-many-requests'));
    expect(await balanceOf(context.app, user)).toBe(10_000);
  });

  it('an account without two-factor sign-in withdraws without a code', async () => {
    const user = await moneyUser(context.app);
    await fundWallet(context.database.db, user.userId, 5000);
    const paid = await withdraw(user, {});
    expect(paid.statusCode, paid.body).toBe(201);
  });
});
