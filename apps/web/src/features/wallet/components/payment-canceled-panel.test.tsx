import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentCanceledPanel } from '@/features/wallet/components/payment-canceled-panel';
import { mockApi } from '@/testing/auth-fixtures';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';

const ID = '5b0d7a8e-3c1f-4a8e-9c56-0a1b2c3d4e5f';

function renderPanel(paymentId: string | null) {
  return renderWithProviders(
    <MemoryRouter>
      <PaymentCanceledPanel paymentId={paymentId} />
    </MemoryRouter>,
  );
}

const payment = (status: string) => ({
  id: ID,
  status,
  amount: 1234,
  currency: 'USD',
  purpose: 'top_up',
  createdAt: '2026-11-22T10:00:00.000Z',
  completedAt: null,
  balance: { amount: 0, currency: 'USD' },
  pledge: null,
});

describe('<PaymentCanceledPanel />', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says nothing was charged, with the payment’s status when it can be read', async () => {
    mockApi({ [`GET /api/payments/${ID}`]: () => jsonResponse(200, payment('canceled')) });
    renderPanel(ID);
    expect(screen.getByRole('heading', { name: 'Payment canceled — nothing was charged' })).toBeInTheDocument();
    expect(await screen.findByText(/Status: canceled\. The checkout of \$12\.34 is closed/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your wallet' })).toHaveAttribute('href', '/wallet');
  });

  it('explains a declined payment, and stays generic when the status cannot be read', async () => {
    mockApi({ [`GET /api/payments/${ID}`]: () => jsonResponse(200, payment('failed')) });
    const { unmount } = renderPanel(ID);
    expect(await screen.findByRole('heading', { name: 'Payment failed — nothing was charged' })).toBeInTheDocument();
    unmount();

    const fetchMock = mockApi({});
    renderPanel(null);
    expect(screen.getByRole('heading', { name: 'Payment canceled — nothing was charged' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
