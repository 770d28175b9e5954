import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WalletReceipt } from '@crowdspark/shared/contracts/wallet';
import { ReceiptView } from '@/features/wallet/components/receipt-view';
import { mockApi } from '@/testing/auth-fixtures';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';

const receipt: WalletReceipt = {
  transaction: {
    id: 't-1',
    type: 'pledge',
    amount: -2500,
    currency: 'USD',
    description: 'Pledge to “Tool Library”',
    paymentId: null,
    withdrawalId: null,
    campaignId: 'c-1',
    pledgeId: 'p-1',
    receiptUrl: '/api/wallet/transactions/t-1/receipt',
    receiptPdfUrl: '/api/wallet/transactions/t-1/receipt.pdf',
    createdAt: '2026-11-22T10:00:00.000Z',
  },
  holder: { name: 'Ada Lovelace', email: 'ada@example.test' },
  campaign: { id: 'c-1', title: 'Tool Library' },
};

const renderAt = (id: string) =>
  renderWithProviders(
    <MemoryRouter>
      <ReceiptView transactionId={id} />
    </MemoryRouter>,
  );

describe('<ReceiptView />', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the movement with its number, amount, holder and campaign, and both downloads', async () => {
    mockApi({ 'GET /api/wallet/transactions/t-1': () => jsonResponse(200, receipt) });
    renderAt('t-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Receipt' })).toBeInTheDocument();
    const list = screen.getByLabelText('Receipt details');
    expect(within(list).getByText('t-1')).toBeInTheDocument();
    expect(list).toHaveTextContent('Money out: −$25.00');
    expect(list).toHaveTextContent('Ada Lovelace (ada@example.test)');
    expect(within(list).getByRole('link', { name: 'Tool Library' })).toHaveAttribute('href', '/campaigns/c-1');
    expect(screen.getByRole('link', { name: 'Download PDF receipt' })).toHaveAttribute(
      'href',
      '/api/wallet/transactions/t-1/receipt.pdf',
    );
    expect(screen.getByRole('link', { name: 'Download text receipt' })).toHaveAttribute(
      'href',
      '/api/wallet/transactions/t-1/receipt',
    );
  });

  it("says so when the movement is not the reader's", async () => {
    mockApi({
      'GET /api/wallet/transactions/t-2': () =>
        jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'No transaction of yours has this id.' } }),
    });
    renderAt('t-2');
    expect(await screen.findByRole('alert')).toHaveTextContent('No transaction of yours has this id.');
    expect(screen.getByRole('link', { name: 'Back to your wallet' })).toHaveAttribute('href', '/wallet');
  });
});
