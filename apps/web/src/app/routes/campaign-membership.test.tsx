import { screen, within } from '@testing-library/react';
import type { PublicMembership } from '@crowdspark/shared/contracts/memberships';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, makeMe, mockApi, unauthenticated } from '@/testing/auth-fixtures';
import { makeCampaign } from '@/testing/campaign-fixtures';
import { jsonResponse, renderAppAt } from '@/testing/render-with-providers';

/** The campaign page is a lazy chunk: allow for a busy machine loading it. */
const LAZY_ROUTE = { timeout: 10_000 };

const PROGRAM: PublicMembership = {
  creatorId: 'u-maya',
  enabled: true,
  memberCount: null,
  tiers: [{ id: 't1', title: 'Supporter', description: '', price: 500, currency: 'USD', memberLimit: null, memberCount: 0 }],
};

/** The creator's membership on their campaign's page (docs/product-rules.md#memberships). */
describe('/campaigns/:campaignId membership', () => {
  it('shows a signed-out visitor the creator’s tiers under "Support … every month", after the campaign', async () => {
    mockApi({
      'GET /api/me': () => unauthenticated(),
      'GET /api/campaigns/c1': () => jsonResponse(200, makeCampaign()),
      'GET /api/creators/maya/membership': () => jsonResponse(200, PROGRAM),
    });
    renderAppAt('/campaigns/c1');
    expect(await screen.findByRole('heading', { level: 1, name: 'The Fixable Kettle' }, LAZY_ROUTE)).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Support Maya Okafor every month' }, LAZY_ROUTE);
    expect(within(section).getByRole('link', { name: 'Sign in to join Supporter' })).toHaveAttribute(
      'href',
      '/sign-in?redirect=%2Fcampaigns%2Fc1',
    );
  });

  it('shows no membership heading at all when the creator has no membership on', async () => {
    const fetchMock = mockApi({
      'GET /api/me': () => unauthenticated(),
      'GET /api/campaigns/c1': () => jsonResponse(200, makeCampaign()),
      'GET /api/creators/maya/membership': () => jsonResponse(200, { ...PROGRAM, enabled: false, tiers: [] }),
    });
    renderAppAt('/campaigns/c1');
    expect(await screen.findByRole('heading', { level: 1, name: 'The Fixable Kettle' }, LAZY_ROUTE)).toBeInTheDocument();
    await vi.waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/creators/maya/membership')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: /every month/ })).toBeNull();
  });

  it('does not ask for the membership on the creator’s own campaign', async () => {
    const fetchMock = mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe({ id: 'u-maya' })),
      'GET /api/campaigns/c1': () => jsonResponse(200, makeCampaign({ viewer: { isOwner: true, canEdit: true, role: 'owner' } })),
    });
    renderAppAt('/campaigns/c1');
    expect(await screen.findByRole('heading', { level: 1, name: 'The Fixable Kettle' }, LAZY_ROUTE)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo(fetchMock, 'GET', '/api/creators/maya/membership')).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: /every month/ })).toBeNull();
  });
});
