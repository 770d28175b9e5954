import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LiveContext, createLiveHub } from '@/lib/live';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { mockApi } from '@/testing/auth-fixtures';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';

describe('<NotificationBell />', () => {
  it('shows the unread count in its name and reads it again when a notification is pushed', async () => {
    let count = 2;
    mockApi({ 'GET /api/notifications/unread-count': () => jsonResponse(200, { count }) });
    const hub = createLiveHub();
    renderWithProviders(
      <LiveContext.Provider value={hub}>
        <MemoryRouter>
          <NotificationBell href="/notifications" />
        </MemoryRouter>
      </LiveContext.Provider>,
    );
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toHaveAttribute('href', '/notifications');
    count = 3;
    hub.emitItem({ type: 'message', id: 'c1' });
    hub.emitItem({ type: 'notification', id: 'pledge_received' });
    expect(await screen.findByRole('link', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
    count = 0;
    hub.emitReady();
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeInTheDocument();
  });
});
