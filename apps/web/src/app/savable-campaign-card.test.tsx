import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Discover } from '@crowdspark/shared/contracts/discovery';
import { resetToasts } from '@/components/ui/use-toast';
import { SavableCampaignCard } from '@/app/savable-campaign-card';
import { callsTo, makeMe, mockApi, unauthenticated } from '@/testing/auth-fixtures';
import { makeListItem } from '@/testing/campaign-fixtures';
import { jsonResponse, renderAppAt, renderWithProviders } from '@/testing/render-with-providers';

const LAZY_ROUTE = { timeout: 10_000 };

function discover(): Discover {
  return {
    staffPicks: [makeListItem({ id: 'pick', title: 'Picked by staff' })],
    trending: [makeListItem({ id: 'hot', title: 'Hot right now' })],
    endingSoon: [],
    nearGoal: [],
    new: [],
    categories: [],
  };
}

describe('<SavableCampaignCard />', () => {
  afterEach(() => resetToasts());

  it('signed out: the bookmark leads to sign-in and back to this page', async () => {
    mockApi({ 'GET /api/me': () => unauthenticated() });
    renderWithProviders(
      <MemoryRouter initialEntries={['/discover?list=trending']}>
        <SavableCampaignCard campaign={makeListItem({ title: 'Solar lights' })} />
      </MemoryRouter>,
      { auth: true },
    );
    const card = screen.getByRole('article');
    expect(await within(card).findByRole('link', { name: 'Sign in to save Solar lights' })).toHaveAttribute(
      'href',
      '/sign-in?redirect=%2Fdiscover%3Flist%3Dtrending',
    );
  });

  it('signed in: Save, then Saved, on the card itself', async () => {
    const fetchMock = mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe()),
      'GET /api/me/saved/lookup': () => jsonResponse(200, { saved: { c1: false } }),
      'PUT /api/campaigns/c1/save': () => jsonResponse(200, { saved: true, saveCount: 1 }),
    });
    const user = userEvent.setup();
    renderWithProviders(
      <MemoryRouter>
        <SavableCampaignCard campaign={makeListItem({ title: 'Solar lights' })} />
      </MemoryRouter>,
      { auth: true },
    );
    const save = await screen.findByRole('button', { name: 'Save Solar lights' });
    await vi.waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByRole('button', { name: 'Remove Solar lights from Saved' })).toHaveTextContent('Saved');
    expect(callsTo(fetchMock, 'PUT', '/api/campaigns/c1/save')).toHaveLength(1);
  });
});

describe('home shelves', () => {
  it("show a bookmark on every card: Save for a signed-in reader, every shelf's state in one request", async () => {
    const fetchMock = mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe()),
      'GET /api/discover': () => jsonResponse(200, discover()),
      'GET /api/me/saved/lookup': () => jsonResponse(200, { saved: { pick: true, hot: false } }),
    });
    renderAppAt('/');
    const featured = await screen.findByRole('region', { name: 'Featured' }, LAZY_ROUTE);
    expect(await within(featured).findByRole('button', { name: 'Remove Picked by staff from Saved' })).toHaveTextContent('Saved');
    const trending = screen.getByRole('region', { name: 'Trending' });
    expect(await within(trending).findByRole('button', { name: 'Save Hot right now' })).toHaveAttribute('aria-pressed', 'false');
    const lookups = callsTo(fetchMock, 'GET', '/api/me/saved/lookup');
    expect(lookups).toHaveLength(1);
    expect(new URL(lookups[0]![0] as string, 'http://localhost').searchParams.get('ids')?.split(',').sort()).toEqual([
      'hot',
      'pick',
    ]);
  });
});

describe('search results', () => {
  it('carry the bookmark on each campaign; signed out it leads to sign-in and back to the search', async () => {
    mockApi({
      'GET /api/me': () => unauthenticated(),
      'GET /api/search': () =>
        jsonResponse(200, {
          type: 'campaigns',
          items: [makeListItem({ title: 'Solar lights' })],
          nextCursor: null,
          correctedQuery: null,
          didYouMean: null,
          terms: ['solar'],
        }),
    });
    renderAppAt('/search?q=solar');
    const results = await screen.findByRole('list', { name: 'Matching campaigns' }, LAZY_ROUTE);
    expect(await within(results).findByRole('link', { name: 'Sign in to save Solar lights' })).toHaveAttribute(
      'href',
      '/sign-in?redirect=%2Fsearch%3Fq%3Dsolar',
    );
  });
});
