import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CampaignDetail } from '@crowdspark/shared/contracts/campaigns';
import { resetToasts } from '@/components/ui/use-toast';
import { leaveTo } from '@/lib/leave-to';
import { BackThisPanel } from '@/features/pledges/components/back-this-panel/back-this-panel';
import { callsTo, mockApi } from '@/testing/auth-fixtures';
import { makeCampaign, makePledge, makeTier } from '@/testing/campaign-fixtures';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';

vi.mock('@/lib/leave-to', () => ({ leaveTo: vi.fn() }));

/** The page reads the wallet and passes the balance down (minor units of the campaign's currency). */
function renderPanel(campaign: CampaignDetail = makeCampaign(), isAuthenticated = true, walletBalance: number | null = 10_000) {
  return renderWithProviders(
    <MemoryRouter>
      <BackThisPanel
        campaign={campaign}
        isAuthenticated={isAuthenticated}
        signInHref="/sign-in?redirect=%2Fcampaigns%2Fc1"
        walletBalance={walletBalance}
      />
    </MemoryRouter>,
  );
}

describe('<BackThisPanel />', () => {
  afterEach(() => {
    resetToasts();
    vi.mocked(leaveTo).mockReset();
  });

  it('pledges from the wallet when the balance is enough, with one Idempotency-Key for the action', async () => {
    let pledge: ReturnType<typeof makePledge> | null = null;
    const fetchMock = mockApi({
      'GET /api/campaigns/c1/pledges/mine': () => jsonResponse(200, { pledge }),
      'POST /api/campaigns/c1/pledges': () => {
        pledge = makePledge({ amount: 3000 });
        return jsonResponse(201, { pledge, walletBalance: 7000 });
      },
    });
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('radio', { name: /Spare-part kit/ }));
    const amount = screen.getByLabelText('Pledge amount (USD)');
    expect(amount).toHaveValue('25.00');
    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('$100.00');
    await user.clear(amount);
    await user.type(amount, '20');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(amount).toHaveAccessibleDescription(/This reward needs a pledge of at least \$25\.00\./);

    await user.clear(amount);
    await user.type(amount, '30');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText(/the creator pays a 5% platform fee only if it is funded/)).toBeInTheDocument();
    expect(screen.getByTestId('confirm-amount')).toHaveTextContent('$30.00');
    await user.click(screen.getByRole('button', { name: 'Pledge $30.00 from my wallet' }));

    expect(await screen.findByText('You back this campaign')).toBeInTheDocument();
    const [[, init]] = callsTo(fetchMock, 'POST', '/api/campaigns/c1/pledges') as [[string, RequestInit]];
    expect(JSON.parse(init.body as string)).toEqual({
      tierId: 't1',
      amount: 3000,
      shippingAddress: null,
      addOns: [],
      expectedTotal: 3000,
    });
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('backs by card when the balance is short: named after the pledge, the checkout opens for the missing part only', async () => {
    const fetchMock = mockApi({
      'GET /api/campaigns/c1/pledges/mine': () => jsonResponse(200, { pledge: null }),
      'POST /api/pledges/checkout': () =>
        jsonResponse(201, { paymentId: 'pay1', checkoutUrl: 'https://pay.example/checkout/pay1' }),
    });
    const user = userEvent.setup();
    renderPanel(makeCampaign(), true, 1_000);
    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('$10.00');
    await user.type(screen.getByLabelText('Pledge amount (USD)'), '25');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      screen.getByText(/Your wallet’s \$10\.00 goes towards it; your card pays the other \$15\.00 at checkout\./),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Back $25.00 by card' }));

    await vi.waitFor(() => expect(leaveTo).toHaveBeenCalledWith('https://pay.example/checkout/pay1'));
    const [[, init]] = callsTo(fetchMock, 'POST', '/api/pledges/checkout') as [[string, RequestInit]];
    expect(JSON.parse(init.body as string)).toEqual({
      amount: 1500,
      currency: 'USD',
      pledge: { campaignId: 'c1', tierId: null, amount: 2500, shippingAddress: null, addOns: [], expectedTotal: 2500 },
    });
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toBeTruthy();
  });

  it('shows a new backer with an empty wallet no $0.00 balance, only "Back $25.00 by card", which pays it all at checkout', async () => {
    const fetchMock = mockApi({
      'GET /api/campaigns/c1/pledges/mine': () => jsonResponse(200, { pledge: null }),
      'POST /api/pledges/checkout': () =>
        jsonResponse(201, { paymentId: 'pay1', checkoutUrl: 'https://pay.example/checkout/pay1' }),
    });
    const user = userEvent.setup();
    renderPanel(makeCampaign(), true, 0);
    await user.click(await screen.findByRole('radio', { name: /Spare-part kit/ }));
    expect(screen.queryByTestId('wallet-balance')).not.toBeInTheDocument();
    expect(screen.queryByText(/\$0\.00/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByTestId('confirm-amount')).toHaveTextContent('$25.00');
    expect(screen.queryByText('Wallet balance')).not.toBeInTheDocument();
    expect(screen.queryByText(/\$0\.00/)).not.toBeInTheDocument();
    expect(screen.getByText(/You pay by card at checkout\. Your pledge is made as soon as the payment succeeds\./)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Back $25.00 by card' }));

    await vi.waitFor(() => expect(leaveTo).toHaveBeenCalledWith('https://pay.example/checkout/pay1'));
    const [[, init]] = callsTo(fetchMock, 'POST', '/api/pledges/checkout') as [[string, RequestInit]];
    expect(JSON.parse(init.body as string)).toMatchObject({ amount: 2500, pledge: { tierId: 't1', amount: 2500 } });
  });

  it('shows the server’s refusal of the checkout rather than working around it', async () => {
    mockApi({
      'GET /api/campaigns/c1/pledges/mine': () => jsonResponse(200, { pledge: null }),
      'POST /api/pledges/checkout': () =>
        jsonResponse(400, {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Some fields are not valid.',
            fields: { currency: 'Top up in EUR to back this campaign.' },
          },
        }),
    });
    const user = userEvent.setup();
    renderPanel(makeCampaign(), true, 0);
    await user.type(await screen.findByLabelText('Pledge amount (USD)'), '5');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Back $5.00 by card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Some fields are not valid.');
    expect(leaveTo).not.toHaveBeenCalled();
  });

  it('disables a sold-out reward and says so', async () => {
    mockApi({
      'GET /api/campaigns/c1/pledges/mine': () => jsonResponse(200, { pledge: null }),
    });
    renderPanel(
      makeCampaign({
        tiers: [makeTier(), makeTier({ id: 't2', title: 'Early bird', quantity: 10, claimed: 10, remaining: 0 })],
      }),
      true,
      0,
    );
    const soldOut = await screen.findByRole('radio', { name: /Early bird/ });
    expect(soldOut).toBeDisabled();
    expect(within(soldOut.closest('label')!).getByText('Sold out')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Spare-part kit/ })).toBeEnabled();
  });

  it('shows the current pledge with Change and Cancel when the backer already backs it', async () => {
    let canceled = false;
    const fetchMock = mockApi({
      'GET /api/campaigns/c1/pledges/mine': () => jsonResponse(200, { pledge: canceled ? null : makePledge() }),
      'POST /api/pledges/p1/cancel': () => {
        canceled = true;
        return jsonResponse(200, { pledge: makePledge({ status: 'canceled', changeable: false }), walletBalance: 3000 });
      },
    });
    const user = userEvent.setup();
    renderPanel(makeCampaign(), true, 0);
    expect(await screen.findByText('You back this campaign')).toBeInTheDocument();
    expect(screen.getByText(/\$30\.00 · Spare-part kit/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel pledge' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel pledge' }));
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/pledges/p1/cancel')).toHaveLength(1);
  });

  it('tells keep-it-all backers the fee is taken whatever the total, never "only if it is funded"', async () => {
    mockApi({
      'GET /api/campaigns/c1/pledges/mine': () => jsonResponse(200, { pledge: null }),
    });
    const user = userEvent.setup();
    renderPanel(makeCampaign({ fundingModel: 'keep_it_all' }));
    await user.click(await screen.findByRole('radio', { name: /Spare-part kit/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const note = await screen.findByText(/This campaign is/);
    expect(note).toHaveTextContent(/keep-it-all: the creator receives every pledge at the end, whatever the total/);
    expect(note).not.toHaveTextContent(/only if/);
  });

  it('hides Change and Cancel when the pledge is final', async () => {
    mockApi({
      'GET /api/campaigns/c1/pledges/mine': () => jsonResponse(200, { pledge: makePledge({ changeable: false }) }),
    });
    renderPanel(makeCampaign({ fundingModel: 'keep_it_all' }), true, 0);
    expect(await screen.findByText('Pledges to keep-it-all campaigns are final.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change pledge' })).not.toBeInTheDocument();
  });

  it('asks signed-out visitors to sign in, and tells owners they cannot back their own campaign', () => {
    const fetchMock = mockApi({});
    const { unmount } = renderPanel(makeCampaign(), false);
    expect(screen.getByRole('link', { name: 'Sign in to back this' })).toHaveAttribute(
      'href',
      '/sign-in?redirect=%2Fcampaigns%2Fc1',
    );
    unmount();
    renderPanel(makeCampaign({ viewer: { isOwner: true, canEdit: true, role: 'owner' } }));
    expect(screen.getByText(/This is your campaign/)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/campaigns/c1/pledges/mine')).toHaveLength(0);
  });
});
