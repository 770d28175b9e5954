import { cleanup as cleanupAll, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionOverview } from '@crowdspark/shared/contracts/subscriptions';
import { resetToasts } from '@/components/ui/use-toast';
import { leaveTo } from '@/lib/leave-to';
import { SubscriptionPanel } from '@/features/subscriptions/components/subscription-panel';
import { callsTo, mockApi } from '@/testing/auth-fixtures';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';

vi.mock('@/lib/leave-to', () => ({ leaveTo: vi.fn() }));

const base: SubscriptionOverview = {
  plans: [
    { plan: 'pro-monthly', price: 900, currency: 'USD', interval: 'month', promotionCredit: 500 },
    { plan: 'pro-yearly', price: 9000, currency: 'USD', interval: 'year', promotionCredit: 6000 },
  ],
  standardFeePercent: 5,
  proFeePercent: 3,
  graceDays: 7,
  cardBilling: 'platform',
  hasSubscription: false,
  subscription: null,
  paymentMethod: null,
  invoices: [],
};

const VISA = { brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2030 };

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
    billing: 'platform',
  },
  invoices: [
    {
      id: 'inv-1',
      paidWith: 'wallet',
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

  it('says a card checkout saves the card for renewals, and goes to the checkout', async () => {
    mockApi({
      'GET /api/subscription': () => jsonResponse(200, base),
      'POST /api/subscription': () =>
        jsonResponse(201, {
          status: 'checkout',
          paymentId: 'pay-1',
          checkoutUrl: 'http://localhost:3000/sandbox/checkout?session=s',
        }),
    });
    const user = userEvent.setup();
    renderWithProviders(<SubscriptionPanel onChanged={() => undefined} />);
    expect(await screen.findByText(/your card is saved and charged when the wallet holds too little/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Subscribe for $9.00' }));
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('http://localhost:3000/sandbox/checkout?session=s'));
  }, 20_000);

  it('shows the saved card and what it pays, and removes it after confirming', async () => {
    const withCard: SubscriptionOverview = { ...subscribed(false), paymentMethod: VISA };
    const fetchMock = mockApi({
      'GET /api/subscription': () => jsonResponse(200, withCard),
      'DELETE /api/subscription/payment-method': () => jsonResponse(200, { ...withCard, paymentMethod: null }),
    });
    const user = userEvent.setup();
    renderWithProviders(<SubscriptionPanel onChanged={() => undefined} />);
    const section = await screen.findByRole('region', { name: 'Card for renewals' });
    expect(within(section).getByText('Visa ending 4242')).toBeInTheDocument();
    expect(within(section).getByText(/expires 12\/30/)).toBeInTheDocument();
    expect(
      screen.getByText('Renewals are paid from your wallet, or from your Visa ending 4242 when the wallet holds too little.'),
    ).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Remove card' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove this card?' });
    expect(dialog).toHaveTextContent('Renewals are then paid from your wallet only');
    await user.click(within(dialog).getByRole('button', { name: 'Remove card' }));
    expect(await within(section).findByText(/No card is saved\. Renewals are paid from your wallet/)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/api/subscription/payment-method')).toHaveLength(1);
    expect(within(section).getByRole('button', { name: 'Save a card' })).toBeInTheDocument();
  }, 20_000);

  it('replaces the card on the provider’s page, and waits for a card just saved', async () => {
    let answers = 0;
    const fetchMock = mockApi({
      // Back from the provider's page: the first answer has no card yet, the next one has it.
      'GET /api/subscription': () =>
        jsonResponse(200, (answers += 1) > 1 ? { ...subscribed(false), paymentMethod: VISA } : subscribed(false)),
      'POST /api/subscription/payment-method': () =>
        jsonResponse(201, { checkoutUrl: 'http://localhost:3000/sandbox/checkout?session=setup' }),
    });
    const user = userEvent.setup();
    renderWithProviders(<SubscriptionPanel onChanged={() => undefined} cardJustSaved />);
    expect(await screen.findByText('Saving your card… this takes a few seconds.')).toBeInTheDocument();
    expect(await screen.findByText('Visa ending 4242', {}, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Replace card' }));
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('http://localhost:3000/sandbox/checkout?session=setup'));
    expect(callsTo(fetchMock, 'POST', '/api/subscription/payment-method')).toHaveLength(1);
  }, 20_000);

  it('past due with a declined card: says what to do; a Stripe-billed Pro offers no plan switch', async () => {
    const pastDue: SubscriptionOverview = {
      ...subscribed(false),
      paymentMethod: { ...VISA, last4: '0341' },
      subscription: { ...subscribed(false).subscription!, status: 'past_due', graceUntil: '2027-01-02T12:00:00.000Z' },
      invoices: [{ ...subscribed(false).invoices[0]!, paidWith: 'card' }],
    };
    mockApi({ 'GET /api/subscription': () => jsonResponse(200, pastDue) });
    renderWithProviders(<SubscriptionPanel onChanged={() => undefined} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Neither your wallet nor your Visa ending 0341 could pay the renewal\. Top up your wallet or save another card before/,
    );
    expect(screen.getByRole('list', { name: 'Invoices' })).toHaveTextContent('paid by card');
    cleanupAll();

    const stripe: SubscriptionOverview = {
      ...subscribed(false),
      cardBilling: 'provider',
      paymentMethod: VISA,
      subscription: { ...subscribed(false).subscription!, billing: 'provider' },
    };
    mockApi({ 'GET /api/subscription': () => jsonResponse(200, stripe) });
    renderWithProviders(<SubscriptionPanel onChanged={() => undefined} />);
    expect(await screen.findByText('Stripe charges your Visa ending 4242 for each period.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Switch to Pro yearly/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel Pro' })).toBeInTheDocument();
  }, 20_000);
});
