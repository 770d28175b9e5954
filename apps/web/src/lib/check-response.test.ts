import { afterEach, describe, expect, it } from 'vitest';
import { checkResponse, installResponseChecker } from '@/lib/check-response';
import { contractChecker } from '@/testing/contract-checker';

describe('checkResponse', () => {
  afterEach(() => installResponseChecker(contractChecker));

  it('in tests, returns an answer that matches the shared contract', () => {
    const wallet = { balances: [{ amount: 1250, currency: 'USD' }] };
    expect(checkResponse(wallet, 'wallet', 'walletSchema')).toEqual(wallet);
  });

  it('in tests, rejects an answer that breaks the contract, naming the field', () => {
    expect(() => checkResponse({ balances: [{ amount: '12.50', currency: 'USD' }] }, 'wallet', 'walletSchema')).toThrow(/amount/);
  });

  it('in the app (no checker installed), passes the answer through untouched', () => {
    installResponseChecker(null);
    const answer = { balances: 'not checked' };
    expect(checkResponse(answer, 'wallet', 'walletSchema')).toBe(answer);
  });
});
