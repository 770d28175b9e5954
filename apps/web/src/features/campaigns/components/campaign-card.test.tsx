import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CampaignCard } from '@/features/campaigns/components/campaign-card';
import { makeListItem } from '@/testing/campaign-fixtures';
import { renderWithProviders } from '@/testing/render-with-providers';

describe('<CampaignCard />', () => {
  it('shows the cover with a srcset, the title as the link, the creator, progress and days left', () => {
    const { container } = renderWithProviders(
      <MemoryRouter>
        <CampaignCard
          campaign={makeListItem({
            coverUrl: '/media/c1/1200.webp',
            coverVariants: { '1200': '/media/c1/1200.webp', '400': '/media/c1/400.webp' },
          })}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'The Fixable Kettle' })).toHaveAttribute('href', '/campaigns/c1');
    expect(screen.getByText('by Maya Okafor')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Funding progress' })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('$1,250.00')).toBeInTheDocument();
    expect(screen.getByText('50% of $2,500.00')).toBeInTheDocument();
    expect(screen.getByText('9 days left')).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('srcset', '/media/c1/400.webp 400w, /media/c1/1200.webp 1200w');
  });

  it('reads "< 1%" (never "0%") when less than one percent of the goal was raised', () => {
    renderWithProviders(
      <MemoryRouter>
        <CampaignCard
          campaign={makeListItem({
            goal: 150_000,
            progress: { raised: 1_000, percentOfGoal: 0, backers: 1, daysLeft: 9, views: 3 },
          })}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('< 1% of $1,500.00')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Funding progress' })).toHaveAttribute('aria-valuetext', '< 1% funded');
  });

  it('renders an action (the Save button routes pass) inside the card, next to the title link', async () => {
    const clicks: string[] = [];
    const user = userEvent.setup();
    renderWithProviders(
      <MemoryRouter>
        <CampaignCard
          campaign={makeListItem()}
          action={
            <button type="button" onClick={() => clicks.push('save')}>
              Save The Fixable Kettle
            </button>
          }
        />
      </MemoryRouter>,
    );
    const card = screen.getByRole('article');
    await user.click(within(card).getByRole('button', { name: 'Save The Fixable Kettle' }));
    expect(clicks).toEqual(['save']);
    expect(within(card).getByRole('link', { name: 'The Fixable Kettle' })).toBeInTheDocument();
  });

  it('shows a status badge for a campaign that is not live', () => {
    renderWithProviders(
      <MemoryRouter>
        <CampaignCard campaign={makeListItem({ status: 'canceled', progress: { ...makeListItem().progress, daysLeft: 0 } })} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Canceled')).toBeInTheDocument();
    expect(screen.getByText('Ended')).toBeInTheDocument();
  });
});
