import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { SaveButton } from '@/features/social/components/save-button';
import { callsTo, mockApi } from '@/testing/auth-fixtures';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';

const LOOKUP = '/api/me/saved/lookup';
const campaigns = Array.from({ length: 12 }, (_, i) => ({ id: `c${i}`, title: `Campaign ${i}` }));
/** The reader saved every third campaign. */
const savedIds = new Set(campaigns.filter((_, i) => i % 3 === 0).map((c) => c.id));

/** The ids one lookup call asked about. */
function idsOf(call: Parameters<typeof fetch>): string[] {
  const url = new URL(call[0] as string, 'http://localhost');
  return (url.searchParams.get('ids') ?? '').split(',');
}

function renderCards(isAuthenticated = true) {
  return renderWithProviders(
    <MemoryRouter>
      <ul>
        {campaigns.map((campaign) => (
          <li key={campaign.id}>
            <SaveButton
              campaignId={campaign.id}
              campaignTitle={campaign.title}
              isAuthenticated={isAuthenticated}
              signInHref="/sign-in?redirect=%2F"
            />
          </li>
        ))}
      </ul>
    </MemoryRouter>,
  );
}

function mockLookup(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    [`GET ${LOOKUP}`]: (_init, url) => {
      const ids = new URL(url, 'http://localhost').searchParams.get('ids')!.split(',');
      return jsonResponse(200, { saved: Object.fromEntries(ids.map((id) => [id, savedIds.has(id)])) });
    },
    ...extra,
  });
}

describe('<SaveButton /> on cards (batched saved state)', () => {
  afterEach(() => resetToasts());

  it('asks for the saved state of every card rendered together in one request, and each card shows its own', async () => {
    const fetchMock = mockLookup();
    renderCards();
    for (const campaign of campaigns) {
      const name = savedIds.has(campaign.id) ? `Remove ${campaign.title} from Saved` : `Save ${campaign.title}`;
      expect(await screen.findByRole('button', { name })).toHaveAttribute('aria-pressed', String(savedIds.has(campaign.id)));
    }
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(idsOf(callsTo(fetchMock, 'GET', LOOKUP)[0]!).sort()).toEqual(campaigns.map((c) => c.id).sort());
    // The single-campaign route (the campaign page's, with its count) is not asked at all.
    expect(callsTo(fetchMock, 'GET', '/api/campaigns/c0/save')).toHaveLength(0);
  });

  it('toggles one card optimistically without asking for the others again', async () => {
    const fetchMock = mockLookup({
      'PUT /api/campaigns/c1/save': () => jsonResponse(200, { saved: true, saveCount: 4 }),
      'DELETE /api/campaigns/c0/save': () => jsonResponse(200, { saved: false, saveCount: 0 }),
    });
    const user = userEvent.setup();
    renderCards();
    const save = await screen.findByRole('button', { name: 'Save Campaign 1' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByRole('button', { name: 'Remove Campaign 1 from Saved' })).toHaveTextContent('Saved');
    await user.click(screen.getByRole('button', { name: 'Remove Campaign 0 from Saved' }));
    expect(await screen.findByRole('button', { name: 'Save Campaign 0' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Remove Campaign 3 from Saved' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/api/campaigns/c1/save')).toHaveLength(1);
    expect(callsTo(fetchMock, 'DELETE', '/api/campaigns/c0/save')).toHaveLength(1);
    expect(callsTo(fetchMock, 'GET', LOOKUP)).toHaveLength(1);
  });

  it('rolls a card back with a toast when saving fails', async () => {
    mockLookup({
      'PUT /api/campaigns/c2/save': () =>
        jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'No campaign has this id.' } }),
    });
    const user = userEvent.setup();
    renderCards();
    const save = await screen.findByRole('button', { name: 'Save Campaign 2' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByText('The campaign could not be saved')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Save Campaign 2' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('makes no request at all for a signed-out reader: each card links to sign in', async () => {
    const fetchMock = mockLookup();
    renderCards(false);
    expect(screen.getAllByRole('link', { name: /^Sign in to save Campaign \d+$/ })).toHaveLength(campaigns.length);
    // Let any query that would start get the chance to.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
