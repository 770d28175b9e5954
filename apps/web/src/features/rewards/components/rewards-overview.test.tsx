import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { RewardsSummary } from '@crowdspark/shared/contracts/rewards';
import { resetToasts } from '@/components/ui/use-toast';
import { RewardsOverview } from '@/features/rewards/components/rewards-overview';
import { callsTo, mockApi } from '@/testing/auth-fixtures';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';

const summary = (points: number, credit: number): RewardsSummary => ({
  points,
  promotionCredit: { amount: credit, currency: 'USD' },
  badges: [{ badge: 'first_backing', earnedAt: '2026-11-20T10:00:00.000Z' }],
  referral: { link: 'http://localhost:3000/join/abc123', joined: 2, rewarded: 1 },
});

describe('<RewardsOverview />', () => {
  afterEach(() => resetToasts());

  it('shows points, credit, badges, the referral link and history, and redeems with an Idempotency-Key', async () => {
    let current = summary(250, 0);
    const fetchMock = mockApi({
      'GET /api/rewards': () => jsonResponse(200, current),
      'GET /api/rewards/entries': () =>
        jsonResponse(200, {
          items: [{ id: 'e1', points: 250, kind: 'backing', createdAt: '2026-11-20T10:00:00.000Z' }],
          nextCursor: null,
        }),
      'POST /api/rewards/redemptions': () => {
        current = summary(50, 200);
        return jsonResponse(201, current);
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<RewardsOverview />);

    expect(await screen.findByLabelText('250 points')).toHaveTextContent('250');
    expect(within(screen.getByRole('list', { name: 'Badges' })).getByText('First backing')).toBeInTheDocument();
    expect(screen.getByLabelText('Your referral link')).toHaveValue('http://localhost:3000/join/abc123');
    expect(screen.getByText(/2 friends joined through your link; 1 backed/)).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Points history' })).toHaveTextContent(/Backing a successful campaign.*\+250/);

    await user.selectOptions(screen.getByLabelText('Points to redeem'), '200');
    await user.click(screen.getByRole('button', { name: 'Redeem for $2.00 credit' }));
    await waitFor(() => expect(screen.getByLabelText('50 points')).toBeInTheDocument());
    const [redeem] = callsTo(fetchMock, 'POST', '/api/rewards/redemptions');
    expect(JSON.parse(redeem?.[1]?.body as string)).toEqual({ points: 200 });
    expect(new Headers(redeem?.[1]?.headers).get('idempotency-key')).toBeTruthy();
    // Below 100 points, the form explains instead of offering nothing.
    expect(screen.getByText(/once you have 100/)).toBeInTheDocument();
  });
});
