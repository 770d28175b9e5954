import { describe, expect, it } from 'vitest';
import { isWalletMoneyQuery, walletKeys } from '@/features/wallet/api/keys';

describe('wallet query keys', () => {
  it('counts balance, history and withdrawals as money reads, not a payment status or other features', () => {
    expect(isWalletMoneyQuery(walletKeys.balances())).toBe(true);
    expect(isWalletMoneyQuery(walletKeys.transactions())).toBe(true);
    expect(isWalletMoneyQuery(walletKeys.withdrawals())).toBe(true);
    expect(isWalletMoneyQuery(walletKeys.statements())).toBe(true);
    expect(isWalletMoneyQuery(walletKeys.payment('pay_1'))).toBe(false);
    expect(isWalletMoneyQuery(['pledges', 'mine', 'c1'])).toBe(false);
  });
});
