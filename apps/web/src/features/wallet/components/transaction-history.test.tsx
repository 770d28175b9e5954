import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WalletTransaction } from '@crowdspark/shared/contracts/wallet';
import { TransactionHistory } from '@/features/wallet/components/transaction-history';
import { mockApi } from '@/testing/auth-fixtures';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';

function tx(id: string, type: WalletTransaction['type'], amount: number, description: string): WalletTransaction {
  return {
    id,
    type,
    amount,
    currency: 'USD',
    description,
    paymentId: null,
    withdrawalId: null,
    campaignId: null,
    pledgeId: null,
    receiptUrl: `/api/wallet/transactions/${id}/receipt`,
    receiptPdfUrl: `/api/wallet/transactions/${id}/receipt.pdf`,
    createdAt: '2026-11-22T10:00:00.000Z',
  };
}

describe('<TransactionHistory />', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists type labels, signed amounts that do not rely on colour, descriptions, dates and receipts; loads more by cursor', async () => {
    const fetchMock = mockApi({
      'GET /api/wallet/transactions': (_init, url) =>
        url.includes('cursor=41')
          ? jsonResponse(200, {
              items: [tx('t3', 'withdrawal_reversal', 3000, 'Withdrawal refused: money returned')],
              nextCursor: null,
            })
          : jsonResponse(200, {
              items: [
                tx('t1', 'top_up', 2500, 'Crowdspark wallet top-up of 25.00 USD'),
                tx('t2', 'pledge', -1000, 'Pledge to Solar Kiosk'),
              ],
              nextCursor: '41',
            }),
    });
    const user = userEvent.setup();
    renderWithProviders(
      <MemoryRouter>
        <TransactionHistory />
      </MemoryRouter>,
    );
    const list = await screen.findByRole('list', { name: 'Wallet history' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Top-up');
    expect(rows[0]).toHaveTextContent('Money in: +$25.00');
    expect(rows[0]).toHaveTextContent('Crowdspark wallet top-up of 25.00 USD');
    expect(rows[0]!.querySelector('time')).toHaveAttribute('datetime', '2026-11-22T10:00:00.000Z');
    expect(rows[1]).toHaveTextContent('Pledge');
    expect(rows[1]).toHaveTextContent('Money out: −$10.00');
    const receipt = within(rows[1]!).getByRole('link', { name: /^Receipt for pledge of/ });
    expect(receipt).toHaveAttribute('href', '/wallet/receipts/t2');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Withdrawal returned')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url as string)).toContain('/api/wallet/transactions?cursor=41');
  });

  it('shows an honest empty state', async () => {
    mockApi({ 'GET /api/wallet/transactions': () => jsonResponse(200, { items: [], nextCursor: null }) });
    renderWithProviders(
      <MemoryRouter>
        <TransactionHistory />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'No wallet activity yet' })).toBeInTheDocument();
  });
});
