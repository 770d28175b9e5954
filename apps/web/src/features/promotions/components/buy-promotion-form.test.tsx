import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PromotionsOverview } from '@crowdspark/shared/contracts/promotions';
import { BuyPromotionForm } from '@/features/promotions/components/buy-promotion-form';
import { mockApi } from '@/testing/auth-fixtures';
import { renderWithProviders } from '@/testing/render-with-providers';

const overview = (campaigns: PromotionsOverview['campaigns']): PromotionsOverview => ({
  dailyPrice: 500,
  currency: 'USD',
  promotionCredit: 0,
  walletBalance: 100_000,
  campaigns,
  items: [],
});

describe('<BuyPromotionForm />', () => {
  it('offers only the whole days left before the chosen campaign ends', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderWithProviders(
      <BuyPromotionForm
        overview={overview([
          { id: 'soon', title: 'Ends soon', maxDays: 2 },
          { id: 'ending', title: 'Ends today', maxDays: 0 },
          { id: 'later', title: 'Ends later', maxDays: 40 },
        ])}
        onBought={() => undefined}
      />,
    );
    const days = screen.getByLabelText('Days');
    expect(days).toHaveAttribute('max', '2');
    // The default 3 days run past this campaign's end: refused before paying, with the reason.
    expect(screen.getAllByText(/From 1 to 2 days \(the days left before the campaign ends\)/).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /^Pay/ })).toBeDisabled();
    await user.clear(days);
    await user.type(days, '2');
    expect(screen.getByRole('button', { name: 'Pay $10.00' })).toBeEnabled();

    await user.selectOptions(screen.getByLabelText('Campaign'), 'ending');
    expect(screen.getAllByText('This campaign ends in less than a day: it can no longer be promoted.').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /^Pay/ })).toBeDisabled();

    // Days left beyond the 30-day limit: the limit holds.
    await user.selectOptions(screen.getByLabelText('Campaign'), 'later');
    expect(days).toHaveAttribute('max', '30');
  });
});
