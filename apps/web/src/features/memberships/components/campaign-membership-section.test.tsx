import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PublicMembership } from '@crowdspark/shared/contracts/memberships';
import CampaignMembershipSection, { liveMembershipOf } from '@/features/memberships/components/campaign-membership-section';
import { mockApi } from '@/testing/auth-fixtures';
import { membershipFixture } from '@/testing/membership-fixtures';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';

const PROGRAM: PublicMembership = {
  creatorId: 'u-nora',
  enabled: true,
  memberCount: null,
  tiers: [
    { id: 't1', title: 'Supporter', description: 'My thanks.', price: 500, currency: 'USD', memberLimit: null, memberCount: 1 },
    { id: 't2', title: 'Insider', description: '', price: 1500, currency: 'USD', memberLimit: 2, memberCount: 2 },
  ],
};

const membership = membershipFixture;

function renderSection(isAuthenticated: boolean) {
  renderWithProviders(
    <MemoryRouter>
      <CampaignMembershipSection
        creatorId="u-nora"
        username="nora"
        displayName="Nora Notes"
        isAuthenticated={isAuthenticated}
        signInHref="/sign-in?redirect=%2Fcampaigns%2Fc1"
        membershipsHref="/wallet#memberships"
        walletHref="/wallet"
      />
    </MemoryRouter>,
  );
}

describe('<CampaignMembershipSection />', () => {
  it('counts a live membership of this creator, not an ended one or another creator’s', () => {
    const other = membership({ id: 'm0', creator: { id: 'u-other', username: 'other', displayName: 'Other' } });
    const ended = membership({ id: 'm2', status: 'canceled' });
    expect(liveMembershipOf({ memberships: [other, ended] }, 'u-nora')).toBeNull();
    const pastDue = membership({ id: 'm3', status: 'past_due' });
    expect(liveMembershipOf({ memberships: [other, ended, pastDue] }, 'u-nora')).toBe(pastDue);
    expect(liveMembershipOf(undefined, 'u-nora')).toBeNull();
  });

  it('offers a signed-out visitor the tiers under "Support … every month" with "Sign in to join"', async () => {
    mockApi({ 'GET /api/creators/nora/membership': () => jsonResponse(200, PROGRAM) });
    renderSection(false);
    const section = await screen.findByRole('region', { name: 'Support Nora Notes every month' });
    const tiers = within(section).getByRole('list', { name: 'Membership tiers of Nora Notes' });
    expect(within(tiers).getAllByRole('listitem')).toHaveLength(2);
    expect(tiers).toHaveTextContent('$5.00 a month');
    expect(tiers).toHaveTextContent('My thanks.');
    expect(within(section).getByRole('link', { name: 'Sign in to join Supporter' })).toHaveAttribute(
      'href',
      '/sign-in?redirect=%2Fcampaigns%2Fc1',
    );
    // Insider holds 2 of 2 places.
    expect(within(section).getByText('This tier is full.')).toBeInTheDocument();
    expect(within(section).queryByRole('link', { name: 'Sign in to join Insider' })).toBeNull();
  });

  it('tells a member which tier they hold, with a link to manage it, and offers no Join', async () => {
    mockApi({
      'GET /api/creators/nora/membership': () => jsonResponse(200, PROGRAM),
      'GET /api/me/memberships': () => jsonResponse(200, { memberships: [membership()] }),
    });
    renderSection(true);
    const section = await screen.findByRole('region', { name: 'Support Nora Notes every month' });
    expect(within(section).getByRole('status')).toHaveTextContent('You’re a member (Supporter).');
    expect(within(section).getByRole('link', { name: 'Manage it in Your memberships' })).toHaveAttribute(
      'href',
      '/wallet#memberships',
    );
    expect(within(section).queryByRole('button', { name: /^Join/ })).toBeNull();
  });

  it('offers Join on each open tier to a signed-in reader who is not a member', async () => {
    mockApi({
      'GET /api/creators/nora/membership': () => jsonResponse(200, PROGRAM),
      'GET /api/me/memberships': () => jsonResponse(200, { memberships: [membership({ status: 'canceled' })] }),
    });
    renderSection(true);
    const section = await screen.findByRole('region', { name: 'Support Nora Notes every month' });
    expect(within(section).getByRole('button', { name: 'Join Supporter' })).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Join Insider' })).toBeNull();
    expect(within(section).queryByText(/You’re a member/)).toBeNull();
  });
});
