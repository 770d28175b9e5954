import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { WALLET_TRANSACTION_TYPES } from '@crowdspark/shared/constants/ledger';
import { LedgerPage } from '@/features/admin/pages/ledger-page';
import { mockApi } from '@/testing/auth-fixtures';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';

describe('<LedgerPage />', () => {
  it('filters by every transaction type the ledger records, subscriptions and promotions included', async () => {
    const fetchMock = mockApi({
      'GET /api/admin/ledger/accounts': () => jsonResponse(200, { items: [], nextCursor: null }),
      'GET /api/admin/ledger/transactions': () => jsonResponse(200, { items: [], nextCursor: null }),
      'GET /api/admin/ledger/check-runs/latest': () => jsonResponse(200, { lastScheduled: null, lastRun: null }),
    });
    const user = userEvent.setup();
    renderWithProviders(
      <MemoryRouter>
        <LedgerPage />
      </MemoryRouter>,
    );
    const select = await screen.findByRole('combobox', { name: 'Transaction type' });
    const offered = within(select)
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    expect(offered).toEqual(['', ...WALLET_TRANSACTION_TYPES]);

    await user.selectOptions(select, 'Promotion refund');
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        expect.stringContaining('/api/admin/ledger/transactions?type=promotion_refund'),
        expect.anything(),
      ),
    );
  });
});
