import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AdminSubscriptionList } from '@crowdspark/shared/contracts/subscriptions';
import { SubscriptionsPage } from '@/features/admin/pages/subscriptions-page';
import { mockApi } from '@/testing/auth-fixtures';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';

const page: AdminSubscriptionList = {
  counts: { total: 3, byStatus: { active: 2, past_due: 1, canceled: 0 }, byPlan: { 'pro-monthly': 1, 'pro-yearly': 2 } },
  items: [
    {
      userId: 'u1',
      displayName: 'Pru Pro',
      email: 'pru@example.com',
      plan: 'pro-yearly',
      status: 'past_due',
      currentPeriodEnd: '2027-01-15T00:00:00.000Z',
      cancelAtPeriodEnd: true,
      startedAt: '2026-01-15T00:00:00.000Z',
    },
  ],
  nextCursor: 'next',
};

describe('<SubscriptionsPage />', () => {
  it('shows the counts by status and plan, the rows, and offers the next page', async () => {
    mockApi({ 'GET /api/admin/subscriptions': () => jsonResponse(200, page) });
    renderWithProviders(
      <MemoryRouter>
        <SubscriptionsPage />
      </MemoryRouter>,
    );
    const row = await screen.findByRole('row', { name: /Pru Pro/ });
    expect(row).toHaveTextContent('Pro yearly');
    expect(row).toHaveTextContent('Past due');
    expect(row).toHaveTextContent('Yes');
    const counts = screen.getByLabelText('Subscription counts');
    expect(counts).toHaveTextContent('All subscriptions3');
    expect(counts).toHaveTextContent('Past due1');
    expect(counts).toHaveTextContent('Pro yearly2');
    expect(screen.getByRole('link', { name: 'Pru Pro' })).toHaveAttribute('href', '/admin/users/u1');
    expect(screen.getByRole('button', { name: /load more/i })).toBeVisible();
  });
});
