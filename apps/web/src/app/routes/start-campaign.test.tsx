import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { callsTo, makeMe, mockApi } from '@/testing/auth-fixtures';
import { makeCampaign, makeListItem } from '@/testing/campaign-fixtures';
import { jsonResponse, renderAppAt } from '@/testing/render-with-providers';

const LAZY_ROUTE = { timeout: 10_000 };

const draft = makeCampaign({
  id: 'd-latest',
  status: 'draft',
  title: 'Solar lanterns',
  launchedAt: null,
  endsAt: null,
  viewer: { isOwner: true, canEdit: true, role: 'owner' },
});

describe('/start-campaign', () => {
  afterEach(() => resetToasts());

  it('reopens the latest draft instead of starting another, with a way to start another', async () => {
    const fetchMock = mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe()),
      'GET /api/me/campaigns': () =>
        jsonResponse(200, {
          items: [
            makeListItem({ id: 'd-old', status: 'draft', title: 'Old idea', updatedAt: '2026-11-01T00:00:00.000Z' }),
            makeListItem({ id: 'd-latest', status: 'draft', title: 'Solar lanterns', updatedAt: '2026-11-09T00:00:00.000Z' }),
          ],
        }),
      'GET /api/campaigns/d-latest': () => jsonResponse(200, draft),
    });
    const user = userEvent.setup();
    const { router } = renderAppAt('/start-campaign');

    // The route is a lazy chunk: allow for a busy machine loading it.
    expect(await screen.findByText(/continuing your latest draft/, {}, LAZY_ROUTE)).toBeInTheDocument();
    expect(await screen.findByLabelText('Title', {}, LAZY_ROUTE)).toHaveValue('Solar lanterns');
    expect(router.state.location.search).toBe('?id=d-latest');

    await user.click(screen.getByRole('link', { name: 'Start another campaign' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Start a campaign' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Title')).toHaveValue('');
    expect(screen.queryByText(/continuing your latest draft/)).not.toBeInTheDocument();
    // Nothing is created until the creator types something.
    expect(callsTo(fetchMock, 'POST', '/api/campaigns')).toHaveLength(0);
  });

  it('opens an empty editor when there is no draft to continue', async () => {
    mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe()),
      'GET /api/me/campaigns': () => jsonResponse(200, { items: [makeListItem({ status: 'live' })] }),
    });
    const { router } = renderAppAt('/start-campaign');
    expect(await screen.findByLabelText('Title', {}, LAZY_ROUTE)).toHaveValue('');
    expect(screen.queryByText(/continuing your latest draft/)).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    await vi.waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Start a campaign'));
  });
});
