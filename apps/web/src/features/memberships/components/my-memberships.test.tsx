import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Membership, PublicMembership } from '@crowdspark/shared/contracts/memberships';
import { MyMemberships } from '@/features/memberships/components/my-memberships';
import { mockApi } from '@/testing/auth-fixtures';
import { membershipFixture } from '@/testing/membership-fixtures';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';

const PROGRAM: PublicMembership = {
  creatorId: 'u-nora',
  enabled: true,
  memberCount: null,
  tiers: [
    { id: 't1', title: 'Supporter', description: '', price: 500, currency: 'USD', memberLimit: null, memberCount: 1 },
    { id: 't2', title: 'Insider', description: '', price: 1500, currency: 'USD', memberLimit: null, memberCount: 0 },
  ],
};

const membership = membershipFixture;

function renderList(memberships: Membership[]) {
  mockApi({
    'GET /api/me/memberships': () => jsonResponse(200, { memberships }),
    'GET /api/creators/nora/membership': () => jsonResponse(200, PROGRAM),
  });
  renderWithProviders(
    <MemoryRouter>
      <MyMemberships profileHref={(username) => `/u/${username}`} />
    </MemoryRouter>,
  );
}

describe('<MyMemberships />', () => {
  it('says the wallet (or the saved card) pays the next month of a membership we renew', async () => {
    renderList([membership()]);
    const row = await screen.findByRole('listitem', { name: 'Nora Notes: Supporter' });
    expect(row).toHaveTextContent('from your wallet (or your saved card when the wallet is short)');
    expect(row).not.toHaveTextContent('Stripe');
  });

  it('says Stripe charges the card for a membership Stripe bills, and offers Change tier and Pause', async () => {
    renderList([membership({ billing: 'provider' })]);
    const row = await screen.findByRole('listitem', { name: 'Nora Notes: Supporter' });
    expect(row).toHaveTextContent(/Next charge .+, charged by Stripe to your card/);
    expect(row).not.toHaveTextContent('from your wallet');
    expect(await within(row).findByLabelText('Change tier of Nora Notes')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Pause membership of Nora Notes' })).toBeInTheDocument();
  });

  it('a Stripe-billed membership whose pause has ended waits for Stripe’s charge, with no second Resume now', async () => {
    const pause = { from: '2026-10-29T10:00:00.000Z', until: '2026-11-01T10:00:00.000Z' };
    renderList([membership({ billing: 'provider', status: 'paused', pause, nextChargeAt: pause.until })]);
    const row = await screen.findByRole('listitem', { name: 'Nora Notes: Supporter' });
    expect(row).toHaveTextContent('Resuming: Stripe is charging your card for the month');
    expect(within(row).queryByRole('button', { name: 'Resume membership of Nora Notes now' })).toBeNull();
  });
});
