import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Promotion } from '@crowdspark/shared/contracts/promotions';
import { PromotionsPage } from '@/features/admin/pages/promotions-page';
import { callsTo, mockApi } from '@/testing/auth-fixtures';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';

function promotion(overrides: Partial<Promotion> = {}): Promotion {
  return {
    id: 'p1',
    campaign: { id: 'c1', title: 'Tide clock' },
    ownerId: 'u1',
    days: 3,
    dailyPrice: 500,
    total: 1500,
    currency: 'USD',
    paidWith: 'wallet',
    status: 'pending_review',
    refunded: 0,
    spent: 0,
    rejectionReason: null,
    createdAt: '2026-11-26T10:00:00.000Z',
    startsAt: null,
    endsAt: null,
    closedAt: null,
    impressions: 0,
    clicks: 0,
    costPerClick: null,
    daily: [],
    ...overrides,
  };
}

describe('<PromotionsPage />', () => {
  it('lists the pending queue, approves after a confirmation and rejects only with a reason', async () => {
    const fetchMock = mockApi({
      'GET /api/admin/promotions': () => jsonResponse(200, { items: [promotion()] }),
      'POST /api/admin/promotions/p1/approve': () => jsonResponse(200, promotion({ status: 'active' })),
      'POST /api/admin/promotions/p1/reject': () =>
        jsonResponse(200, promotion({ status: 'rejected', rejectionReason: 'Misleading', refunded: 1500 })),
    });
    const user = userEvent.setup();
    renderWithProviders(
      <MemoryRouter>
        <PromotionsPage />
      </MemoryRouter>,
    );
    const row = await screen.findByRole('row', { name: /Tide clock/ });
    expect(row).toHaveTextContent('$15.00');
    expect(row).toHaveTextContent('Waiting for review');
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringContaining('/api/admin/promotions?status=pending_review'),
      expect.anything(),
    );

    await user.click(within(row).getByRole('button', { name: 'Approve promotion of Tide clock' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Approve the promotion of Tide clock?' });
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));
    await vi.waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/admin/promotions/p1/approve')).toHaveLength(1));

    await user.click(within(row).getByRole('button', { name: 'Reject promotion of Tide clock' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject the promotion of Tide clock?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(callsTo(fetchMock, 'POST', '/api/admin/promotions/p1/reject')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Reason (shown to the creator)'), 'Misleading');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await vi.waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/admin/promotions/p1/reject')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST', '/api/admin/promotions/p1/reject')[0]?.[1]?.body).toBe(
      JSON.stringify({ reason: 'Misleading' }),
    );
  });
});
