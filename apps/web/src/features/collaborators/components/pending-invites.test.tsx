import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { PendingInvites } from '@/features/collaborators/components/pending-invites';
import { callsTo, mockApi } from '@/testing/auth-fixtures';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';

const invite = (id: string, title: string) => ({
  id,
  campaign: { id: `c-${id}`, title, status: 'live' },
  invitedBy: { id: 'maya', username: 'mayamakes', displayName: 'Maya Okafor' },
  createdAt: '2026-11-01T10:00:00.000Z',
  expiresAt: '2026-11-15T10:00:00.000Z',
});

describe('<PendingInvites />', () => {
  afterEach(() => resetToasts());

  it('lists invites with who invited, and an answered one leaves the list', async () => {
    let items = [invite('i1', 'Darkroom'), invite('i2', 'Print shop')];
    const fetchMock = mockApi({
      'GET /api/me/invites': () => jsonResponse(200, { items }),
      'POST /api/me/invites/i1/decline': () => {
        items = items.filter((item) => item.id !== 'i1');
        return jsonResponse(200, { status: 'declined', campaignId: 'c-i1' });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<PendingInvites />);
    expect(await screen.findByRole('heading', { name: 'Pending invites' })).toBeInTheDocument();
    expect(screen.getAllByText('Invited by Maya Okafor (@mayamakes)')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Decline invite to Darkroom' }));
    await waitFor(() => expect(screen.queryByText('Darkroom')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Accept invite to Print shop' })).toBeEnabled();
    expect(callsTo(fetchMock, 'POST', '/api/me/invites/i1/decline')).toHaveLength(1);
  });

  it('shows nothing when there are no invites', async () => {
    const fetchMock = mockApi({ 'GET /api/me/invites': () => jsonResponse(200, { items: [] }) });
    renderWithProviders(<PendingInvites />);
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/me/invites')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Pending invites' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();
  });
});
