import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { CampaignDetail } from '@crowdspark/shared/contracts/campaigns';
import { resetToasts } from '@/components/ui/use-toast';
import { BackThisPanel } from '@/features/pledges/components/back-this-panel/back-this-panel';
import { callsTo, mockApi } from '@/testing/auth-fixtures';
import { makeCampaign, makePledge, makeTier } from '@/testing/campaign-fixtures';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';

const ADA_ADDRESS = {
  name: 'Ada',
  line1: '1 Rue',
  line2: null,
  city: 'Paris',
  region: null,
  postalCode: null,
  country: 'FR',
  phone: null,
};

const shippingCampaign = makeCampaign({
  tiers: [
    makeTier({
      title: 'Boxed kettle',
      minimumPledge: 2500,
      shipping: { rates: [{ country: 'US', cost: 500 }], restOfWorld: 1500 },
    }),
  ],
  addOns: [
    { id: 'a1', position: 0, title: 'Spare lid', description: 'Steel', price: 800, quantity: 10, claimed: 8, remaining: 2 },
  ],
});

function renderPanel(campaign: CampaignDetail, walletBalance = 10_000, isAuthenticated = true) {
  return renderWithProviders(
    <MemoryRouter>
      <BackThisPanel campaign={campaign} isAuthenticated={isAuthenticated} signInHref="/sign-in" walletBalance={walletBalance} />
    </MemoryRouter>,
  );
}

describe('<BackThisPanel /> with shipping and add-ons', () => {
  afterEach(() => resetToasts());

  it('asks for an address in a country the reward ships to, shows the breakdown and charges that total', async () => {
    let pledge: ReturnType<typeof makePledge> | null = null;
    const fetchMock = mockApi({
      'GET /api/campaigns/c1/pledges/mine': () => jsonResponse(200, { pledge }),
      'POST /api/campaigns/c1/pledges': () => {
        pledge = makePledge({
          amount: 5600,
          shipTo: 'FR',
          breakdown: { reward: 2500, shipping: 1500, addOns: 1600, total: 5600 },
          addOns: [{ addOnId: 'a1', quantity: 2, unitPrice: 800 }],
        });
        return jsonResponse(201, { pledge, walletBalance: 4400 });
      },
      'GET /api/pledges/p1/address': () =>
        jsonResponse(200, {
          address: ADA_ADDRESS,
          changeable: true,
        }),
    });
    const user = userEvent.setup();
    renderPanel(shippingCampaign);
    await user.click(await screen.findByRole('radio', { name: /Boxed kettle/ }));
    expect(screen.getByText('Ships to United States and the rest of the world')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('Enter the name of the person receiving the reward.');
    expect(screen.getByLabelText(/Ship to country/)).toHaveAccessibleDescription(/Choose the country to ship to\./);

    await user.selectOptions(screen.getByLabelText(/Ship to country/), 'FR');
    await user.type(screen.getByLabelText('Full name'), 'Ada');
    await user.type(screen.getByLabelText('Address'), '1 Rue');
    await user.type(screen.getByLabelText('City'), 'Paris');
    const lids = screen.getByLabelText('Spare lid ($8.00 each)');
    expect(lids).toHaveAttribute('max', '2');
    await user.clear(lids);
    await user.type(lids, '2');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(within(screen.getByLabelText('Pledge breakdown')).getByText('Shipping to France')).toBeInTheDocument();
    expect(screen.getByTestId('breakdown-reward')).toHaveTextContent('$25.00');
    expect(screen.getByTestId('breakdown-shipping')).toHaveTextContent('$15.00');
    expect(screen.getByText('2 × Spare lid')).toBeInTheDocument();
    expect(screen.getByTestId('breakdown-total')).toHaveTextContent('$56.00');
    await user.click(screen.getByRole('button', { name: 'Pledge $56.00 from my wallet' }));

    expect(await screen.findByText('You back this campaign')).toBeInTheDocument();
    const [[, init]] = callsTo(fetchMock, 'POST', '/api/campaigns/c1/pledges') as [[string, RequestInit]];
    expect(JSON.parse(init.body as string)).toEqual({
      tierId: 't1',
      amount: 2500,
      shippingAddress: ADA_ADDRESS,
      addOns: [{ addOnId: 'a1', quantity: 2 }],
      expectedTotal: 5600,
    });
    expect(await screen.findByText('Paris')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change address' })).toBeInTheDocument();
    // Typing a whole address is slow on a busy machine.
  }, 20_000);

  it('shows the add-ons with their prices to a signed-out visitor, who chooses them only after signing in', () => {
    const fetchMock = mockApi({});
    renderPanel(
      makeCampaign({
        ...shippingCampaign,
        addOns: [
          ...shippingCampaign.addOns,
          {
            id: 'a2',
            position: 1,
            title: 'Tea towel',
            description: '',
            price: 1200,
            quantity: null,
            claimed: 3,
            remaining: null,
          },
        ],
      }),
      0,
      false,
    );
    const list = screen.getByRole('list', { name: 'Add-ons' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Spare lid+$8.00Steel2 left', 'Tea towel+$12.00']);
    expect(screen.getByText('Add them to any reward when you pledge.')).toBeInTheDocument();
    // Seen, not chosen: no quantity fields, and nothing asked about the visitor's pledge.
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/campaigns/c1/pledges/mine')).toHaveLength(0);
  });

  it('lists the add-ons before a reward is chosen, then offers their quantities with the reward', async () => {
    mockApi({ 'GET /api/campaigns/c1/pledges/mine': () => jsonResponse(200, { pledge: null }) });
    const user = userEvent.setup();
    renderPanel(shippingCampaign);
    const list = await screen.findByRole('list', { name: 'Add-ons' });
    expect(within(list).getByText('+$8.00')).toBeInTheDocument();
    expect(screen.getByText('Choose a reward to add extras to it.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Spare lid ($8.00 each)')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Boxed kettle/ }));
    expect(screen.getByLabelText('Spare lid ($8.00 each)')).toHaveValue(0);
    expect(screen.queryByRole('list', { name: 'Add-ons' })).not.toBeInTheDocument();
  });

  it('shows a sold-out add-on as such', () => {
    mockApi({});
    renderPanel(
      makeCampaign({
        ...shippingCampaign,
        addOns: [{ ...shippingCampaign.addOns[0]!, claimed: 10, remaining: 0 }],
      }),
      0,
      false,
    );
    expect(within(screen.getByRole('list', { name: 'Add-ons' })).getByText('Sold out')).toBeInTheDocument();
  });
});
