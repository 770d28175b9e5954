import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Sparkles } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { CampaignCard } from '@/features/campaigns/components/campaign-card';
import { CampaignShelf } from '@/features/campaigns/components/campaign-shelf';
import { callsTo, mockApi } from '@/testing/auth-fixtures';
import { makeListItem } from '@/testing/campaign-fixtures';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';

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

describe('<CampaignShelf />', () => {
  it('shows skeletons, then cards, and loads the next page with the cursor', async () => {
    const fetchMock = mockApi({
      'GET /api/campaigns': (_init, url) =>
        url.includes('cursor=next1')
          ? jsonResponse(200, { items: [makeListItem({ id: 'c2', title: 'Paper Lantern' })], nextCursor: null })
          : jsonResponse(200, { items: [makeListItem()], nextCursor: 'next1' }),
    });
    const user = userEvent.setup();
    renderWithProviders(
      <MemoryRouter>
        <CampaignShelf id="newest" title="Newest" description="Just launched." sort="newest" emptyIcon={Sparkles} />
      </MemoryRouter>,
    );
    expect(screen.getAllByTestId('campaign-card-skeleton').length).toBeGreaterThan(0);
    expect(await screen.findByRole('link', { name: 'The Fixable Kettle' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Paper Lantern' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const urls = callsTo(fetchMock, 'GET', '/api/campaigns').map(([input]) => input as string);
    expect(urls[0]).toContain('sort=newest');
    expect(urls[1]).toContain('cursor=next1');
  });

  it('says honestly when nothing is live yet', async () => {
    mockApi({ 'GET /api/campaigns': () => jsonResponse(200, { items: [], nextCursor: null }) });
    renderWithProviders(
      <MemoryRouter>
        <CampaignShelf id="newest" title="Newest" description="Just launched." sort="newest" emptyIcon={Sparkles} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('No live campaigns yet — start the first one')).toBeInTheDocument();
  });
});
