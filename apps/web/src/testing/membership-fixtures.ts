import type { Membership } from '@crowdspark/shared/contracts/memberships';

/** Nora's Supporter membership, active and wallet-billed, renewing on 29 December; tests override what they look at. */
export function membershipFixture(overrides: Partial<Membership> = {}): Membership {
  return {
    id: 'm1',
    creator: { id: 'u-nora', username: 'nora', displayName: 'Nora Notes' },
    tier: { id: 't1', title: 'Supporter' },
    price: 500,
    currency: 'USD',
    status: 'active',
    cancelAtPeriodEnd: false,
    currentPeriodEnd: '2026-12-29T10:00:00.000Z',
    nextChargeAt: '2026-12-29T10:00:00.000Z',
    billing: 'wallet',
    welcomeNote: '',
    nextTier: null,
    pause: null,
    ...overrides,
  };
}
