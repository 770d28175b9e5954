import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentResult } from '@/features/wallet/components/payment-result';
import type { PollSchedule } from '@/features/wallet/lib/payment-polling';
import { callsTo, mockApi } from '@/testing/auth-fixtures';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';

const ID = '5b0d7a8e-3c1f-4a8e-9c56-0a1b2c3d4e5f';
const PATH = `/api/payments/${ID}`;
const FAST: PollSchedule = { delayMs: () => 20, timeoutMs: 10_000 };
const SHORT: PollSchedule = { delayMs: () => 20, timeoutMs: 400 };

function payment(status: string, extra: Record<string, unknown> = {}) {
  return {
    id: ID,
    status,
    amount: 2500,
    currency: 'USD',
    purpose: 'top_up',
    createdAt: '2026-11-22T10:00:00.000Z',
    completedAt: status === 'pending' ? null : '2026-11-22T10:00:05.000Z',
    balance: { amount: status === 'succeeded' ? 7500 : 5000, currency: 'USD' },
    ...extra,
  };
}

function renderResult(paymentId: string | null = ID, schedule: PollSchedule = FAST) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[`/payment-success?payment=${paymentId ?? ''}`]}>
      <PaymentResult paymentId={paymentId} schedule={schedule} />
    </MemoryRouter>,
  );
}

describe('<PaymentResult />', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows “Processing your payment…” while pending, polls, then the amount and the new balance', async () => {
    let confirmed = false;
    const fetchMock = mockApi({
      [`GET ${PATH}`]: () => jsonResponse(200, payment(confirmed ? 'succeeded' : 'pending')),
    });
    renderResult();
    expect(screen.getByRole('heading', { level: 1, name: 'Processing your payment…' })).toBeInTheDocument();
    expect(await screen.findByText(/waiting for the payment provider to confirm \$25\.00/)).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, 'GET', PATH).length).toBeGreaterThanOrEqual(3));
    expect(screen.getByRole('heading', { level: 1, name: 'Processing your payment…' })).toBeInTheDocument();

    confirmed = true;
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment received' })).toBeInTheDocument();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('$25.00 was added to your wallet. Your balance is now $75.00.');
    expect(screen.getByRole('link', { name: 'Go to your wallet' })).toHaveAttribute('href', '/wallet');
    // Polling stops once the payment is settled.
    const asked = callsTo(fetchMock, 'GET', PATH).length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(callsTo(fetchMock, 'GET', PATH)).toHaveLength(asked);
  });

  it('shows a pledge confirmed by the payment, with a link to the campaign', async () => {
    mockApi({
      [`GET ${PATH}`]: () =>
        jsonResponse(
          200,
          payment('succeeded', {
            purpose: 'pledge',
            pledge: { campaignId: 'c1', campaignTitle: 'Solar Kiosk', status: 'completed', pledgeId: 'p1', message: null },
          }),
        ),
    });
    renderResult();
    expect(await screen.findByText(/Your pledge to/)).toHaveTextContent('Your pledge to Solar Kiosk is confirmed.');
    expect(screen.getByRole('link', { name: 'Solar Kiosk' })).toHaveAttribute('href', '/campaigns/c1');
    expect(screen.getByRole('link', { name: 'Back to the campaign' })).toHaveAttribute('href', '/campaigns/c1');
  });

  it('says the money is in the wallet when the pledge failed, and ignores a malformed pledge field', async () => {
    mockApi({
      [`GET ${PATH}`]: () =>
        jsonResponse(
          200,
          payment('succeeded', {
            pledge: {
              campaignId: 'c1',
              campaignTitle: 'Solar Kiosk',
              status: 'failed',
              pledgeId: null,
              message: 'The tier sold out.',
            },
          }),
        ),
    });
    const { unmount } = renderResult();
    expect(await screen.findByText(/could not be completed/)).toHaveTextContent(
      'Your pledge to Solar Kiosk could not be completed.',
    );
    expect(screen.getByText(/The tier sold out\. The money you paid \(\$25\.00\) is in your wallet/)).toBeInTheDocument();
    unmount();

    mockApi({ [`GET ${PATH}`]: () => jsonResponse(200, payment('succeeded', { pledge: { status: 'weird' } })) });
    renderResult();
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeInTheDocument();
    expect(screen.queryByText(/Your pledge/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a campaign to back' })).toBeInTheDocument();
  });

  it('explains a failed payment', async () => {
    mockApi({ [`GET ${PATH}`]: () => jsonResponse(200, payment('failed')) });
    renderResult();
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('nothing was charged and your balance did not change');
  });

  it('gives up after the timeout with an honest “still processing” message, and can check again', async () => {
    let status = 'pending';
    const fetchMock = mockApi({ [`GET ${PATH}`]: () => jsonResponse(200, payment(status)) });
    const user = userEvent.setup();
    renderResult(ID, SHORT);
    expect(await screen.findByRole('heading', { name: 'Still processing' }, { timeout: 2000 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your wallet will update when the provider confirms');
    const asked = callsTo(fetchMock, 'GET', PATH).length;
    expect(asked).toBeGreaterThan(2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(callsTo(fetchMock, 'GET', PATH)).toHaveLength(asked);

    status = 'succeeded';
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeInTheDocument();
  });

  it('says so when the link names no payment, an unknown one, or the person is signed out', async () => {
    const fetchMock = mockApi({});
    const { unmount } = renderResult(null);
    expect(screen.getByRole('heading', { name: 'No payment to show' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    unmount();

    mockApi({
      [`GET ${PATH}`]: () => jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'No payment of yours has this id.' } }),
    });
    const second = renderResult();
    expect(await screen.findByRole('heading', { name: 'We could not find this payment' })).toBeInTheDocument();
    second.unmount();

    mockApi({ [`GET ${PATH}`]: () => jsonResponse(401, { error: { code: 'UNAUTHENTICATED', message: 'Not signed in.' } }) });
    renderResult();
    expect(await screen.findByRole('heading', { name: 'Sign in to see this payment' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/sign-in?redirect=${encodeURIComponent(`/payment-success?payment=${ID}`)}`,
    );
  });
});
