import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionOverview } from '@crowdspark/shared/contracts/subscriptions';
import { resetToasts } from '@/components/ui/use-toast';
import { SubscriptionPanel } from '@/features/subscriptions/components/subscription-panel';
import { callsTo, mockApi } from '@/testing/auth-fixtures';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';

const base: SubscriptionOverview = {
  plans: [
    { plan: 'pro-monthly', price: 900, currency: 'USD', interval: 'month', promotionCredit: 500 },
    { plan: 'pro-yearly', price: 9000, currency: 'USD', interval: 'year', promotionCredit: 6000 },
  ],
  standardFeePercent: 5,
  proFeePercent: 3,
  graceDays: 7,
  hasSubscription: false,
  subscription: null,
  invoices: [],
};

const subscribed = (cancelAtPeriodEnd: boolean): SubscriptionOverview => ({
  ...base,
  hasSubscription: true,
  subscription: {
    plan: 'pro-monthly',
    status: 'active',
    currentPeriodEnd: '2026-12-26T12:00:00.000Z',
    cancelAtPeriodEnd,
    graceUntil: null,
    nextPlan: null,
  },
  invoices: [
    {
      id: 'inv-1',
      plan: 'pro-monthly',
      kind: 'start',
      amount: 900,
      prorationCredit: 0,
      currency: 'USD',
      periodStart: '2026-11-26T12:00:00.000Z',
      periodEnd: '2026-12-26T12:00:00.000Z',
      createdAt: '2026-11-26T12:00:00.000Z',
      receiptUrl: '/api/wallet/transactions/tx-1/receipt',
    },
  ],
});

describe('<SubscriptionPanel />', () => {
  afterEach(() => resetToasts());

  it('shows the benefits and prices, and subscribes from the wallet with an Idempotency-Key', async () => {
    const onChanged = vi.fn();
    const fetchMock = mockApi({
      'GET /api/subscription': () => jsonResponse(200, base),
      'POST /api/subscription': () => jsonResponse(201, { status: 'active', overview: subscribed(false) }),
    });
    const user = userEvent.setup();
    renderWithProviders(<SubscriptionPanel onChanged={onChanged} />);

    expect(await screen.findByText(/A platform fee of 3% instead of 5%/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Pro yearly: \$90\.00 a year/ }));
    expect(screen.getByRole('button', { name: 'Subscribe for $90.00' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Pro monthly/ }));
    await user.click(screen.getByRole('radio', { name: 'Wallet balance' }));
    await user.click(screen.getByRole('button', { name: 'Subscribe for $9.00' }));

    expect(await screen.findByText(/Pro monthly is active\. It renews on/)).toBeInTheDocument();
    const [post] = callsTo(fetchMock, 'POST', '/api/subscription');
    expect(JSON.parse(post?.[1]?.body as string)).toEqual({ plan: 'pro-monthly', payWith: 'wallet' });
    expect(new Headers(post?.[1]?.headers).get('idempotency-key')).toBeTruthy();
    expect(onChanged).toHaveBeenCalled();
    const invoices = screen.getByRole('list', { name: 'Invoices' });
    expect(within(invoices).getByRole('link', { name: /Download receipt/ })).toHaveAttribute(
      'href',
      '/api/wallet/transactions/tx-1/receipt',
    );
  }, 20_000);

  it('cancels at the period end after confirming, and offers to resume', async () => {
    mockApi({
      'GET /api/subscription': () => jsonResponse(200, subscribed(false)),
      'POST /api/subscription/cancel': () => jsonResponse(200, subscribed(true)),
    });
    const user = userEvent.setup();
    renderWithProviders(<SubscriptionPanel onChanged={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Cancel Pro' }));
    await user.click(screen.getByRole('button', { name: 'Cancel at period end' }));
    await waitFor(() => expect(screen.getByText(/Pro stays on until/)).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Resume Pro' })).toBeInTheDocument();
  }, 20_000);
});
